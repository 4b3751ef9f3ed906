import { actingAs } from '../auth/sessionUser';
import type { DemoContext } from './context';
import type { Trx } from '../db/retry';
import { BusinessError } from '../http/errors';
import { placeOrderInTrx } from '../modules/betting';

/** Demo orders: [actor, bettor (absent = the actor), bet string]. */
const DEMO_ORDERS: ReadonlyArray<DemoOrder> = [
  ['demo_p1', null, '#123\n1234#1#1\n*2288#B0.5\n**3535#B1'],
  ['demo_p1', null, 'D2\n#1\n5678#B2#S1\n123#3A1'],
  ['demo_ag', 'demo_p1', '#2\n8888#B1#S1\n1234*#B0.5'],
  ['demo_house', null, '#14\n9999#B5#S2\n0000#B1'],
  ['demo_house', null, 'D2\n#3\n12345#5D1\n123456#6D1'],
];

/** A demo order: [actor, bettor (null = the actor), bet string]. */
export type DemoOrder = readonly [string, string | null, string];

/**
 * Places demo orders at `at` through the real pipeline, with order keys `${keyPrefix}${n}` counting
 * from `first`; an order the data cannot take (no open draw, no credit) is skipped. Returns the next n.
 */
export async function placeDemoOrders(
  trx: Trx,
  ctx: DemoContext,
  at: Date,
  orders: ReadonlyArray<DemoOrder>,
  keyPrefix: string,
  first = 0,
): Promise<number> {
  let n = first;
  for (const [actor, bettor, betString] of orders) {
    const actorId = ctx.userIds.get(actor);
    const bettorId = bettor === null ? actorId : ctx.userIds.get(bettor);
    if (actorId === undefined || bettorId === undefined) continue;
    const auth = await actingAs(trx, actorId, 'demo-seed');
    if (!auth) continue;
    try {
      await placeOrderInTrx(trx, at, auth, {
        betString,
        orderKey: `${keyPrefix}${n++}`,
        source: 'express',
        ...(bettor === null ? {} : { targetUserId: bettorId }),
      });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
    }
  }
  return n;
}

/**
 * Demo data of this area (API.md "Demo data"): a few tickets of demo_p1 and demo_house on the
 * next open draws, through the real pipeline (draws and packages are seeded before this). An order
 * the data cannot take (no open draw, no credit) is skipped: demo data never stops the start.
 */
export async function seedBettingDemo(trx: Trx, ctx: DemoContext): Promise<void> {
  await placeDemoOrders(trx, ctx, ctx.now, DEMO_ORDERS, 'demo-seed-order-');
}
