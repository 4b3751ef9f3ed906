import { sql, type Kysely } from 'kysely';
import { useTestApp } from '../../../test/harness';
import { down, up } from './0030_release_check';

// Migration 0030 drops the credit log's key to users and makes users refuse every delete instead.
const t = useTestApp();

it('refuses to delete an account, which keeps the credit log whole without a key per row, both ways', async () => {
  await expect(sql`DELETE FROM users WHERE username = 'demo_p1'`.execute(t.db)).rejects.toThrow(
    /never deleted/,
  );
  await expect(sql`DELETE FROM users WHERE false`.execute(t.db)).rejects.toThrow(/never deleted/);
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM pg_constraint WHERE conrelid = 'credit_log'::regclass AND contype = 'f'`.execute(
    t.db,
  );
  expect(Number(rows[0]?.n)).toBe(0);

  await down(t.db as unknown as Kysely<unknown>);
  await sql`DELETE FROM users WHERE false`.execute(t.db);
  await up(t.db as unknown as Kysely<unknown>);
  await expect(sql`DELETE FROM users WHERE false`.execute(t.db)).rejects.toThrow(/never deleted/);
});
