import { REPORT_PROCESSING_MESSAGE } from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { OFFICIAL_PAYOUTS } from '@drawdesk/shared-kernel/domain/betting';
import { saveResult } from './saveResult';
import { seedPastResultsDemo } from '../../seed/results';
import { call, useDemoApp, userIdOf } from '../../../test/harness';
import { ensureDraw, makeAccount, placeLine } from '../../../test/settlementFixtures';

const DATE = '2030-02-02';

const RESULT = {
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000'],
  consolations: ['1357', '2468', '3579', '4680', '5791', '6802', '7913', '8024', '9135', '0246'],
};
const TOTO = { fiveD: { first: '12345', second: '23456', third: '34567' }, sixD: { first: '123456' } };

const t = useDemoApp(['demo_co', 'demo_it', 'demo_ag', 'demo_p1'], async () => {
  for (const pool of [1, 2, 3]) await ensureDraw(t.db, pool, DATE);
  await t.clock.setTestClock(new Date('2030-02-02T12:00:00Z')); // 20:00 business time, after 19:00
});
const cookies: Record<string, string> = t.cookies;

const post = (as: string, path: string, body: unknown) =>
  call(t.app, 'POST', `/api/${path}`, { cookie: cookies[as], body });
const get = (as: string, path: string, query: Record<string, string>) =>
  call(t.app, 'GET', `/api/${path}`, { cookie: cookies[as], query });

