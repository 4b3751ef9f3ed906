import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { hasErrorCode } from '../../../db/errors';
import {
  NOT_CHARGED,
  QUEUE_CHANGED,
  USAGE_CHANGED,
  writeOrder,
  type OrderConfig,
  type OrderWrite,
} from '../queries/orderStatements';
import type { PlaceOrderReply } from '../types';
import { OrderConfigCache, orderConfigKey } from '../configCache';
import { PackageTermsCache } from '../../configuration';
import {
  drawId,
  orderKey,
  setEat,
  twoInstancesWithWorkedTree,
  userMoney,
  WED,
} from '../../../../test/betting-fixtures';
import { call } from '../../../../test/harness';

// The order pipeline without a transaction (docs/betting-rules.md "Order pipeline" 24-26): usage
// read without a lock and checked by the write, package terms kept in memory per packages revision,
// the number queue checked by the write when it was not read.

const s = twoInstancesWithWorkedTree('op');

const order = async (app: FastifyInstance, cookie: string, betString: string) => {
  const res = await call(app, 'POST', '/api/Bet/PlaceExpressOrder', {
    cookie,
    body: { betString, orderKey: orderKey() },
  });
  expect(res.body.success).toBe(true);
  return res.body.data as PlaceOrderReply;
};

const packagesRevision = async () => {
  const { rows } = await sql<{
    revision: string;
  }>`SELECT revision::text AS revision FROM config_revisions WHERE name = 'packages'`.execute(s.t.db);
  return BigInt(rows[0]!.revision);
};

describe('package terms kept per packages revision', () => {
  it('a rate changed in the database (by any instance or by hand) prices the very next order', async () => {
    // Big at 0.80 (the player's package), placed through both instances so both keep the terms.
    expect((await order(s.other, s.w.cookies.player, '#1\n1234#B1')).netAmount).toBe(0.8);
    expect((await order(s.t.app, s.w.cookies.player, '#1\n1235#B1')).netAmount).toBe(0.8);
    const before = await packagesRevision();
    await s.t.db
      .updateTable('package_rates')
      .set({ bet_rate: 7000 })
      .where('package_id', '=', String(s.w.pkgP))
      .where('code', '=', 'B')
      .execute();
    expect(await packagesRevision()).toBe(before + 1n);
    expect((await order(s.other, s.w.cookies.player, '#1\n1236#B1')).netAmount).toBe(0.7);
    expect((await order(s.t.app, s.w.cookies.player, '#1\n1237#B1')).netAmount).toBe(0.7);
    // A package turned off: the player falls back to the upline's package (Big 0.75).
    await s.t.db.updateTable('packages').set({ status: 0 }).where('id', '=', String(s.w.pkgP)).execute();
    expect((await order(s.other, s.w.cookies.player, '#1\n1238#B1')).netAmount).toBe(0.75);
    // And on again.
    await s.t.db.updateTable('packages').set({ status: 1 }).where('id', '=', String(s.w.pkgP)).execute();
    expect((await order(s.other, s.w.cookies.player, '#1\n1239#B1')).netAmount).toBe(0.7);
  });

  it('every kind of change raises the revision: rates added and removed, packages added and changed', async () => {
    let last = await packagesRevision();
    const raised = async () => {
      const now = await packagesRevision();
      const up = now > last;
      last = now;
      return up;
    };
    await s.t.db
      .insertInto('package_rates')
      .values({
        package_id: String(s.w.pkgP),
        code: 'A',
        base_rate: 10_000,
        bet_rate: 9000,
        payouts: [300_000],
      })
      .execute();
    expect(await raised()).toBe(true);
    await s.t.db
      .deleteFrom('package_rates')
      .where('package_id', '=', String(s.w.pkgP))
      .where('code', '=', 'A')
      .execute();
    expect(await raised()).toBe(true);
    await s.t.db
      .updateTable('packages')
      .set({ name: 'renamed' })
      .where('id', '=', String(s.w.pkgA))
      .execute();
    expect(await raised()).toBe(true);
    await s.t.db
      .updateTable('users')
      .set({ full_name: 'not a package' })
      .where('id', '=', String(s.w.player))
      .execute();
    expect(await raised()).toBe(false);
  });

  it('the cache answers only at its revision and only for ids it has read', () => {
    const cache = new PackageTermsCache();
    const terms = new Map([[7, new Map()]]);
    expect(cache.lookup('1', [7])).toBeNull();
    cache.store('1', [7, 8], terms);
    expect([...(cache.lookup('1', [7, 8]) ?? new Map()).keys()]).toEqual([7]); // 8 read and not active
    expect(cache.lookup('1', [7, 9])).toBeNull(); // 9 never read
    expect(cache.lookup('2', [7])).toBeNull();
    cache.store('2', [9], new Map());
    expect(cache.lookup('2', [7])).toBeNull(); // what was kept at revision 1 is gone
    expect(cache.lookup('2', [9])?.size).toBe(0);
  });
});

