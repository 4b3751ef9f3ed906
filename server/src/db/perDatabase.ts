import type { Db } from './connection';

/**
 * One `T` per database handle, made on first use: for what a server keeps in memory about one
 * database (a revision read from one database means nothing on another).
 */
export function perDatabase<T extends object>(create: () => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (!value) made.set(db, (value = create()));
    return value;
  };
}
