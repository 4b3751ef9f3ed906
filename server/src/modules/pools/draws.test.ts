import { businessDate, yearDrawDates } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { call, useDemoApp } from '../../../test/harness';

const demo = ['demo_co', 'demo_ag', 'demo_it', 'demo_p1'] as const;
const NOT_SUPER_ADMIN = ['demo_co', 'demo_ag', 'demo_it'] as const;

/** 10:00 business time on Tuesday 4 June 2030. */
const BASE_NOW = new Date('2030-06-04T02:00:00Z');

const t = useDemoApp(demo, async () => {
  await t.clock.setTestClock(BASE_NOW);
});
const cookies: Record<string, string> = t.cookies;
const ids: Record<string, number> = t.ids;

type Row = Record<string, unknown>;
const post = (as: string | null, path: string, body: unknown) =>
  call(t.app, 'POST', `/api/Pools/${path}`, { ...(as ? { cookie: cookies[as] } : {}), body });
const get = (as: string | null, path: string, query: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/Pools/${path}`, { ...(as ? { cookie: cookies[as] } : {}), query });
const rows = (res: { body: { data?: unknown } }) => res.body.data as Row[];
const setNow = (iso: string) => t.clock.setTestClock(new Date(iso));

async function auditRows(action: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'entity', 'entity_id', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

async function drawId(poolId: number, drawDate: string): Promise<number | null> {
  const row = await t.db
    .selectFrom('draws')
    .select('id')
    .where('pool_id', '=', poolId)
    .where('draw_date', '=', drawDate)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** A minimal ticket with one bet line on the draw (what placing an order would leave). */
async function putTicketOn(draw: number, poolId: number, drawDate: string): Promise<void> {
  const bettor = String(ids.demo_p1);
  const ticket = await t.db
    .insertInto('tickets')
    .values({
      ticket_no: `T${draw}`,
      xid: `X${draw}`,
      bettor_id: bettor,
      actor_id: bettor,
      ordering_agent_id: bettor,
      source: 'express',
      bet_string: 'x',
      receipt_string: 'x',
      gross: 100,
      net: 100,
      first_draw_date: drawDate,
      last_draw_date: drawDate,
      draw_ids: [draw],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('bet_lines')
    .values({
      ticket_id: ticket.id,
      bettor_id: bettor,
      draw_id: String(draw),
      pool_id: poolId,
      draw_date: drawDate,
      input_line: 1,
      number: '1234',
      code: 'B',
      kind: 1,
      limit_key: 'B',
      requested: 100,
      stake: 100,
      base_rate: 7400,
      bet_rate: 7400,
      payouts: [250000],
      net: 74,
    })
    .execute();
}

describe('GetPoolsSelection', () => {
  it('gives the 9 pools with their cutoffs to any session', async () => {
    const res = await get('demo_p1', 'GetPoolsSelection');
    expect(res.status).toBe(200);
    const pools = rows(res);
    expect(pools.map((p) => p.poolId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pools[1]).toMatchObject({ name: 'PMP', displayName: 'Kuda', receiptLetter: 'P', packageType: 0 });
    expect(pools[2]!.games).toEqual(['4D', '3D', '2D', '5D', '6D']);
    expect(pools[3]).toMatchObject({ name: 'Singapore', cutoff: { hour: 18, minute: 0 } });
    expect(pools[8]).toMatchObject({ name: '9Lotto', receiptLetter: 'E', packageType: 3 });
    expect(pools.filter((p) => p.poolId !== 4).every((p) => (p.cutoff as Row).hour === 19)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await get(null, 'GetPoolsSelection')).status).toBe(401);
  });
});

describe('ScheduleSelectedYearDraw', () => {
  const calendar2031 = 7 * 157 + 2 * 365; // 2031 has 53 Wednesdays

  it('creates the whole 2031 calendar once; a second run keeps the draws and creates none', async () => {
    const first = await post('admin', 'ScheduleSelectedYearDraw', { year: 2031 });
    expect(first.body).toMatchObject({
      success: true,
      data: { year: 2031, created: calendar2031, existing: 0, skippedPast: 0, dailyPool: 1 },
    });
    const again = await post('admin', 'ScheduleSelectedYearDraw', { year: 2031 });
    expect(again.body).toMatchObject({
      success: true,
      data: { created: 0, existing: calendar2031 },
    });
    const { rows: count } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM draws WHERE draw_date BETWEEN '2031-01-01' AND '2031-12-31'`.execute(
      t.db,
    );
    expect(count[0]!.n).toBe(calendar2031);
    const audits = (await auditRows('draws.scheduleYear')).filter((a) => a.entity_id === '2031');
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actor_id: String(ids.admin), after: { created: calendar2031 } });
  });

  it('skips the dates already past in the current year (by the business clock)', async () => {
    const res = await post('admin', 'ScheduleSelectedYearDraw', { year: 2030 });
    const all = yearDrawDates(2030, 1);
    const past = all.filter((d) => d.drawDate < '2030-06-04').length;
    expect(res.body.data).toMatchObject({ skippedPast: past, created: all.length - past });
    const draws = rows(await get('admin', 'GetScheduledDrawByYear', { year: '2030', poolId: '9' }));
    expect(draws[0]).toMatchObject({ drawDate: '2030-06-04', state: 'open' });
  });

  it('creates no GD or 9Lotto draws while dailyPool is 0', async () => {
    await t.db
      .insertInto('app_settings')
      .values({ key: 'systemSettings', value: JSON.stringify({ dailyPool: 0 }) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ dailyPool: 0 }) }))
      .execute();
    try {
      const res = await post('admin', 'ScheduleSelectedYearDraw', { year: 2032 });
      expect(res.body.data).toMatchObject({ created: 7 * 156, dailyPool: 0 }); // 2032: 52 of each
      const daily = rows(await get('admin', 'GetScheduledDrawByYear', { year: '2032', poolId: '8' }));
      expect(daily).toEqual([]);
    } finally {
      await t.db.deleteFrom('app_settings').where('key', '=', 'systemSettings').execute();
    }
  });

  it('is for the super admin only', async () => {
    for (const who of NOT_SUPER_ADMIN) {
      const res = await post(who, 'ScheduleSelectedYearDraw', { year: 2033 });
      expect(res.status).toBe(403);
    }
    expect((await post(null, 'ScheduleSelectedYearDraw', { year: 2033 })).status).toBe(401);
    expect(await drawId(1, '2033-01-01')).toBeNull();
  });

  it('refuses a malformed year with 400', async () => {
    for (const body of [{}, { year: 'next' }, { year: 1999 }, { year: 2100 }, { year: 2031.5 }]) {
      const res = await post('admin', 'ScheduleSelectedYearDraw', body);
      expect(res.status).toBe(400);
    }
  });
});

