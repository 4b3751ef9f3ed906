import { Migrator } from 'kysely';
import type { Db } from './connection';
import { migrationProvider } from './migrations';

/** Brings the schema to the latest migration; returns the names applied now (none when current). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
