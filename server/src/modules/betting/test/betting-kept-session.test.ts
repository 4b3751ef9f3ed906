import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { SESSION_USER_COLUMNS, toSessionUser } from '../../../auth/sessionUser';
import type { UserRow } from '../../../db/schema';
import { orderKey, twoInstancesWithWorkedTree } from '../../../../test/betting-fixtures';
import { ADMIN_PASSWORD, call, login, userIdOf } from '../../../../test/harness';

// Order calls keep their session in memory (docs/betting-rules.md "Order pipeline", kept sessions):
// the pipeline's first statement checks the kept session in its own snapshot, so a change made
// through another server instance on the same database applies to the very next order.

const s = twoInstancesWithWorkedTree('ks');

const order = (app: FastifyInstance, cookie: string, extra: Record<string, unknown> = {}) =>
  call(app, 'POST', '/api/Bet/PlaceExpressOrder', {
    cookie,
    body: { betString: '#1\n1234#B1', orderKey: orderKey(), ...extra },
  });

const ticketsOf = async (bettorId: number) => {
  const { rows } = await sql<{
    n: string;
  }>`SELECT count(*) AS n FROM tickets WHERE bettor_id = ${bettorId}`.execute(s.t.db);
  return Number(rows[0]?.n);
};

describe('kept sessions on order calls', () => {
  it('SESSION_USER_COLUMNS lists every column toSessionUser reads (besides id)', () => {
    const read = new Set<string>();
    const row = new Proxy({} as Record<string, unknown>, {
      get(_, key: string) {
        read.add(key);
        if (key === 'path' || key === 'target_lines' || key === 'temporary_disable_for') return [];
        if (key === 'main_account_id' || key === 'upline_id' || key === 'company_id') return null;
        return key === 'access_string' ? '' : 1;
      },
    });
    toSessionUser(row as unknown as UserRow);
    read.delete('id');
    expect([...read].filter((c) => !(SESSION_USER_COLUMNS as readonly string[]).includes(c))).toEqual([]);
  });

  it('a logout through one instance refuses the next order through the other at once (401, nothing placed)', async () => {
    expect((await order(s.other, s.w.cookies.player)).body.success).toBe(true);
    expect((await order(s.other, s.w.cookies.player)).body.success).toBe(true); // from the kept session
    expect(s.t.app.keptSessions.size + s.other.keptSessions.size).toBeGreaterThan(0);
    const out = await call(s.t.app, 'POST', '/api/Account/Logout', { cookie: s.w.cookies.player });
    expect(out.status).toBe(200);
    const res = await order(s.other, s.w.cookies.player);
    expect(res.status).toBe(401);
    expect(await ticketsOf(s.w.player)).toBe(2);
  });

  it('a suspension of the ordering agent applies to its next order at once', async () => {
    const onBehalf = { targetUserId: s.w.player };
    expect((await order(s.other, s.w.cookies.agent, onBehalf)).body.success).toBe(true);
    expect((await order(s.other, s.w.cookies.agent, onBehalf)).body.success).toBe(true);
    // Straight in the database, as another instance's transaction would: no process is told.
    await s.t.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', String(s.w.agent))
      .execute();
    const res = await order(s.other, s.w.cookies.agent, onBehalf);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(`Account ${s.w.names.agent} is suspended and cannot bet.`);
    expect(await ticketsOf(s.w.player)).toBe(2);
  });

  it('an access change (Bet taken away) applies to the next order at once', async () => {
    expect((await order(s.other, s.w.cookies.player)).body.success).toBe(true);
    expect((await order(s.other, s.w.cookies.player)).body.success).toBe(true);
    await s.t.db
      .updateTable('users')
      .set({ access_string: 'Bet History:1234;Inbox Report:1234' })
      .where('id', '=', String(s.w.player))
      .execute();
    const res = await order(s.other, s.w.cookies.player);
    expect(res.status).toBe(403);
    expect(await ticketsOf(s.w.player)).toBe(2);
  });

  it('an API-account call with a kept cookie session orders as the API account', async () => {
    const admin = await login(s.t.app, 'admin', ADMIN_PASSWORD);
    const house = await userIdOf(s.t.db, 'demo_house');
    const created = await call(s.t.app, 'POST', '/api/Account/CreateOrUpdateApiAccount', {
      cookie: admin,
      body: { userId: house, name: 'Kept session feed', url: 'https://remote.example' },
    });
    const api = created.body.data as { opcode: string; secret: string };
    expect((await order(s.other, s.w.cookies.player)).body.success).toBe(true);
    expect((await order(s.other, s.w.cookies.player)).body.success).toBe(true);
    const res = await call(s.other, 'POST', '/api/Bet/PlaceExpressOrder', {
      cookie: s.w.cookies.player,
      headers: { 'x-api-opcode': api.opcode, 'x-api-secret': api.secret },
      body: { betString: '#1\n1234#B1', orderKey: orderKey() },
    });
    expect(res.body.success).toBe(true);
    expect(await ticketsOf(house)).toBe(1);
    expect(await ticketsOf(s.w.player)).toBe(2);
  });

  it('an unchanged kept session places orders as a fresh one does', async () => {
    const first = await order(s.other, s.w.cookies.player);
    const second = await order(s.other, s.w.cookies.player);
    expect([first.body.success, second.body.success]).toEqual([true, true]);
    const seen = await s.t.db
      .selectFrom('sessions')
      .select('user_id')
      .where('user_id', '=', String(s.w.player))
      .execute();
    expect(seen).toHaveLength(1);
    expect(await ticketsOf(s.w.player)).toBe(2);
  });
});
