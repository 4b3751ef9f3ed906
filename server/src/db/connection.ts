import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './lockFile';
import { nameMarkedStatements } from './namedStatements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** True for the in-process PGlite database. */
  embedded: boolean;
  close(): Promise<void>;
}

const DATE_OID = 1082;

/** DATE stays a 'YYYY-MM-DD' string (pg would make a local-midnight Date); int8 stays a string. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Connections the server's pool opens (the betting bench measures the app with this pool). */
export const DEFAULT_POOL_SIZE = 10;

export function openPostgres(connectionString: string, max = DEFAULT_POOL_SIZE): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, types });
  // An idle client can be cut off by the server (restart, failover, admin command 57P01); pg then
  // emits 'error' on the pool, which would crash the process if nobody listened. The pool drops
  // that client and opens a new one on the next query, so noting it is enough.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`));
  pool.on('connect', nameMarkedStatements);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, embedded: false, close: () => db.destroy() };
}

/**
 * Where PGlite comes from. Tests load it outside Jest's module sandbox, because PGlite's
 * Emscripten loader uses dynamic import(), which Jest's VM refuses without a Node flag.
 */
export interface PgliteRuntime {
  PGlite: typeof PGlite;
  createPgConfig: typeof createPgConfig;
}

/**
 * PGlite in-process: on `<dataDir>/pgdata` under a lock file, or in memory when dataDir is null
 * (tests). PGlite has one connection, so the pool has one client: a transaction holds it and
 * everything else waits, which serializes transactions.
 */
export async function openPglite(
  dataDir: string | null,
  runtime: PgliteRuntime = { PGlite, createPgConfig },
): Promise<DatabaseHandle> {
  const lock: DataDirLock | null = dataDir ? acquireDataDirLock(dataDir) : null;
  try {
    const pglite = dataDir ? new runtime.PGlite(join(dataDir, 'pgdata')) : new runtime.PGlite();
    await pglite.waitReady;
    const pool = new pg.Pool({ ...runtime.createPgConfig(pglite), max: 1, types });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      embedded: true,
      async close() {
        try {
          await db.destroy();
          await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
