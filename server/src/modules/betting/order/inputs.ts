import { BettingMessages, type BetErrorRow } from '@drawdesk/shared-kernel/contract';
import type { PoolId } from '@drawdesk/shared-kernel/domain';
import {
  BET_ERROR_MESSAGES,
  expandOrder,
  parseBetString,
  parsePoolLine,
  type BetError,
  type ExpandedBet,
  type Order,
} from '@drawdesk/shared-kernel/domain/betting';
import { SessionChanged } from '../../../auth/sessionStore';
import type { AuthContext } from '../../../auth/sessionUser';
import { BusinessError } from '../../../http/errors';
import { openDraws, openDrawsFromRows, type OpenDraw } from '../../pools';
import { queuedLookup } from '../../configuration';
import { loadRedNumbers, redNumberLookup, type RedNumberLookup } from '../../configuration';
import { packageTermsFromRows, type PackageTerms } from '../../configuration';
import { adjustmentLookup, loadPayoutAdjustments, type AdjustmentLookup } from '../../configuration';
import type { PackageTermsCache } from '../../configuration';
import type { StoredSettings } from '../../configuration';
import { orderConfigKey, type OrderConfigCache } from '../configCache';
import { betFormatsOf } from '../orderInputs';
import {
  readOrderContext,
  readUsage,
  type Executor,
  type OrderConfig,
  type OrderContext,
} from '../queries/orderStatements';
import type { PlaceOrderInput } from '../types';
import type { UsageRef } from '../queries/limitUsage';
import type { ChainUser, OrderParties } from './parties';
import type { PipelineMode } from './write';

// What an order reads (docs/betting-rules.md "Order pipeline" 20-27): the read before parsing
// (session check, stored reply, ticket numbers, configuration), the draws its bet string names,
// and the usage rows, queued numbers and package terms the allocation needs.

/** A bet string with syntax errors: nothing is placed, every bad line is named (data.errors). */
export class OrderSyntaxError extends BusinessError {
  constructor(readonly errors: BetErrorRow[]) {
    super(BettingMessages.syntax(linesOf(errors)));
  }
}

const linesOf = (errors: readonly BetErrorRow[]) => [...new Set(errors.map((e) => e.line))].join(', ');

export function errorRows(errors: readonly BetError[]): BetErrorRow[] {
  return errors.map((e) => ({
    line: e.line,
    reason: e.reason,
    ...(e.detail !== undefined ? { detail: e.detail } : {}),
    message: BET_ERROR_MESSAGES[e.reason] + (e.detail ? ` (${e.detail})` : ''),
  }));
}

/** Draws read first for an order: D9 of a pool with 3 draws a week fits with room for special draws. */
export const DRAW_WINDOW_DAYS = 40;

/**
 * The pools a bet string's pool lines name, and Magnum (the pool of a bet string without one): the
 * draws read before parsing. A pool missed here only costs a second parse against every draw.
 */
export function poolsNamed(betString: string): number[] {
  const pools = new Set<number>([1]);
  for (const raw of betString.split(/\r\n|\r|\n/)) {
    if (!raw.includes('#')) continue;
    const line = raw.replace(/\s+/g, '');
    if (line.startsWith('#')) for (const p of parsePoolLine(line) ?? []) pools.add(p);
  }
  return [...pools];
}

/** What a server keeps in memory for orders (each checked against its revision by the order's statements). */
export interface KeptInMemory {
  packages: PackageTermsCache;
  config: OrderConfigCache;
}

/**
 * The read before parsing (one statement), its configuration kept in memory when it was read.
 * A kept session that no longer holds throws SessionChanged (nothing done).
 * Idempotency: a repeat finds the stored reply (`prior`); a concurrent twin fails on
 * tickets_order_key_idx at its ticket insert (the order then answers with the winner's reply).
 */
export async function readOrderInputs(
  db: Executor,
  auth: AuthContext,
  input: PlaceOrderInput,
  at: { today: string; windowEnd: string },
  session: { id: string; stamp: string } | null,
  kept: KeptInMemory,
): Promise<OrderContext> {
  const bettorId = input.targetUserId ?? auth.principalId;
  const pools = poolsNamed(input.betString);
  const configKey = orderConfigKey(bettorId, at.today, pools);
  const ctx = await readOrderContext(db, {
    bettorId,
    actorId: auth.user.id,
    orderKey: input.orderKey,
    today: at.today,
    toDate: at.windowEnd,
    pools,
    session,
    kept: kept.config.get(configKey),
  });
  if (ctx.configRead) kept.config.set(configKey, ctx.configRevision, ctx.config);
  if (!ctx.sessionOk) throw new SessionChanged();
  return ctx;
}

/** The order parsed and expanded (DOMAIN 9 steps 2-3), each bet with its draw. */
export interface ParsedOrder {
  order: Order;
  bets: ExpandedBet[];
  /** Each bet's draw, in `bets` order. */
  draws: Array<{ drawId: number; late: boolean }>;
  /** The draw dates, sorted, once each. */
  dates: string[];
  /** The draws, once each. */
  drawIds: number[];
  /** Parsed against every future draw (the window read first did not answer). */
  pastWindow: boolean;
}

