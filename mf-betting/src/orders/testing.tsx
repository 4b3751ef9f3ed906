/** Test helpers of the order screens (Jest only; not imported by the screens). */
import type { BettingContext } from '@drawdesk/shared-kernel/contract';
import { BET_CODES } from '@drawdesk/shared-kernel/domain/betting';

export { fail, ok, page, recordDialogs, renderScreen } from '../common/testing';

const rates = (r: number) => Object.fromEntries(BET_CODES.map((c) => [c, r]));

/** A context as an agent sees it before choosing a bettor (draws on 2026-11-25 and 2026-11-28). */
export function agentContext(over: Partial<BettingContext> = {}): BettingContext {
  const draw = (poolId: number, drawDate: string) => ({
    poolId,
    drawDate,
    cutoffAt: `${drawDate}T11:00:00.000Z`,
    late: false,
  });
  return {
    bettor: null,
    bettors: [
      { userId: 41, username: 'demo_p1', userRoleId: 5 },
      { userId: 42, username: 'demo_p2', userRoleId: 5 },
    ],
    today: '2026-11-23',
    openDraws: [1, 2, 3].flatMap((p) => [draw(p, '2026-11-25'), draw(p, '2026-11-28')]),
    defaultPools: [1],
    betFormats: {
      '2': ['2A'],
      '3': ['3C', '3A'],
      '4': ['B', 'S', '4A', '3C', '3A'],
      '5': ['5D'],
      '6': ['6D'],
    },
    receiptMode: 1,
    receiptFormat: 1,
    maxLineBetInUI: 200,
    betRates: { '0': rates(7500), '2': rates(8000), '3': rates(8000) },
    luckyBet: false,
    creditLeft: 1000,
    creditLimit: 1000,
    ...over,
  };
}

/** The same context once demo_p1 is chosen. */
export const p1Context = (over: Partial<BettingContext> = {}) =>
  agentContext({ bettor: { userId: 41, username: 'demo_p1', userRoleId: 5 }, ...over });