describe('GetScheduledDrawByYear', () => {
  it("lists a pool's draws with cutoff, state and no tickets (GET and POST)", async () => {
    const res = await get('demo_ag', 'GetScheduledDrawByYear', { year: '2031', poolId: '4' });
    const draws = rows(res);
    expect(draws).toHaveLength(157);
    expect(draws[0]).toMatchObject({
      poolId: 4,
      drawDate: '2031-01-01',
      isSpecial: false,
      cutoff: { hour: 18, minute: 0 },
      cutoffAt: '2031-01-01T10:00:00.000Z',
      state: 'open',
      hasTickets: false,
    });
    const viaPost = await post('demo_ag', 'GetScheduledDrawByYear', { year: 2031, poolId: 4 });
    expect(rows(viaPost)).toEqual(draws);
    const allPools = rows(await post('admin', 'GetScheduledDrawByYear', { year: 2031 }));
    expect(new Set(allPools.map((d) => d.poolId)).size).toBe(9);
  });

  it('refuses an unknown pool and a malformed year', async () => {
    const unknown = await get('admin', 'GetScheduledDrawByYear', { year: '2031', poolId: '12' });
    expect(unknown.body).toMatchObject({ success: false, message: 'Unknown pool 12.' });
    expect((await get('admin', 'GetScheduledDrawByYear', {})).status).toBe(400);
    expect((await get('admin', 'GetScheduledDrawByYear', { year: 'soon' })).status).toBe(400);
    expect((await get(null, 'GetScheduledDrawByYear', { year: '2031' })).status).toBe(401);
  });
});