function parseWith(betString: string, today: string, config: OrderConfig, settings: StoredSettings) {
  return (draws: Map<PoolId, OpenDraw[]>) => {
    const openDates: Partial<Record<PoolId, string[]>> = {};
    const drawOf = new Map<string, { drawId: number; late: boolean }>();
    for (const [poolId, list] of draws) {
      openDates[poolId] = list.map((d) => d.drawDate);
      for (const d of list) drawOf.set(`${poolId}|${d.drawDate}`, { drawId: d.drawId, late: d.late });
    }
    const result = parseBetString(betString, {
      today,
      openDraws: openDates,
      maxLines: config.system.maxLineBetInUI,
      betFormats: betFormatsOf(settings.betFormat),
    });
    return { result, drawOf };
  };
}

/**
 * Parses and expands the bet string against the draws open at `now`. Most orders bet on the next
 * few draws: the window read first, and every future draw only when a date was not found in it
 * (so the answer is the same as with the full list). OrderSyntaxError for a bad bet string.
 */
export async function parseOrder(
  db: Executor,
  now: Date,
  today: string,
  betString: string,
  config: OrderConfig,
  settings: StoredSettings,
): Promise<ParsedOrder> {
  const allowLate = settings.allowOrderWithinResultRelease;
  const parse = parseWith(betString, today, config, settings);
  let { result: parsed, drawOf } = parse(openDrawsFromRows(config.draws, now, { allowLate }));
  let pastWindow = false;
  if (!parsed.ok && parsed.errors.some((e) => e.reason === 'BET_DRAW_CLOSED')) {
    ({ result: parsed, drawOf } = parse(await openDraws(db, now, { allowLate })));
    pastWindow = true;
  }
  if (!parsed.ok) throw new OrderSyntaxError(errorRows(parsed.errors));
  const { bets } = expandOrder(parsed.order, () => 10_000);
  const draws = bets.map((bet) => {
    const d = drawOf.get(`${bet.poolId}|${bet.drawDate}`);
    if (!d) throw new BusinessError(BettingMessages.drawDatesClosed(bet.drawDate));
    return d;
  });
  const dates = [...new Set(bets.map((b) => b.drawDate))].sort();
  const drawIds = [...new Set(draws.map((d) => d.drawId))];
  return { order: parsed.order, bets, draws, dates, drawIds, pastWindow };
}

/** Red numbers and payout adjustments of the order's dates. */
export interface DateLookups {
  redOf: RedNumberLookup;
  adjustmentsOf: AdjustmentLookup;
}

/** The order bets past the window its configuration was read for (rare): read them for its dates. */
export const beyondWindow = (parsed: ParsedOrder, windowEnd: string): boolean =>
  parsed.pastWindow && (parsed.dates[parsed.dates.length - 1] as string) > windowEnd;

/** Red numbers and adjustments from the configuration read before parsing. */
export const keptLookups = (config: OrderConfig): DateLookups => ({
  redOf: redNumberLookup(config.red),
  adjustmentsOf: adjustmentLookup(config.adjustments),
});

/** Red numbers of the bettor and its chain, and adjustments, read again for the order's dates. */
export async function readLookups(
  db: Executor,
  parties: OrderParties,
  dates: string[],
): Promise<DateLookups> {
  const [redOf, adjustmentsOf] = await Promise.all([
    loadRedNumbers(db, [parties.bettor.id, ...parties.chain.map((u) => u.id)], dates),
    loadPayoutAdjustments(db, dates),
  ]);
  return { redOf, adjustmentsOf };
}

/** What the allocation reads: the usage so far, the company's queued numbers and the package terms. */
export interface AllocationInputs {
  /** What each usage row has used, by usageMapKey (the allocation adds to it). */
  used: Map<string, number>;
  queued: (drawId: number, number: string, code: string) => boolean;
  packageTerms: Map<number, PackageTerms>;
}

/**
 * Reads (or locks, in the fixed key order, with `mode.lock`) the usage rows, with the company's
 * queued numbers and the packages' rates in the same statement. Without limits to read, package
 * terms kept at the current revision and no queue to read (the write checks that none of the
 * order's numbers is queued), there is nothing to read.
 */
export async function readAllocationInputs(
  db: Executor,
  mode: PipelineMode,
  packages: { kept: PackageTermsCache; revision: string; ids: number[] },
  refs: ReadonlyMap<string, UsageRef>,
  parsed: ParsedOrder,
  company: ChainUser | null,
): Promise<AllocationInputs> {
  const { kept, revision, ids } = packages;
  const keptTerms = mode.lock ? null : kept.lookup(revision, ids);
  if (!(mode.lock || mode.readQueue || refs.size > 0 || keptTerms === null))
    return { used: new Map(), queued: () => false, packageTerms: keptTerms };
  const read = await readUsage(
    db,
    [...refs.values()],
    company
      ? {
          companyId: company.id,
          drawIds: parsed.drawIds,
          numbers: [...new Set(parsed.bets.map((b) => b.number))],
        }
      : null,
    keptTerms === null ? ids : [],
    mode.lock,
  );
  let packageTerms = keptTerms;
  if (packageTerms === null) {
    packageTerms = packageTermsFromRows(read.packages);
    kept.store(read.packagesRevision, ids, packageTerms);
  }
  return { used: read.used, queued: queuedLookup(read.queued), packageTerms };
}