describe('order configuration kept per order_context revision', () => {
  const configRevision = async () => {
    const { rows } = await sql<{
      revision: string;
    }>`SELECT revision::text AS revision FROM config_revisions WHERE name = 'order_context'`.execute(s.t.db);
    return BigInt(rows[0]!.revision);
  };
  const agentEat = async (ticketId: number) => {
    const { rows } = await sql<{ eat: string }>`
      SELECT coalesce(sum(s.eat), 0)::text AS eat FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id
      WHERE l.ticket_id = ${ticketId} AND s.user_id = ${s.w.agent}`.execute(s.t.db);
    return Number(rows[0]!.eat);
  };

  it('keeps 1,000 entries at most, the least recently used going first; the key sorts the pools', () => {
    const cache = new OrderConfigCache();
    const config = {} as OrderConfig;
    for (let i = 0; i < 1000; i++) cache.set(`k${i}`, '1', config);
    expect(cache.get('k0')?.revision).toBe('1'); // used: now the most recent
    cache.set('k1000', '1', config);
    expect(cache.get('k1')).toBeNull(); // the least recently used went
    expect(cache.get('k0')).not.toBeNull();
    expect(cache.get('k1000')).not.toBeNull();
    expect(orderConfigKey(7, WED, [3, 1, 2])).toBe(orderConfigKey(7, WED, [1, 2, 3]));
  });

  it('orders themselves leave it as it is: the credit update is not a configuration change', async () => {
    await order(s.other, s.w.cookies.player, '#1\n1234#B1');
    const before = await configRevision();
    await order(s.other, s.w.cookies.player, '#1\n1235#B1');
    await order(s.t.app, s.w.cookies.player, '#1\n1236#B1');
    expect(await configRevision()).toBe(before);
  });

  it('an eat setting, a red number or a system setting changed by hand applies to the very next order', async () => {
    // Agent pt 50: it eats half of a 1.00 Big.
    const first = await order(s.other, s.w.cookies.player, '#1\n1234#B1');
    expect(await agentEat(first.ticketId)).toBe(50);
    await setEat(s.t.db, s.w.agent, { pt: 100, limits: [[1, 'B', 1000]] });
    const second = await order(s.other, s.w.cookies.player, '#1\n1235#B1');
    expect(await agentEat(second.ticketId)).toBe(100);

    // A red number of the agent with a fight limit of 0.30 on 1236.
    await s.t.db
      .insertInto('red_numbers')
      .values({
        owner_id: String(s.w.agent),
        number: '1236',
        permutation_type: 'normal',
        numbers: ['1236'],
        pools: [1],
        date_from: WED,
        date_to: WED,
        fight_limit: 30,
      })
      .execute();
    const red = await order(s.other, s.w.cookies.player, '#1\n1236#B1');
    expect(await agentEat(red.ticketId)).toBe(30);

    // At most one bet line an order.
    await sql`INSERT INTO app_settings (key, value) VALUES ('systemSettings', '{"maxLineBetInUI": 1}')
      ON CONFLICT (key) DO UPDATE SET value = app_settings.value || '{"maxLineBetInUI": 1}'`.execute(s.t.db);
    try {
      const res = await call(s.other, 'POST', '/api/Bet/PlaceExpressOrder', {
        cookie: s.w.cookies.player,
        body: { betString: '#1\n1237#B1\n1238#B1', orderKey: orderKey() },
      });
      expect(res.body.success).toBe(false);
    } finally {
      await sql`UPDATE app_settings SET value = value - 'maxLineBetInUI' WHERE key = 'systemSettings'`.execute(
        s.t.db,
      );
    }
    await order(s.other, s.w.cookies.player, '#1\n1237#B1\n1238#B1');
  });
});

describe('the number queue when it was not read', () => {
  it('an order on a number queued for the company is sold out on it, read on a second run', async () => {
    // No fight limits anywhere: with the terms kept, the order reads nothing before its write.
    await setEat(s.t.db, s.w.agent, { pt: 50 });
    await order(s.other, s.w.cookies.player, '#1\n1111#B1');
    const draw = await drawId(s.t.db, 1, WED);
    await s.t.db
      .insertInto('number_queues')
      .values({
        company_id: String(s.w.company),
        draw_id: String(draw),
        number: '4321',
        code: null,
        reason: 'test',
      })
      .execute();
    const before = await userMoney(s.t.db, s.w.player);
    const placed = await order(s.other, s.w.cookies.player, 'D25/11\n#1\n4321#B1#S1\n5678#B1');
    expect(placed.soldOut.map((s) => [s.number, s.code, s.accepted])).toEqual([
      ['4321', 'B', 0],
      ['4321', 'S', 0],
    ]);
    // Only 5678 Big was charged (0.80).
    expect((await userMoney(s.t.db, s.w.player)).outstanding - before.outstanding).toBe(80);
  });
});