describe('SubmitNewDraw', () => {
  it('adds special draws for the chosen pools, audited', async () => {
    const res = await post('admin', 'SubmitNewDraw', { drawDate: '2031-01-07', poolIds: [3, 1] });
    expect(res.body.success).toBe(true);
    const draws = (res.body.data as { draws: Row[] }).draws;
    expect(draws.map((d) => [d.poolId, d.drawDate, d.isSpecial, d.state])).toEqual([
      [1, '2031-01-07', true, 'open'],
      [3, '2031-01-07', true, 'open'],
    ]);
    const row = await t.db
      .selectFrom('draws')
      .select(['is_special', 'created_by'])
      .where('id', '=', String(draws[0]!.drawId))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_special: true, created_by: String(ids.admin) });
    const audit = (await auditRows('draws.submitNewDraw')).at(-1);
    expect(audit?.after).toEqual({ drawDate: '2031-01-07', poolIds: [1, 3], isSpecial: true });
  });

  it('refuses a draw that already exists, naming pool and date', async () => {
    const res = await post('admin', 'SubmitNewDraw', { drawDate: '2031-01-07', poolIds: [1, 2, 3] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Draw Magnum 2031-01-07, Toto 2031-01-07 already exists.',
    });
    expect(await drawId(2, '2031-01-07')).toBeNull(); // nothing written
  });

  it('refuses past dates, and today once the pool has closed (Singapore at 18:00)', async () => {
    const past = await post('admin', 'SubmitNewDraw', { drawDate: '2030-06-03', poolIds: [1] });
    expect(past.body).toMatchObject({ success: false, message: 'Draw date 2030-06-03 is in the past.' });
    await setNow('2030-06-04T10:30:00Z'); // 18:30 business time
    try {
      const sg = await post('admin', 'SubmitNewDraw', { drawDate: '2030-06-04', poolIds: [4] });
      expect(sg.body).toMatchObject({
        success: false,
        message: 'The cutoff of Singapore 2030-06-04 has already passed.',
      });
      const magnum = await post('admin', 'SubmitNewDraw', { drawDate: '2030-06-04', poolIds: [1] });
      expect(magnum.body.success).toBe(true);
    } finally {
      await t.clock.setTestClock(BASE_NOW);
    }
  });

  it('refuses unknown pools and an empty selection; 400 for malformed input', async () => {
    const unknown = await post('admin', 'SubmitNewDraw', { drawDate: '2031-01-14', poolIds: [1, 12] });
    expect(unknown.body).toMatchObject({ success: false, message: 'Unknown pool 12.' });
    const none = await post('admin', 'SubmitNewDraw', { drawDate: '2031-01-14', poolIds: [] });
    expect(none.body).toMatchObject({ success: false, message: 'Please select at least one pool' });
    for (const body of [
      { drawDate: '2031-02-30', poolIds: [1] },
      { drawDate: '14/01/2031', poolIds: [1] },
      { drawDate: '2031-01-14' },
      { drawDate: '2031-01-14', poolIds: ['M'] },
    ]) {
      expect((await post('admin', 'SubmitNewDraw', body)).status).toBe(400);
    }
    expect(await drawId(1, '2031-01-14')).toBeNull();
  });

  it('is for the super admin only', async () => {
    for (const who of NOT_SUPER_ADMIN) {
      const res = await post(who, 'SubmitNewDraw', { drawDate: '2031-01-21', poolIds: [1] });
      expect(res.status).toBe(403);
    }
    expect((await post(null, 'SubmitNewDraw', { drawDate: '2031-01-21', poolIds: [1] })).status).toBe(401);
    expect(await drawId(1, '2031-01-21')).toBeNull();
  });
});

describe('GetPoolScheduleByDay', () => {
  it('lists the draws of a date with their state by the business clock', async () => {
    const day = async () =>
      rows(await get('demo_p1', 'GetPoolScheduleByDay', { date: '2031-01-08' })).map((d) => [
        d.displayName,
        d.state,
      ]);
    await setNow('2031-01-08T09:59:59Z'); // 17:59:59 business time, a Wednesday
    try {
      expect(await day()).toEqual([
        ['Magnum', 'open'],
        ['Kuda', 'open'],
        ['Toto', 'open'],
        ['Singapore', 'open'],
        ['Sabah', 'open'],
        ['STC', 'open'],
        ['Sarawak', 'open'],
        ['GD', 'open'],
        ['9Lotto', 'open'],
      ]);
      await setNow('2031-01-08T10:00:00Z'); // 18:00: Singapore closes at the exact minute
      expect((await day())[3]).toEqual(['Singapore', 'closed']);
      expect((await day())[0]).toEqual(['Magnum', 'open']);
      await setNow('2031-01-08T11:00:00Z');
      expect((await day()).every(([, state]) => state === 'closed')).toBe(true);
      await t.db
        .updateTable('draws')
        .set({ result_status: 'saved' })
        .where('pool_id', '=', 1)
        .where('draw_date', '=', '2031-01-08')
        .execute();
      await t.db
        .updateTable('draws')
        .set({ result_status: 'released' })
        .where('pool_id', '=', 2)
        .where('draw_date', '=', '2031-01-08')
        .execute();
      expect((await day()).slice(0, 3)).toEqual([
        ['Magnum', 'resultSaved'],
        ['Kuda', 'released'],
        ['Toto', 'closed'],
      ]);
    } finally {
      await t.clock.setTestClock(BASE_NOW);
    }
  });

  it('gives the special draws of a Tuesday with names and letters', async () => {
    const draws = rows(await get('demo_ag', 'GetPoolScheduleByDay', { date: '2031-01-07' }));
    expect(draws.map((d) => [d.poolId, d.receiptLetter, d.isSpecial])).toEqual([
      [1, 'M', true],
      [3, 'T', true],
      [8, 'H', false],
      [9, 'E', false],
    ]);
  });

  it('400 for a malformed date, 401 without a session', async () => {
    expect((await get('admin', 'GetPoolScheduleByDay', { date: '2031-13-01' })).status).toBe(400);
    expect((await get('admin', 'GetPoolScheduleByDay', {})).status).toBe(400);
    expect((await get(null, 'GetPoolScheduleByDay', { date: '2031-01-07' })).status).toBe(401);
  });
});

