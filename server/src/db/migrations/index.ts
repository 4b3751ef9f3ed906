import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001_foundation';

/** Every migration, in order. Names sort as they apply; never rename or edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