describe('results calls', () => {
  test('refused before the cutoff, saved after it; draw status and first result time', async () => {
    await t.clock.setTestClock(new Date('2030-02-02T10:59:00Z')); // 18:59
    const early = await post('admin', 'Result/SavePoolResult', { drawDate: DATE, poolId: 1, ...RESULT });
    expect(early.body).toMatchObject({
      success: false,
      message: "The result can be saved only after the draw's cutoff time.",
    });
    await t.clock.setTestClock(new Date('2030-02-02T12:00:00Z'));
    const ok = await post('admin', 'Result/SavePoolResult', {
      drawDate: DATE,
      poolId: 1,
      ...RESULT,
      jackpot1: 1234.5,
    });
    expect(ok.body).toMatchObject({ success: true, data: { version: 1, correction: false } });
    const draw = await t.db
      .selectFrom('draws')
      .selectAll()
      .where('draw_date', '=', DATE)
      .where('pool_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(draw.result_status).toBe('saved');
    expect(draw.first_result_at?.toISOString()).toBe('2030-02-02T12:00:00.000Z');
    const numbers = await t.db
      .selectFrom('result_numbers')
      .select(['game', 'rank'])
      .where('draw_id', '=', draw.id)
      .execute();
    expect(numbers).toHaveLength(23);
    const read = await get('demo_p1', 'Result/GetPoolResult', { drawDate: DATE, poolId: '1' });
    expect(read.body.data).toEqual([
      expect.objectContaining({
        poolId: 1,
        first: '1234',
        starters: RESULT.starters,
        jackpot1: 1234.5,
        status: 'saved',
        releaseStatus: 'pending',
        fiveD: null,
      }),
    ]);
  }, 120_000);

  test('validation: 4 digits, 23 numbers, 5D/6D only and required for Toto; nothing written on refusal', async () => {
    const bad = async (body: Record<string, unknown>) =>
      post('admin', 'Result/SavePoolResult', { drawDate: DATE, poolId: 2, ...RESULT, ...body });
    expect((await bad({ first: '123' })).body).toMatchObject({
      success: false,
      message: 'Every result number must be 4 digits (first).',
    });
    expect((await bad({ starters: [...RESULT.starters.slice(0, 9), '12a4'] })).body.message).toBe(
      'Every result number must be 4 digits (starters[10]).',
    );
    expect((await bad({ consolations: RESULT.consolations.slice(0, 9) })).status).toBe(400);
    expect((await bad(TOTO)).body).toMatchObject({
      success: false,
      message: '5D and 6D results are entered for Toto only.',
    });
    expect((await bad({ poolId: 3 })).body).toMatchObject({
      success: false,
      message: 'Toto results need the 5D (1st, 2nd, 3rd) and 6D (1st) numbers.',
    });
    expect((await bad({ poolId: 3, ...TOTO, sixD: { first: '12345' } })).body.message).toBe(
      'The 6D number must be 6 digits.',
    );
    expect((await bad({ poolId: 3, ...TOTO, fiveD: { ...TOTO.fiveD, third: '3456' } })).body.message).toBe(
      '5D numbers must be 5 digits (third).',
    );
    expect((await bad({ drawDate: '2030-02-03' })).body).toMatchObject({
      success: false,
      message: 'There is no draw of this pool on this date.',
    });
    const stored = await t.db
      .selectFrom('draw_results')
      .select('pool_id')
      .where('draw_date', '=', DATE)
      .execute();
    expect(stored.map((r) => r.pool_id)).toEqual([1]);
    const toto = await post('admin', 'Result/SavePoolResult', {
      drawDate: DATE,
      poolId: 3,
      ...RESULT,
      ...TOTO,
    });
    expect(toto.body).toMatchObject({ success: true });
    const all = await get('admin', 'Result/GetPoolResult', { drawDate: DATE });
    expect((all.body.data as { poolId: number }[]).map((r) => r.poolId)).toEqual([1, 3]);
    expect((all.body.data as unknown[])[1]).toMatchObject({ fiveD: TOTO.fiveD, sixD: TOTO.sixD });
  }, 120_000);

  test('permissions: the super admin saves and releases; companies and others 403; block is super admin only', async () => {
    for (const who of ['demo_co', 'demo_it', 'demo_ag', 'demo_p1']) {
      expect(
        (await post(who, 'Result/SavePoolResult', { drawDate: DATE, poolId: 1, ...RESULT })).status,
      ).toBe(403);
      expect(
        (await post(who, 'Configuration/SubmitReleaseResultStatus', { drawDate: DATE, poolId: 1 })).status,
      ).toBe(403);
      if (who !== 'demo_co') {
        expect((await post(who, 'Payment/ClaimPrizes', { drawDate: DATE })).status).toBe(403);
      }
      expect((await post(who, 'Result/ValidateResult', { drawDate: DATE, poolId: 1 })).status).toBe(403);
      expect(
        (await post(who, 'Result/UpdateDrawPaymentDetail', { drawDate: DATE, poolId: 1, paymentDetail: 'x' }))
          .status,
      ).toBe(403);
    }
    expect((await post('demo_co', 'Result/BlockReport', { blocked: true })).status).toBe(403);
    expect(
      (
        await post('demo_p1', 'Report/GetWinLossReport', {
          fromDate: DATE,
          toDate: DATE,
          StartCount: 0,
          PageSize: 10,
        })
      ).status,
    ).toBe(403);
    const other = await makeAccount(t.db, Role.Company, 'admin', {
      rate: 7000,
      payouts: OFFICIAL_PAYOUTS,
      pt: 100,
      limit: null,
    });
    const report = await post('demo_co', 'Report/GetWinLossReport', {
      fromDate: DATE,
      toDate: DATE,
      userId: other.id,
      StartCount: 0,
      PageSize: 10,
    });
    expect(report.status).toBe(403);
  }, 120_000);

  test('validate, release status, winners, payment detail', async () => {
    expect(
      (await post('admin', 'Configuration/SubmitReleaseResultStatus', { drawDate: DATE, poolId: 2 })).body,
    ).toMatchObject({
      success: false,
      message: 'No result has been saved for this draw.',
    });
    const v = await post('admin', 'Result/ValidateResult', { drawDate: DATE, poolId: 1 });
    expect(v.body).toMatchObject({ success: true, data: { status: 'validated' } });
    const early = await post('admin', 'Result/InsertWinners', { drawDate: DATE, poolId: 1 });
    expect(early.body).toMatchObject({
      success: false,
      message: 'The result of this draw has not been released yet.',
    });

    const drawId = await ensureDraw(t.db, 1, DATE);
    const co = await makeAccount(t.db, Role.Company, 'admin', {
      rate: 7000,
      payouts: OFFICIAL_PAYOUTS,
      pt: 100,
      limit: null,
    });
    const p = await makeAccount(t.db, Role.Player, co.username, {
      rate: 8000,
      payouts: OFFICIAL_PAYOUTS,
      pt: 0,
      limit: null,
    });
    const win = await placeLine(t.db, {
      drawId,
      poolId: 1,
      drawDate: DATE,
      chain: [p, co],
      number: '5678',
      code: 'B',
      stake: 200,
    });
    await placeLine(t.db, {
      drawId,
      poolId: 1,
      drawDate: DATE,
      chain: [p, co],
      number: '8765',
      code: 'B',
      stake: 200,
    });

    const pending = await get('demo_p1', 'Configuration/GetReleaseResultStatus', {
      drawDate: DATE,
      poolId: '1',
    });
    expect(pending.body.data).toEqual({ status: 'pending' });
    const rel = await post('admin', 'Configuration/SubmitReleaseResultStatus', {
      drawDate: DATE,
      poolId: 1,
    });
    expect(rel.body).toMatchObject({
      success: true,
      data: { status: 'released', lines: 2, winningLines: 1, winnings: 2000 },
    });
    const done = await get('admin', 'Configuration/GetReleaseResultStatus', { drawDate: DATE, poolId: '1' });
    expect(done.body.data).toEqual({ status: 'released' });
    const winners = await post('admin', 'Result/InsertWinners', { drawDate: DATE, poolId: 1 });
    expect(winners.body.data).toEqual({
      count: 1,
      total: 2000,
      winners: [
        expect.objectContaining({
          betLineId: win.lineId,
          userId: p.id,
          number: '5678',
          code: 'B',
          stake: 2,
          matchedRanks: [2],
          winnings: 2000,
        }),
      ],
    });
    const detail = await post('admin', 'Result/UpdateDrawPaymentDetail', {
      drawDate: DATE,
      poolId: 1,
      paymentDetail: 'Jackpot 1 not won',
      jackpot2: 99.5,
    });
    expect(detail.body).toMatchObject({ success: true });
    const read = await get('admin', 'Result/GetPoolResult', { drawDate: DATE, poolId: '1' });
    expect(read.body.data).toEqual([
      expect.objectContaining({
        paymentDetail: 'Jackpot 1 not won',
        jackpot1: 1234.5,
        jackpot2: 99.5,
        releaseStatus: 'released',
      }),
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'result.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['result.save', 'result.validate', 'result.release', 'result.paymentDetail']),
    );
  }, 120_000);

  test('report block: blocked flag, report message; lifted after the last pool of the date', async () => {
    const blocked = await post('admin', 'Result/BlockReport', { blocked: true });
    expect(blocked.body).toMatchObject({ success: true, data: { blocked: true } });
    const access = await get('demo_ag', 'Result/GetReportAccessValue', {});
    expect(access.body.data).toEqual({
      blocked: true,
      processing: false,
      message: REPORT_PROCESSING_MESSAGE,
    });
    const report = await post('demo_co', 'Report/GetWinLossReport', {
      fromDate: DATE,
      toDate: DATE,
      StartCount: 0,
      PageSize: 10,
    });
    expect(report.body).toMatchObject({
      success: true,
      message: REPORT_PROCESSING_MESSAGE,
      overallInfo: { processing: true },
    });
    // Pool 2 is the last draw of the date without a result; the job saves it (actor null).
    const saved = await saveResult({ db: t.db, clock: t.clock }, null, {
      drawDate: DATE,
      poolId: 2,
      ...RESULT,
    });
    expect(saved.reportBlockLifted).toBe(true);
    const after = await get('demo_ag', 'Result/GetReportAccessValue', {});
    expect(after.body.data).toEqual({ blocked: false, processing: false, message: null });
    const source = await t.db
      .selectFrom('draw_results')
      .select(['source', 'saved_by'])
      .where('pool_id', '=', 2)
      .where('draw_date', '=', DATE)
      .executeTakeFirstOrThrow();
    expect(source).toEqual({ source: 'source', saved_by: null });
  }, 120_000);

  test('a release refused while another holds the draw; processing flag visible to reports', async () => {
    const drawId = await ensureDraw(t.db, 3, DATE);
    await t.db
      .updateTable('draws')
      .set({ release_status: 'processing' })
      .where('id', '=', String(drawId))
      .execute();
    const access = await get('demo_ag', 'Result/GetReportAccessValue', {});
    expect(access.body.data).toMatchObject({ processing: true, message: REPORT_PROCESSING_MESSAGE });
    // A dead release (nothing holds the row) does not block the rerun.
    const rel = await post('admin', 'Configuration/SubmitReleaseResultStatus', { drawDate: DATE, poolId: 3 });
    expect(rel.body).toMatchObject({ success: true, data: { status: 'released' } });
    expect((await get('demo_ag', 'Result/GetReportAccessValue', {})).body.data).toMatchObject({
      processing: false,
    });
  }, 120_000);

  test('demo data: past draws released with settled tickets and a claimed date', async () => {
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'like', 'demo%')
      .execute();
    const userIds = new Map(users.map((u) => [u.username, Number(u.id)]));
    userIds.set('admin', await userIdOf(t.db, 'admin'));
    await t.db.transaction().execute((trx) => seedPastResultsDemo(trx, { now: new Date(), userIds }));
    const released = await t.db
      .selectFrom('draws')
      .select(['id', 'draw_date', 'pool_id'])
      .where('release_status', '=', 'released')
      .where('draw_date', '<', '2030-01-01')
      .execute();
    expect(released.length).toBeGreaterThanOrEqual(3);
    const lines = await t.db
      .selectFrom('bet_lines')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('winnings').as('won')])
      .where(
        'draw_id',
        'in',
        released.map((d) => d.id),
      )
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(lines.n)).toBeGreaterThan(0);
    expect(Number(lines.won)).toBeGreaterThan(0);
    const claims = await t.db.selectFrom('prize_claims').select('draw_date').execute();
    expect(claims).toHaveLength(1);
    const rollups = await t.db
      .selectFrom('report_rollups')
      .select('viewer_id')
      .where(
        'draw_id',
        'in',
        released.map((d) => d.id),
      )
      .execute();
    expect(rollups.length).toBeGreaterThan(0);
  }, 120_000);
});
