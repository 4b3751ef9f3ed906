import { poolById, type PackageType, type PoolId } from '@drawdesk/shared-kernel/domain';
import type {
  AllocationLine,
  BetCode,
  ExpandedBet,
  LineAllocation,
  LineTerms,
  PricedLine,
  ShareTerms,
} from '@drawdesk/shared-kernel/domain/betting';
import {
  packageIdsIn,
  resolveAccountTerms,
  type AccountTerms,
  type CodeTerms,
  type PackageTerms,
} from '../../configuration';
import { adjustPayouts, type AdjustmentLookup } from '../../configuration';
import type { PackageTermsCache } from '../../configuration';
import type { OrderConfig } from '../queries/orderStatements';
import type { OrderParties } from './parties';

// The order's prices (DOMAIN 8, docs/betting-rules.md "Order pipeline" 7): each account's package
// terms (rates per 10,000 and payouts), the red package on red lines, master-template adjustments.

/** The package settings of every account of the bettor's path, by id. */
export const packageIdsOf = (parties: OrderParties) =>
  new Map([...parties.accounts].map(([id, u]) => [id, u.settings.packageIds ?? {}]));

/**
 * The packages the order's accounts may bet with (their own, inherited or the defaults), with the
 * terms kept in memory and the packages revision the read before parsing returned.
 */
export const packagesToRead = (
  kept: PackageTermsCache,
  revision: string,
  idsOf: ReturnType<typeof packageIdsOf>,
  defaults: OrderConfig['defaults'],
) => ({ kept, revision, ids: [...packageIdsIn(idsOf, defaults)] });

/** The terms of the bettor and of every account of its chain. */
export const accountTerms = (
  parties: OrderParties,
  idsOf: ReturnType<typeof packageIdsOf>,
  defaults: OrderConfig['defaults'],
  packages: ReadonlyMap<number, PackageTerms>,
): Map<number, AccountTerms> =>
  resolveAccountTerms([parties.bettor, ...parties.chain], idsOf, defaults, packages);

const packageTypeOf = (poolId: PoolId): PackageType => poolById(poolId)?.packageType ?? 0;

/** An account's terms of a code on a pool: its red package on a red line when it has one. */
export function codeTermsOf(
  terms: AccountTerms | undefined,
  poolId: PoolId,
  code: BetCode,
  red: boolean,
): CodeTerms {
  if (!terms) throw new Error('account terms missing');
  const table = red && terms.red ? terms.red : terms.byType[packageTypeOf(poolId)];
  return table.get(code) as CodeTerms;
}

/** What priceLines prices: the bets with their draws and allocations, and which are red or queued. */
export interface LinesToPrice {
  bets: readonly ExpandedBet[];
  draws: ReadonlyArray<{ drawId: number }>;
  /** The lines as allocated (`blocked`: queued for the company). */
  lines: readonly AllocationLine[];
  allocations: readonly LineAllocation[];
  isRed: readonly boolean[];
}

/**
 * Prices every line with the bettor's terms, and the lines that accepted a stake with each upline's
 * too (the share rows copy them); payouts adjusted by the templates of the pool, date and code.
 */
export function priceLines(
  lines: LinesToPrice,
  bettorId: number,
  terms: ReadonlyMap<number, AccountTerms>,
  adjustmentsOf: AdjustmentLookup,
): PricedLine[] {
  return lines.bets.map((bet, i) => {
    const allocation = lines.allocations[i]!;
    const red = lines.isRed[i] as boolean;
    const adjust = adjustmentsOf(bet.poolId, bet.drawDate, bet.code);
    const payoutsOf = (t: CodeTerms) =>
      adjust.length > 0 ? adjustPayouts(t.payouts, adjust) : [...t.payouts];
    const mine = codeTermsOf(terms.get(bettorId), bet.poolId, bet.code, red);
    const own: LineTerms = {
      packageId: mine.packageId,
      baseRate: mine.baseRate,
      betRate: mine.betRate,
      payouts: payoutsOf(mine),
    };
    const upline: ShareTerms[] =
      allocation.acceptedCents > 0
        ? allocation.shares.map((s) => {
            const t = codeTermsOf(terms.get(s.userId), bet.poolId, bet.code, red);
            return { rate: t.betRate, payouts: payoutsOf(t) };
          })
        : [];
    return {
      bet,
      drawId: (lines.draws[i] as { drawId: number }).drawId,
      allocation,
      blocked: lines.lines[i]!.blocked === true,
      red,
      own,
      upline,
    };
  });
}
