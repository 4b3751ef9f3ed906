import { Role } from '@drawdesk/shared-kernel/domain';
import { loadQueuedNumbers, queueNumber } from './numberQueues';
import { call, insertTestUser, useDemoApp } from '../../../../test/harness';

let drawA: number;
let drawB: number;
const demo = ['demo_co', 'demo_ma', 'demo_p1', 'demo_it'] as const;
let otherCo: number;

async function insertDraw(poolId: number, date: string): Promise<number> {
  const row = await t.db
    .insertInto('draws')
    .values({ pool_id: poolId, draw_date: date, is_special: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const t = useDemoApp(demo, async () => {
  drawA = await insertDraw(9, '2035-03-01');
  drawB = await insertDraw(9, '2035-03-02');
  otherCo = await insertTestUser(t.db, { username: 'nq_co2', roleId: Role.Company, upline: 'admin' });
});
const cookies: Record<string, string> = t.cookies;
const ids: Record<string, number> = t.ids;

describe('queueNumber / loadQueuedNumbers', () => {
  it('blocks a number per company, draw and code; a duplicate is ignored', async () => {
    const co = ids.demo_co!;
    expect(
      await queueNumber(t.db, {
        companyId: co,
        drawId: drawA,
        number: '1234',
        code: 'B',
        reason: 'sold out',
      }),
    ).toBe(true);
    expect(
      await queueNumber(t.db, { companyId: co, drawId: drawA, number: '1234', code: 'B', reason: 'again' }),
    ).toBe(false);
    const rows = await t.db
      .selectFrom('number_queues')
      .selectAll()
      .where('draw_id', '=', String(drawA))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: '1234', code: 'B', reason: 'sold out' });

    const blocked = await loadQueuedNumbers(t.db, co, [drawA, drawB]);
    expect(blocked(drawA, '1234', 'B')).toBe(true);
    expect(blocked(drawA, '1234', 'S')).toBe(false);
    expect(blocked(drawB, '1234', 'B')).toBe(false);
    expect(blocked(drawA, '4321', 'B')).toBe(false);
    const other = await loadQueuedNumbers(t.db, ids.demo_ma!, [drawA]);
    expect(other(drawA, '1234', 'B')).toBe(false);
  });

  it('a row without a code blocks every code; no draws gives an always-false check', async () => {
    const co = ids.demo_co!;
    expect(await queueNumber(t.db, { companyId: co, drawId: drawB, number: '5678', reason: 'manual' })).toBe(
      true,
    );
    expect(
      await queueNumber(t.db, { companyId: co, drawId: drawB, number: '5678', code: null, reason: 'x' }),
    ).toBe(false);
    const blocked = await loadQueuedNumbers(t.db, co, [drawB]);
    expect(blocked(drawB, '5678', 'B')).toBe(true);
    expect(blocked(drawB, '5678', 'A')).toBe(true);
    const none = await loadQueuedNumbers(t.db, co, []);
    expect(none(drawB, '5678', 'B')).toBe(false);
  });
});

type Row = {
  id: number;
  companyId: number;
  companyName: string;
  poolId: number;
  drawDate: string;
  number: string;
  code: string | null;
  reason: string;
};
const list = (as: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/Configuration/GetNumberQueues', {
    cookie: cookies[as],
    body: { StartCount: 0, PageSize: 100, ...body },
  });
const rowsOf = (res: { body: { data?: unknown } }) => res.body.data as Row[];
const unblock = (as: string, body: unknown) =>
  call(t.app, 'POST', '/api/Configuration/DeleteNumberQueue', { cookie: cookies[as], body });

