import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openPglite } from './connection';
import { DataDirLockedError } from './lockFile';
import { migrateToLatest } from './migrate';
import { migrationProvider } from './migrations';
import { ADMIN_USERNAME, seedOnStart, SeedError } from '../seed/seed';
import { freshDatabase, SETUP_TIMEOUT } from '../../test/harness';
import { outerPgliteRuntime } from '../../test/outsideJest';

/** Every migration of the project, in the order they apply. */
let ALL_MIGRATIONS: string[] = [];
beforeAll(async () => {
  ALL_MIGRATIONS = Object.keys(await migrationProvider.getMigrations()).sort();
  expect(ALL_MIGRATIONS[0]).toBe('0001_foundation');
});

describe('PGlite on a data directory', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dd-data-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'refuses a second opener, keeps data across restarts and re-runs no migration',
    async () => {
      const runtime = outerPgliteRuntime();
      const first = await openPglite(dir, runtime);
      try {
        expect(readFileSync(join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
        expect(await migrateToLatest(first.db)).toEqual(ALL_MIGRATIONS);
        expect(await seedOnStart(first.db, { embedded: true, seed: 'none', adminPassword: null })).toEqual({
          adminCreated: true,
          demoSeeded: false,
        });
        await expect(openPglite(dir, runtime)).rejects.toThrow(DataDirLockedError);
        await expect(openPglite(dir, runtime)).rejects.toThrow(/in use by another server \(process \d+/);
      } finally {
        await first.close();
      }

      // A lock left by a dead process is stale and taken over.
      writeFileSync(join(dir, 'server.lock'), '999999999\n');
      const second = await openPglite(dir, runtime);
      try {
        expect(await migrateToLatest(second.db)).toEqual([]);
        const users = await second.db.selectFrom('users').select('username').execute();
        expect(users.map((u) => u.username)).toEqual([ADMIN_USERNAME]);
        expect(await seedOnStart(second.db, { embedded: true, seed: 'demo', adminPassword: null })).toEqual({
          adminCreated: false,
          demoSeeded: false,
        });
      } finally {
        await second.close();
      }
    },
    SETUP_TIMEOUT * 2,
  );
});

describe('the schema on the test database', () => {
  it(
    'migrates once; a restart applies nothing; DATE stays a string and int8 a string',
    async () => {
      const fresh = await freshDatabase();
      const { db } = fresh.handle;
      try {
        expect(await migrateToLatest(db)).toEqual(ALL_MIGRATIONS);
        expect(await migrateToLatest(db)).toEqual([]);
        const { rows } = await sql<{ d: unknown; big: unknown; arr: unknown }>`
          SELECT DATE '2026-11-22' AS d, 9007199254740993::bigint AS big, ARRAY[1, 2]::bigint[] AS arr`.execute(
          db,
        );
        expect(rows[0]).toEqual({ d: '2026-11-22', big: '9007199254740993', arr: ['1', '2'] });
      } finally {
        await fresh.dispose();
      }
    },
    SETUP_TIMEOUT,
  );

  it(
    'with DATABASE_URL semantics: refuses to create the admin without ADMIN_PASSWORD, seeds no demo tree',
    async () => {
      const fresh = await freshDatabase();
      const { db } = fresh.handle;
      try {
        await migrateToLatest(db);
        await expect(seedOnStart(db, { embedded: false, seed: 'demo', adminPassword: null })).rejects.toThrow(
          SeedError,
        );
        expect(
          await seedOnStart(db, { embedded: false, seed: 'demo', adminPassword: 'Prod@Secret1' }),
        ).toEqual({ adminCreated: true, demoSeeded: false });
        const users = await db
          .selectFrom('users')
          .select(['username', 'role_id', 'credit_limit', 'path'])
          .execute();
        expect(users).toHaveLength(1);
        expect(users[0]).toMatchObject({ username: 'admin', role_id: 1, credit_limit: null });
        // A second start with the admin present needs no password.
        expect(await seedOnStart(db, { embedded: false, seed: 'demo', adminPassword: null })).toEqual({
          adminCreated: false,
          demoSeeded: false,
        });
      } finally {
        await fresh.dispose();
      }
    },
    SETUP_TIMEOUT,
  );
});