describe('SubmitEditedDraw', () => {
  it('moves a draw without tickets to a free date, audited', async () => {
    const id = (await drawId(1, '2031-01-07'))!;
    const res = await post('admin', 'SubmitEditedDraw', { drawId: id, drawDate: '2031-01-14' });
    expect(res.body).toMatchObject({
      success: true,
      data: { drawId: id, poolId: 1, drawDate: '2031-01-14', removed: false },
    });
    expect(await drawId(1, '2031-01-07')).toBeNull();
    expect(await drawId(1, '2031-01-14')).toBe(id);
    const audit = (await auditRows('draws.moveDraw')).at(-1);
    expect(audit).toMatchObject({
      entity_id: String(id),
      before: { poolId: 1, drawDate: '2031-01-07' },
      after: { poolId: 1, drawDate: '2031-01-14' },
    });
  });

  it('refuses a date that holds a draw of the pool, a past date and an empty change', async () => {
    const id = (await drawId(1, '2031-01-14'))!;
    const clash = await post('admin', 'SubmitEditedDraw', { drawId: id, drawDate: '2031-01-15' });
    expect(clash.body).toMatchObject({ success: false, message: 'Draw Magnum 2031-01-15 already exists.' });
    const past = await post('admin', 'SubmitEditedDraw', { drawId: id, drawDate: '2030-01-01' });
    expect(past.body).toMatchObject({ success: false, message: 'Draw date 2030-01-01 is in the past.' });
    const nothing = await post('admin', 'SubmitEditedDraw', { drawId: id });
    expect(nothing.body.success).toBe(false);
    const missing = await post('admin', 'SubmitEditedDraw', { drawId: 99999999, remove: true });
    expect(missing.body).toMatchObject({ success: false, message: 'No record found!' });
    expect((await post('admin', 'SubmitEditedDraw', { drawId: id, drawDate: '2031-1-15' })).status).toBe(400);
    expect((await post('admin', 'SubmitEditedDraw', { drawDate: '2031-01-15' })).status).toBe(400);
    expect(await drawId(1, '2031-01-14')).toBe(id);
  });

  it('removes a draw without tickets, audited', async () => {
    const id = (await drawId(1, '2031-01-14'))!;
    const res = await post('admin', 'SubmitEditedDraw', { drawId: id, remove: true });
    expect(res.body).toMatchObject({ success: true, data: { removed: true, drawDate: '2031-01-14' } });
    expect(await drawId(1, '2031-01-14')).toBeNull();
    const audit = (await auditRows('draws.removeDraw')).at(-1);
    expect(audit).toMatchObject({ entity_id: String(id), before: { poolId: 1, drawDate: '2031-01-14' } });
  });

  it('refuses moving or removing a draw once a ticket is on it', async () => {
    const id = (await drawId(2, '2031-01-11'))!;
    await putTicketOn(id, 2, '2031-01-11');
    const move = await post('admin', 'SubmitEditedDraw', { drawId: id, drawDate: '2031-01-14' });
    expect(move.body).toMatchObject({
      success: false,
      message: 'Draw Kuda 2031-01-11 has tickets and cannot be changed.',
    });
    const remove = await post('admin', 'SubmitEditedDraw', { drawId: id, remove: true });
    expect(remove.body.message).toBe('Draw Kuda 2031-01-11 has tickets and cannot be changed.');
    expect(await drawId(2, '2031-01-11')).toBe(id);
    const listed = rows(await get('admin', 'GetScheduledDrawByYear', { year: '2031', poolId: '2' }));
    expect(listed.find((d) => d.drawId === id)).toMatchObject({ hasTickets: true });
    expect(listed.filter((d) => d.hasTickets)).toHaveLength(1);
  });

  it('refuses changing a closed draw', async () => {
    const id = (await drawId(3, '2031-01-11'))!;
    await setNow('2031-01-11T11:00:00Z');
    try {
      const res = await post('admin', 'SubmitEditedDraw', { drawId: id, remove: true });
      expect(res.body).toMatchObject({
        success: false,
        message: 'Draw Toto 2031-01-11 is closed and cannot be changed.',
      });
    } finally {
      await t.clock.setTestClock(BASE_NOW);
    }
    expect(await drawId(3, '2031-01-11')).toBe(id);
  });

  it('is for the super admin only', async () => {
    const id = (await drawId(5, '2031-01-11'))!;
    for (const who of NOT_SUPER_ADMIN) {
      expect((await post(who, 'SubmitEditedDraw', { drawId: id, remove: true })).status).toBe(403);
    }
    expect((await post(null, 'SubmitEditedDraw', { drawId: id, remove: true })).status).toBe(401);
    expect(await drawId(5, '2031-01-11')).toBe(id);
  });
});

