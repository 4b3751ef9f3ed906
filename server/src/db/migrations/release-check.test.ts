import { sql, type Kysely } from 'kysely';
import { SETUP_TIMEOUT, startTestApp, type TestApp } from '../../../test/harness';
import { down, up } from './0030_release_check';

// Migration 0030 moves the username format from a table CHECK (evaluated on every update of a user)
// to a domain (evaluated when a username is written): the rule holds as before, both ways.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

const rename = (name: string) =>
  sql`UPDATE users SET username = ${name} WHERE username = 'demo_p1'`.execute(t.db);

it('keeps the username format, through the domain and back through the table check', async () => {
  await expect(rename('no spaces allowed')).rejects.toThrow(/dd_username/);
  await expect(rename('ab')).rejects.toThrow(/dd_username/);
  await sql`UPDATE users SET balance = balance WHERE username = 'demo_p1'`.execute(t.db);

  await down(t.db as unknown as Kysely<unknown>);
  await expect(rename('no spaces allowed')).rejects.toThrow(/users_username_check/);
  await up(t.db as unknown as Kysely<unknown>);
  await expect(rename('x'.repeat(21))).rejects.toThrow(/dd_username/);
  await rename('demo_p1_ok');
  await rename('demo_p1');
});

it('refuses to delete an account, which keeps the credit log whole without a key per row', async () => {
  await expect(sql`DELETE FROM users WHERE username = 'demo_p1'`.execute(t.db)).rejects.toThrow(
    /never deleted/,
  );
  await expect(sql`DELETE FROM users WHERE false`.execute(t.db)).rejects.toThrow(/never deleted/);
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM pg_constraint WHERE conrelid = 'credit_log'::regclass AND contype = 'f'`.execute(
    t.db,
  );
  expect(Number(rows[0]?.n)).toBe(0);
});
