import type { Clock } from './clock';
import type { Db } from './db/connection';

/** What every area plugin gets: the database and the business clock. */
export interface AreaDeps {
  db: Db;
  clock: Clock;
}