describe('writeOrder checks what the allocation read', () => {
  const usageRow = async (draw: number) => {
    const row = await s.t.db
      .selectFrom('limit_usage')
      .select('used')
      .where('user_id', '=', String(s.w.agent))
      .where('draw_id', '=', String(draw))
      .where('limit_key', '=', 'B|9999')
      .executeTakeFirst();
    return row ? Number(row.used) : null;
  };
  const ticketCount = async (key: string) =>
    (await s.t.db.selectFrom('tickets').select('id').where('order_key', '=', key).execute()).length;

  /** A one-line order of the player (net `net` cents) adding `delta` to the agent's row read at `expected`. */
  const write = async (
    draw: number,
    expected: number,
    delta: number,
    net: number,
    extra: Partial<OrderWrite> = {},
  ) => {
    const { rows } = await sql<{
      id: string;
    }>`SELECT nextval('tickets_id_seq')::text AS id`.execute(s.t.db);
    const id = Number(rows[0]!.id);
    const key = orderKey('w');
    const line = {
      i: 1,
      draw_id: draw,
      pool_id: 1,
      draw_date: WED,
      input_line: 2,
      number: '9999',
      code: 'B',
      kind: 1,
      limit_key: '9999',
      requested: 100,
      stake: 100,
      ibox_divisor: 1,
      base_rate: 10_000,
      bet_rate: 8000,
      payouts: [250_000, 100_000, 50_000, 18_000, 6_000],
      package_id: null,
      is_red: false,
      net,
      blocked: false,
    };
    const error = await writeOrder(s.t.db, {
      bettorId: s.w.player,
      actorId: s.w.player,
      net,
      usage: [{ userId: s.w.agent, drawId: draw, basis: 1, limitKey: 'B|9999', expected, delta }],
      ticket: {
        id,
        xid: `X${id}`,
        orderingAgentId: s.w.player,
        companyId: s.w.company,
        source: 'express',
        orderKey: key,
        betString: '#1\n9999#B1',
        receipt: 'r',
        gross: 100,
        isLate: false,
        firstDrawDate: WED,
        lastDrawDate: WED,
        reply: {} as PlaceOrderReply,
      },
      lines: [line],
      shares: [],
      unposted: [],
      queue: [],
      companyId: s.w.company,
      queueReason: 'Sold out',
      ...extra,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    return { error, key };
  };

  it('a usage row changed since it was read, a queued number, a short credit: nothing is written', async () => {
    const draw = await drawId(s.t.db, 1, WED);
    const money = await userMoney(s.t.db, s.w.player);
    // Nothing read (0) and nothing there: the row is created with the delta.
    const first = await write(draw, 0, 100, 80);
    expect(first.error).toBeNull();
    expect(await usageRow(draw)).toBe(100);
    expect(await ticketCount(first.key)).toBe(1);

    // Read at 0 but now 100 (another order): refused, the row and the credit as they were.
    const stale = await write(draw, 0, 50, 80);
    expect(hasErrorCode(stale.error, USAGE_CHANGED)).toBe(true);
    expect(await usageRow(draw)).toBe(100);
    expect(await ticketCount(stale.key)).toBe(0);

    // Queued since it was read.
    await s.t.db
      .insertInto('number_queues')
      .values({
        company_id: String(s.w.company),
        draw_id: String(draw),
        number: '9999',
        code: 'B',
        reason: 'test',
      })
      .execute();
    const queued = await write(draw, 100, 50, 80);
    expect(hasErrorCode(queued.error, QUEUE_CHANGED)).toBe(true);
    expect(await usageRow(draw)).toBe(100);
    await s.t.db.deleteFrom('number_queues').where('company_id', '=', String(s.w.company)).execute();

    // More than the credit left: NOT_CHARGED, and the usage it had added is undone.
    const short = await write(draw, 100, 50, 10_000_000);
    expect(hasErrorCode(short.error, NOT_CHARGED)).toBe(true);
    expect(await usageRow(draw)).toBe(100);
    expect(await ticketCount(short.key)).toBe(0);

    const ok = await write(draw, 100, 50, 80);
    expect(ok.error).toBeNull();
    expect(await usageRow(draw)).toBe(150);
    expect((await userMoney(s.t.db, s.w.player)).outstanding - money.outstanding).toBe(160);
  });
});
