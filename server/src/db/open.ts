import type { Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from './connection';

/** PostgreSQL when DATABASE_URL is set, else PGlite on DATA_DIR (ARCHITECTURE 3). */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl ? Promise.resolve(openPostgres(config.databaseUrl)) : openPglite(config.dataDir);
}