describe('UpdateCutoffTime', () => {
  it("changes a pool's cutoff, audited with before and after, and draws follow it", async () => {
    const res = await post('admin', 'UpdateCutoffTime', { poolId: 9, hour: 20, minute: 15 });
    expect(res.body).toMatchObject({ success: true, data: { poolId: 9, cutoff: { hour: 20, minute: 15 } } });
    const pools = rows(await get('demo_ag', 'GetPoolsSelection'));
    expect(pools[8]!.cutoff).toEqual({ hour: 20, minute: 15 });
    const audit = (await auditRows('draws.updateCutoffTime')).at(-1);
    expect(audit).toMatchObject({
      actor_id: String(ids.admin),
      entity_id: '9',
      before: { hour: 19, minute: 0 },
      after: { hour: 20, minute: 15 },
    });
    await setNow('2031-01-09T12:14:00Z'); // 20:14 business time
    try {
      const day = rows(await get('demo_p1', 'GetPoolScheduleByDay', { date: '2031-01-09' }));
      expect(day.map((d) => [d.poolId, d.state])).toEqual([
        [8, 'closed'],
        [9, 'open'],
      ]);
      await setNow('2031-01-09T12:15:00Z');
      const later = rows(await get('demo_p1', 'GetPoolScheduleByDay', { date: '2031-01-09' }));
      expect(later[1]).toMatchObject({ poolId: 9, state: 'closed', cutoffAt: '2031-01-09T12:15:00.000Z' });
    } finally {
      await t.clock.setTestClock(BASE_NOW);
    }
  });

  it('400 for an hour or minute out of range; an unknown pool is refused', async () => {
    for (const body of [
      { poolId: 9, hour: 24, minute: 0 },
      { poolId: 9, hour: 19, minute: 60 },
      { poolId: 9, hour: -1, minute: 0 },
      { poolId: 9, hour: 19 },
      { poolId: 9, hour: '7pm', minute: 0 },
    ]) {
      expect((await post('admin', 'UpdateCutoffTime', body)).status).toBe(400);
    }
    const unknown = await post('admin', 'UpdateCutoffTime', { poolId: 10, hour: 19, minute: 0 });
    expect(unknown.body).toMatchObject({ success: false, message: 'Unknown pool 10.' });
  });

  it('is for the super admin only', async () => {
    for (const who of NOT_SUPER_ADMIN) {
      expect((await post(who, 'UpdateCutoffTime', { poolId: 1, hour: 1, minute: 0 })).status).toBe(403);
    }
    expect((await post(null, 'UpdateCutoffTime', { poolId: 1, hour: 1, minute: 0 })).status).toBe(401);
    const row = await t.db
      .selectFrom('pool_cutoffs')
      .select(['hour', 'minute'])
      .where('pool_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ hour: 19, minute: 0 });
  });
});

describe('demo data', () => {
  it('seeds the calendar of the current and the next year', async () => {
    const { rows: years } = await sql<{ y: number; n: number }>`
      SELECT extract(year FROM draw_date)::int AS y, count(*)::int AS n FROM draws
      WHERE NOT is_special AND created_by IS NOT DISTINCT FROM (SELECT id FROM users WHERE username = 'admin')
      GROUP BY 1 ORDER BY 1`.execute(t.db);
    const thisYear = Number(businessDate(new Date()).slice(0, 4));
    const seeded = years.filter((r) => r.y === thisYear || r.y === thisYear + 1);
    expect(seeded.map((r) => r.n)).toEqual([
      yearDrawDates(thisYear, 1).length,
      yearDrawDates(thisYear + 1, 1).length,
    ]);
  });
});
