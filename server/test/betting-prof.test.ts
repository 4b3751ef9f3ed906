import { randomBytes } from 'node:crypto';
import { Role } from '@drawdesk/shared-kernel/domain';
import pg from 'pg';
import { toSessionUser } from '../src/auth/sessionUser';
import { createClock } from '../src/clock';
import { openPostgres } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedOnStart } from '../src/db/seed';
import { placeOrder } from '../src/modules/betting/placeOrder';
import { insertDraws, NOW } from './betting-fixtures';
import { insertTestUser } from './harness';

it('prof', async () => {
  const serverUrl = process.env.DATABASE_URL as string;
  const name = `dd_prof_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const h = openPostgres(url.toString(), 8);
  const db = h.db;
  let t0 = Date.now();
  await migrateToLatest(db);
  await seedOnStart(db, { embedded: true, seed: 'demo', adminPassword: null });
  console.log('setup', Date.now() - t0);
  const clock = createClock(db, true);
  await clock.setTestClock(NOW);
  await insertDraws(db);
  await insertTestUser(db, {
    username: 'pcx',
    roleId: Role.Company,
    upline: 'admin',
    creditLimitCents: 1e12,
  });
  const p = await insertTestUser(db, {
    username: 'ppx',
    roleId: Role.Player,
    upline: 'pcx',
    creditLimitCents: 1e10,
  });
  const row = await db.selectFrom('users').selectAll().where('id', '=', String(p)).executeTakeFirstOrThrow();
  const auth = { sessionId: 'x', user: toSessionUser(row), principalId: p };
  for (let i = 0; i < 5; i++) {
    t0 = Date.now();
    await placeOrder({ db, clock }, auth, {
      betString: `#1\n${1000 + i}#B1`,
      orderKey: `prof-${i}-xxxx`,
      source: 'express',
    });
    console.log('order', Date.now() - t0);
  }
  t0 = Date.now();
  for (let i = 0; i < 100; i++)
    await placeOrder({ db, clock }, auth, {
      betString: `#1\n${2000 + i}#B1`,
      orderKey: `prof2-${i}-xxxx`,
      source: 'express',
    });
  console.log('100 serial', Date.now() - t0);
  t0 = Date.now();
  await Promise.all(
    Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 25; i++)
        await placeOrder({ db, clock }, auth, {
          betString: `#1\n${3000 + i}#B1`,
          orderKey: `prof3-${w}-${i}-xxxx`,
          source: 'express',
        });
    }),
  );
  console.log('200 by 8', Date.now() - t0);
  await h.close();
}, 300000);