describe('GetNumberQueues / DeleteNumberQueue', () => {
  beforeAll(async () => {
    await queueNumber(t.db, {
      companyId: otherCo,
      drawId: drawA,
      number: '1234',
      code: 'B',
      reason: 'sold out',
    });
    await queueNumber(t.db, {
      companyId: otherCo,
      drawId: drawB,
      number: '2222',
      code: 'S',
      reason: 'sold out',
    });
  });

  it('a company sees its own queue with pool, draw date, number, code and reason', async () => {
    const res = await list('demo_co');
    expect(res.body.success).toBe(true);
    const rows = rowsOf(res);
    expect(rows.every((r) => r.companyId === ids.demo_co)).toBe(true);
    expect(rows.map((r) => [r.drawDate, r.number, r.code])).toEqual([
      ['2035-03-02', '5678', null],
      ['2035-03-01', '1234', 'B'],
    ]);
    expect(rows[1]).toMatchObject({ poolId: 9, companyName: 'demo_co', reason: 'sold out' });
    expect(res.body.totalCount).toBe(2);
  });

  it('the super admin sees every company, or one; filters by number; GET works', async () => {
    expect((await list('admin')).body.totalCount).toBe(4);
    expect(rowsOf(await list('admin', { companyId: otherCo })).map((r) => r.number)).toEqual([
      '2222',
      '1234',
    ]);
    expect(
      rowsOf(await list('admin', { number: '12' }))
        .map((r) => r.companyId)
        .sort(),
    ).toEqual([ids.demo_co!, otherCo].sort());
    const get = await call(t.app, 'GET', '/api/Configuration/GetNumberQueues', {
      cookie: cookies.demo_co,
      query: { StartCount: '1', PageSize: '1' },
    });
    expect(rowsOf(get).map((r) => r.number)).toEqual(['1234']);
    expect(get.body.totalCount).toBe(2);
  });

  it('refuses agents, players, the IT admin, and a company naming another', async () => {
    for (const who of ['demo_ma', 'demo_p1', 'demo_it']) {
      expect((await list(who)).status).toBe(403);
      expect((await unblock(who, { all: true })).status).toBe(403);
    }
    expect((await list('demo_co', { companyId: otherCo })).status).toBe(403);
  });

  it("a company cannot unblock another company's number", async () => {
    const theirs = rowsOf(await list('admin', { companyId: otherCo }))[0]!;
    const res = await unblock('demo_co', { id: theirs.id });
    expect(res.body).toMatchObject({ success: false, message: 'No record found!' });
    expect((await list('admin')).body.totalCount).toBe(4);
  });

  it('unblocks one number (audited) and bets on it flow again', async () => {
    const row = rowsOf(await list('demo_co')).find((r) => r.number === '1234')!;
    const res = await unblock('demo_co', { id: row.id });
    expect(res.body).toMatchObject({ success: true, data: { deleted: 1 }, message: '1 number unblocked.' });
    const blocked = await loadQueuedNumbers(t.db, ids.demo_co!, [drawA]);
    expect(blocked(drawA, '1234', 'B')).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'number-queue.delete')
      .where('entity_id', '=', String(row.id))
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ number: '1234', code: 'B', drawDate: '2035-03-01' });
    expect(audit.company_id).toBe(String(ids.demo_co));
  });

  it('unblocks all of the caller scope only; the super admin all of every company', async () => {
    let res = await unblock('demo_co', { all: true });
    expect(res.body).toMatchObject({ success: true, data: { deleted: 1 } });
    expect((await list('demo_co')).body.totalCount).toBe(0);
    expect((await list('admin')).body.totalCount).toBe(2);
    res = await unblock('demo_co', { all: true });
    expect(res.body).toMatchObject({ success: true, data: { deleted: 0 } });
    res = await unblock('admin', { all: true });
    expect(res.body).toMatchObject({ success: true, data: { deleted: 2 } });
    expect((await list('admin')).body.totalCount).toBe(0);
  });

  it('refuses malformed bodies with 400', async () => {
    expect((await unblock('admin', { all: false })).status).toBe(400);
    expect((await unblock('admin', {})).status).toBe(400);
    expect((await unblock('admin', { id: 0 })).status).toBe(400);
    expect((await unblock('admin', { id: 1, all: true })).status).toBe(400);
  });
});
