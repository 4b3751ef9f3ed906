import { businessDate, businessInstant, type PoolId } from '@drawdesk/shared-kernel/domain';
import type { DemoContext } from './context';
import type { Trx } from '../db/retry';
import { placeDemoOrders, type DemoOrder } from './betting';
import { claimPrizesInTrx } from '../modules/settlement';
import { releaseInTrx } from '../modules/settlement';
import { saveResultInTrx, TOTO_POOL } from '../modules/results';

/** Demo orders placed on past draws before their cutoff: [actor, bettor (absent = actor), bet string]. */
const PAST_ORDERS: ReadonlyArray<DemoOrder> = [
  ['demo_p1', null, '#123\n1234#1#1\n*2288#B0.5\n**3535#B1\n5678#B1'],
  ['demo_ag', 'demo_p1', '#12\n8888#B1#S1\n4321#B2'],
  ['demo_p2', null, '#1\n0000#B1\n1357#B1#S1'],
  ['demo_house', null, '#3\n9999#B2\n12345#5D1\n123456#6D1'],
];

const RESULT = {
  first: '1234',
  second: '8888',
  third: '2828',
  starters: ['5678', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '9999', '0001'],
  consolations: ['5353', '1357', '2468', '3579', '4680', '5791', '6802', '7913', '8024', '9135'],
};

/**
 * Demo data of this area (API.md "Demo data"): on the last two past draw dates of pools 1-3, a few
 * tickets placed before the cutoff (through the real pipeline), results saved and released, and
 * the prizes of the older date claimed, so every report shows something. Skips what the data
 * cannot take (no past draw this year, no credit): demo data never stops the start.
 */
export async function seedPastResultsDemo(trx: Trx, ctx: DemoContext): Promise<void> {
  const today = businessDate(ctx.now);
  const dates = await trx
    .selectFrom('draws')
    .select('draw_date')
    .where('pool_id', '=', 1)
    .where('draw_date', '<', today)
    .orderBy('draw_date', 'desc')
    .limit(2)
    .execute();
  const admin = ctx.userIds.get('admin') ?? null;
  let n = 0;
  for (const { draw_date: drawDate } of [...dates].reverse()) {
    const before = businessInstant(drawDate, 12, 0);
    const dated = PAST_ORDERS.map(([actor, bettor, betString]): DemoOrder => [
      actor,
      bettor,
      `D${drawDate.slice(8, 10)}/${drawDate.slice(5, 7)}/${drawDate.slice(0, 4)}\n${betString}`,
    ]);
    n = await placeDemoOrders(trx, ctx, before, dated, 'demo-results-order-', n);
    const after = businessInstant(drawDate, 21, 0);
    for (const poolId of [1, 2, 3] as PoolId[]) {
      const draw = await trx
        .selectFrom('draws')
        .select('id')
        .where('pool_id', '=', poolId)
        .where('draw_date', '=', drawDate)
        .executeTakeFirst();
      if (!draw) continue;
      await saveResultInTrx(trx, after, admin, {
        drawDate,
        poolId,
        ...RESULT,
        ...(poolId === TOTO_POOL
          ? { fiveD: { first: '12345', second: '54321', third: '99999' }, sixD: { first: '123456' } }
          : {}),
      });
      await releaseInTrx(trx, Number(draw.id), admin, after);
    }
  }
  const oldest = dates[dates.length - 1];
  if (oldest) await claimPrizesInTrx(trx, ctx.now, admin, 'everyTree', oldest.draw_date);
}

/** Demo data of this area, run once on an empty embedded database (with demo activity; see seed/demoData.ts). */
export async function seedResultsDemo(trx: Trx, ctx: DemoContext): Promise<void> {
  await seedPastResultsDemo(trx, ctx);
}
