import { randomBytes } from 'node:crypto';
import { BettingMessages, type BetErrorRow } from '@drawdesk/shared-kernel/contract';
import {
  addDays,
  businessDate,
  centsToUnits,
  isBettorRole,
  poolById,
  Role,
  type PackageType,
  type PoolId,
  type RoleId,
} from '@drawdesk/shared-kernel/domain';
import {
  allocateLines,
  BET_CODE_INFO,
  BET_ERROR_MESSAGES,
  canonicalBetString,
  expandOrder,
  formatAmount2,
  LimitBasis,
  netCostCents,
  parseBetString,
  parsePoolLine,
  receiptString,
  usageKey,
  type AllocationLine,
  type BetCode,
  type BetError,
  type BindingLimit,
  type ExpandedBet,
  type LimitBasisId,
  type ReceiptFormatId,
  type ReceiptModeId,
  type SoldOutLine,
} from '@drawdesk/shared-kernel/domain/betting';
import { sql } from 'kysely';
import { SessionChanged } from '../../auth/sessionStore';
import type { AuthContext } from '../../auth/sessionUser';
import type { Trx } from '../../db/retry';
import { inTransaction, isRetryable } from '../../db/retry';
import { BusinessError, forbidden } from '../../http/errors';
import { creditFigures } from '../account/credit';
import type { AreaDeps } from '../areaDeps';
import { openDraws, openDrawsFromRows, type OpenDraw } from '../draws/open';
import { effectiveFightLimit, rowsToLimits, COMPANY_PT, type LimitsCents } from '../limits/eatRules';
import { assertInScope, requireFunction } from '../limits/target';
import { queuedLookup } from '../numbers/numberQueues';
import { loadRedNumbers, redNumberLookup } from '../numbers/redNumbers';
import {
  packageIdsIn,
  packageTermsFromRows,
  resolveAccountTerms,
  type AccountTerms,
  type CodeTerms,
} from '../packages/pricing';
import { adjustmentLookup, adjustPayouts, loadPayoutAdjustments } from '../packages/templates';
import { PackageTermsCache, packageTermsCacheOf } from '../packages/termsCache';
import { OrderConfigCache, orderConfigCacheOf, orderConfigKey } from './configCache';
import { DEFAULT_CURRENCY, readSettings, type StoredSettings } from '../tree/settings';
import { betFormatsOf } from './orderInputs';
import {
  NOT_CHARGED,
  QUEUE_CHANGED,
  readOrderContext,
  readUsage,
  USAGE_CHANGED,
  writeOrder,
  type Executor,
  type LineRow,
  type PathUserRow,
  type ShareRow,
} from './orderStatements';
import type { PlaceOrderInput, PlaceOrderReply } from './types';
import { usageMapKey, type UsageRef } from './usage';
import { hasErrorCode, isUniqueViolation } from '../../db/errors';

/** A bet string with syntax errors: nothing is placed, every bad line is named (data.errors). */
export class OrderSyntaxError extends BusinessError {
  constructor(readonly errors: BetErrorRow[]) {
    super(BettingMessages.syntax(linesOf(errors)));
  }
}

const linesOf = (errors: readonly BetErrorRow[]) => [...new Set(errors.map((e) => e.line))].join(', ');

function errorRows(errors: readonly BetError[]): BetErrorRow[] {
  return errors.map((e) => ({
    line: e.line,
    reason: e.reason,
    ...(e.detail !== undefined ? { detail: e.detail } : {}),
    message: BET_ERROR_MESSAGES[e.reason] + (e.detail ? ` (${e.detail})` : ''),
  }));
}

interface ChainUser {
  id: number;
  username: string;
  roleId: RoleId;
  status: string;
  companyId: number | null;
  path: number[];
  settings: StoredSettings;
}

interface EatSetup {
  pt: number;
  grouping: number;
  maxFightLimit: number | null;
  limits: LimitsCents;
}

/** The bettor as the pipeline needs it, with the chain above it (direct upline first, company last). */
interface OrderParties {
  bettor: ChainUser;
  chain: ChainUser[];
  /** Every account of the bettor's path (root first), by id. */
  accounts: ReadonlyMap<number, ChainUser>;
}

const money = (cents: number) => formatAmount2(cents);

function statusRefusal(user: ChainUser): BusinessError | null {
  if (user.status === 'suspended') return new BusinessError(BettingMessages.suspended(user.username));
  if (user.status !== 'active') return new BusinessError(BettingMessages.inactive(user.username));
  return null;
}

/** DOMAIN 9 step 1, the checks that need no database: Bet permission, never an IT admin, an active actor. */
function checkActor(auth: AuthContext): void {
  requireFunction(auth, ['Bet'], [2]);
  if (auth.user.roleId === Role.ItAdmin) throw forbidden();
  if (auth.user.status === 'suspended')
    throw new BusinessError(BettingMessages.suspended(auth.user.username));
  if (auth.user.status !== 'active') throw new BusinessError(BettingMessages.inactive(auth.user.username));
}

/** DOMAIN 9 step 1 over the bettor's path accounts: tree scope and target lines, a bettor, every status active. */
function partiesFromRows(auth: AuthContext, bettorId: number, rows: readonly PathUserRow[]): OrderParties {
  const target = rows.find((r) => Number(r.id) === bettorId);
  const { path } = assertInScope(auth, target && { id: bettorId, path: target.path.map(Number) });
  const byId = new Map<number, ChainUser>(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        username: r.username,
        roleId: r.role_id as RoleId,
        status: r.status,
        companyId: r.company_id === null ? null : Number(r.company_id),
        path: r.path.map(Number),
        settings: readSettings(r.settings),
      },
    ]),
  );
  const bettor = byId.get(bettorId) as ChainUser;
  if (!isBettorRole(bettor.roleId)) throw new BusinessError(BettingMessages.notBettor);
  const companyAt = bettor.companyId === null ? -1 : path.indexOf(bettor.companyId);
  const chain = (companyAt < 0 ? [] : path.slice(companyAt, -1))
    .reverse()
    .map((id) => byId.get(id))
    .filter((u): u is ChainUser => u !== undefined);
  for (const user of [bettor, ...chain]) {
    const refusal = statusRefusal(user);
    if (refusal) throw refusal;
  }
  return { bettor, chain, accounts: byId };
}

/** pt, grouping, max and fight limits of every account of the chain, from the path rows. */
function eatSetupsFrom(chain: readonly ChainUser[], rows: readonly PathUserRow[]): Map<number, EatSetup> {
  const out = new Map<number, EatSetup>();
  for (const user of chain) {
    const row = rows.find((r) => Number(r.id) === user.id);
    const isCompany = user.roleId === Role.Company;
    out.set(user.id, {
      pt: isCompany ? COMPANY_PT : (row?.position_taking ?? 0),
      grouping: row?.grouping ?? LimitBasis.AmountBase,
      maxFightLimit: row?.max_fight_limit == null ? null : Number(row.max_fight_limit),
      limits: rowsToLimits(
        (row?.limits ?? []).map(([basis, key, amount]) => ({ basis, key, amount: Number(amount) })),
      ),
    });
  }
  return out;
}

function groupingLimit(setup: EatSetup, code: BetCode): number | null {
  const { limits } = setup;
  const own =
    setup.grouping === LimitBasis.TotalBase
      ? limits.totalBase
      : setup.grouping === LimitBasis.GroupBase
        ? limits.groupBase[BET_CODE_INFO[code].game as keyof LimitsCents['groupBase']]
        : limits.amountBase[code];
  return effectiveFightLimit(own ?? null, setup.maxFightLimit);
}

const packageTypeOf = (poolId: PoolId): PackageType => poolById(poolId)?.packageType ?? 0;

function codeTermsOf(
  terms: AccountTerms | undefined,
  poolId: PoolId,
  code: BetCode,
  red: boolean,
): CodeTerms {
  if (!terms) throw new Error('account terms missing');
  const table = red && terms.red ? terms.red : terms.byType[packageTypeOf(poolId)];
  return table.get(code) as CodeTerms;
}

/**
 * Base currency (MYR) per 10,000 units of the account's currency: the stored rate itself
 * (currency_rates.rate is the MYR value of one unit, per 10,000; docs/config-rules.md).
 */
function baseCurrencyRate(currency: string, rate: number | null): number | undefined {
  if (!currency || currency === DEFAULT_CURRENCY) return undefined;
  if (rate === null || rate <= 0) return undefined;
  return rate;
}

/** Draws read first for an order: D9 of a pool with 3 draws a week fits with room for special draws. */
const DRAW_WINDOW_DAYS = 40;

/**
 * The pools a bet string's pool lines name, and Magnum (the pool of a bet string without one): the
 * draws read before parsing. A pool missed here only costs a second parse against every draw.
 */
function poolsNamed(betString: string): number[] {
  const pools = new Set<number>([1]);
  for (const raw of betString.split(/\r\n|\r|\n/)) {
    if (!raw.includes('#')) continue;
    const line = raw.replace(/\s+/g, '');
    if (line.startsWith('#')) for (const p of parsePoolLine(line) ?? []) pools.add(p);
  }
  return [...pools];
}

/** The stored reply of an earlier order with this key from this login, if any. */
async function storedReply(db: Executor, actorId: number, orderKey: string) {
  const row = await db
    .selectFrom('tickets')
    .select('reply')
    .where('actor_id', '=', String(actorId))
    .where('order_key', '=', orderKey)
    .executeTakeFirst();
  return row ? (row.reply as PlaceOrderReply) : undefined;
}

const isOrderKeyViolation = (error: unknown): boolean => isUniqueViolation(error, 'tickets_order_key_idx');

/** The order's write found the bettor's credit short of its cost (NOT_CHARGED): nothing was written. */
class CreditShort extends Error {
  constructor(
    readonly bettor: ChainUser,
    readonly net: number,
  ) {
    super('The credit does not cover the order.');
  }
}

/**
 * What an order that failed answers, read after its transaction (or savepoint) was undone: a
 * repeated order key answers with the first order's reply, a short credit with the credit left.
 */
async function answerFailedOrder(db: Executor, actorId: number, orderKey: string, error: unknown) {
  if (isOrderKeyViolation(error)) {
    const reply = await storedReply(db, actorId, orderKey);
    if (reply) return reply;
  }
  if (error instanceof CreditShort) {
    const row = await db
      .selectFrom('users')
      .select(['credit_limit', 'outstanding', 'balance'])
      .where('id', '=', String(error.bettor.id))
      .executeTakeFirstOrThrow();
    // The credit left as the account screens and GetBettingContext show it (DOMAIN 3).
    const { creditLeft } = creditFigures({
      roleId: error.bettor.roleId,
      creditLimit: row.credit_limit === null ? null : Number(row.credit_limit),
      balance: Number(row.balance),
      outstanding: Number(row.outstanding),
      downlineLimits: 0,
    });
    throw new BusinessError(BettingMessages.insufficientCredit(money(creditLeft), money(error.net)));
  }
  throw error;
}

/**
 * How a run of the pipeline reads: `lock` runs it in a transaction that locks the usage rows before
 * allocating; without it each statement commits on its own and the write checks what was read.
 * `readQueue`: the company's queued numbers are read (else, when nothing else must be read, the
 * write checks that none of the order's numbers is queued).
 */
interface PipelineMode {
  lock: boolean;
  readQueue: boolean;
}

/** What a server keeps in memory for orders (each checked against its revision by the order's statements). */
interface KeptInMemory {
  packages: PackageTermsCache;
  config: OrderConfigCache;
}

/** Runs of one order at most (a changed queue, then changed usage, deadlocks, serialization failures). */
const MAX_RUNS = 5;

/** Pipeline runs of this process by kind (the race tests check that both kinds ran). */
export const orderRunCounts = { unlocked: 0, locked: 0 };

/** What an order does after a run failed with `error`: run again in `mode`, or fail (null). */
function nextRun(mode: PipelineMode, error: unknown): PipelineMode | null {
  if (hasErrorCode(error, QUEUE_CHANGED) && !mode.readQueue) return { lock: mode.lock, readQueue: true };
  if (hasErrorCode(error, QUEUE_CHANGED) || hasErrorCode(error, USAGE_CHANGED) || isRetryable(error))
    return { lock: true, readQueue: true };
  return null;
}

/**
 * DOMAIN 9; a repeated order key returns the first reply. The order runs first as separate
 * statements with no transaction (docs/betting-rules.md "Order pipeline" 24-26): the usage rows are
 * read without a lock (not at all when the order meets no limit and the package terms are kept)
 * and the one statement that writes the order checks them and the number queue; when a number was
 * queued it runs again reading the queue, and when usage changed (a concurrent order on the same
 * limit) or a deadlock or serialization failure was met, in one transaction that locks the usage
 * rows before allocating.
 * `sessionStamp`: `auth` is a kept session with this stamp, checked by the first statement
 * (SessionChanged, nothing done, when it no longer holds).
 */
export async function placeOrder(
  deps: AreaDeps,
  auth: AuthContext,
  input: PlaceOrderInput,
  sessionStamp: string | null = null,
): Promise<PlaceOrderReply> {
  const session = sessionStamp === null ? null : { id: auth.sessionId, stamp: sessionStamp };
  const kept: KeptInMemory = { packages: packageTermsCacheOf(deps.db), config: orderConfigCacheOf(deps.db) };
  const run = (db: Executor, mode: PipelineMode) =>
    runPipeline(db, deps.clock.now(), auth, input, session, mode, kept);
  try {
    let mode: PipelineMode = { lock: false, readQueue: false };
    for (let runs = 1; ; runs++) {
      try {
        orderRunCounts[mode.lock ? 'locked' : 'unlocked']++;
        return mode.lock
          ? await inTransaction(deps.db, (trx) => run(trx, mode))
          : // One connection for the order's statements (no transaction: each commits on its own).
            await deps.db.connection().execute((conn) => run(conn, mode));
      } catch (error) {
        const next = runs < MAX_RUNS ? nextRun(mode, error) : null;
        if (!next) throw error;
        mode = next;
      }
    }
  } catch (error) {
    return answerFailedOrder(deps.db, auth.user.id, input.orderKey, error);
  }
}

/**
 * The order pipeline inside the caller's transaction (demo seed, auto tickets), under a savepoint,
 * with the usage rows locked: a refusal (BusinessError, OrderSyntaxError) leaves the caller's
 * transaction as it was, and a concurrent twin of the same order key answers with the winner's reply.
 * Nothing read here is kept in memory: the caller's transaction may have changed configuration.
 */
export async function placeOrderInTrx(
  trx: Trx,
  now: Date,
  auth: AuthContext,
  input: PlaceOrderInput,
): Promise<PlaceOrderReply> {
  const mode = { lock: true, readQueue: true };
  const kept = { packages: new PackageTermsCache(), config: new OrderConfigCache() };
  for (let runs = 1; ; runs++) {
    await sql`SAVEPOINT place_order`.execute(trx);
    try {
      const reply = await runPipeline(trx, now, auth, input, null, mode, kept);
      await sql`RELEASE SAVEPOINT place_order`.execute(trx);
      return reply;
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT place_order`.execute(trx);
      if (hasErrorCode(error, QUEUE_CHANGED) && runs < MAX_RUNS) continue;
      return answerFailedOrder(trx, auth.user.id, input.orderKey, error);
    }
  }
}

/**
 * The order pipeline (DOMAIN 9): parties, parse, open draws, allocation on the limit usage,
 * pricing, then one statement that writes the usage, charges the credit by one conditional update
 * and writes the ticket with its lines, shares, unposted amounts, queued numbers and credit log.
 * Throws BusinessError (OrderSyntaxError for a bad bet string) or CreditShort and writes nothing
 * then. Round trips (orderStatements.ts): one read before parsing, one that reads the usage rows,
 * queued numbers and package terms when there is any of them to read (`mode.lock`: locking the
 * usage rows; else the write raises USAGE_CHANGED when one changed since), one write.
 */
async function runPipeline(
  db: Executor,
  now: Date,
  auth: AuthContext,
  input: PlaceOrderInput,
  session: { id: string; stamp: string } | null,
  mode: PipelineMode,
  kept: KeptInMemory,
): Promise<PlaceOrderReply> {
  const actorId = auth.user.id;
  const bettorId = input.targetUserId ?? auth.principalId;
  const today = businessDate(now);
  const windowEnd = addDays(today, DRAW_WINDOW_DAYS);
  // 8. Idempotency: a repeat reads the stored reply; a concurrent twin fails on tickets_order_key_idx
  // at its ticket insert (placeOrder then answers with the winner's reply).
  const pools = poolsNamed(input.betString);
  const configKey = orderConfigKey(bettorId, today, pools);
  const ctx = await readOrderContext(db, {
    bettorId,
    actorId,
    orderKey: input.orderKey,
    today,
    toDate: windowEnd,
    pools,
    session,
    kept: kept.config.get(configKey),
  });
  if (ctx.configRead) kept.config.set(configKey, ctx.configRevision, ctx.config);
  const config = ctx.config;
  if (!ctx.sessionOk) throw new SessionChanged();
  if (ctx.prior) return ctx.prior;

  // 1. Who bets for whom.
  checkActor(auth);
  const { bettor, chain, accounts } = partiesFromRows(auth, bettorId, config.users);
  const company = chain.find((u) => u.roleId === Role.Company) ?? null;

  // 2-3. Parse and expand against the draws open at the server's time.
  const allowLate = bettor.settings.allowOrderWithinResultRelease;
  const parseWith = (draws: Map<PoolId, OpenDraw[]>) => {
    const openDates: Partial<Record<PoolId, string[]>> = {};
    const drawOf = new Map<string, { drawId: number; late: boolean }>();
    for (const [poolId, list] of draws) {
      openDates[poolId] = list.map((d) => d.drawDate);
      for (const d of list) drawOf.set(`${poolId}|${d.drawDate}`, { drawId: d.drawId, late: d.late });
    }
    const result = parseBetString(input.betString, {
      today,
      openDraws: openDates,
      maxLines: config.system.maxLineBetInUI,
      betFormats: betFormatsOf(bettor.settings.betFormat),
    });
    return { result, drawOf };
  };
  // Most orders bet on the next few draws: the window read first, and every future draw only when a
  // date was not found in it (so the answer is the same as with the full list).
  let { result: parsed, drawOf } = parseWith(openDrawsFromRows(config.draws, now, { allowLate }));
  let pastWindow = false;
  if (!parsed.ok && parsed.errors.some((e) => e.reason === 'BET_DRAW_CLOSED')) {
    ({ result: parsed, drawOf } = parseWith(await openDraws(db, now, { allowLate })));
    pastWindow = true;
  }
  if (!parsed.ok) throw new OrderSyntaxError(errorRows(parsed.errors));
  const order = parsed.order;
  const { bets } = expandOrder(order, () => 10_000);
  const drawIdOf = (bet: ExpandedBet) => {
    const d = drawOf.get(`${bet.poolId}|${bet.drawDate}`);
    if (!d) throw new BusinessError(BettingMessages.drawDatesClosed(bet.drawDate));
    return d;
  };
  const betDraws = bets.map(drawIdOf);
  const dates = [...new Set(bets.map((b) => b.drawDate))].sort();
  const drawIds = [...new Set(betDraws.map((d) => d.drawId))];
  const chainIds = chain.map((u) => u.id);

  // 4. Allocation inputs: terms, eat settings, red numbers, posting (read above); red numbers and
  // adjustments of dates past the window (rare) are read again for the order's dates.
  const packageIdsOf = new Map([...accounts].map(([id, u]) => [id, u.settings.packageIds ?? {}]));
  const eat = eatSetupsFrom(chain, config.users);
  const beyond = pastWindow && (dates[dates.length - 1] as string) > windowEnd;
  const [redOf, adjustmentsOf] = beyond
    ? await Promise.all([
        loadRedNumbers(db, [bettor.id, ...chainIds], dates),
        loadPayoutAdjustments(db, dates),
      ])
    : [redNumberLookup(config.red), adjustmentLookup(config.adjustments)];
  const posting = company !== null && config.posting;
  const currencyRate = baseCurrencyRate(bettor.settings.currency, config.currencyRate);

  const refs = new Map<string, UsageRef>();
  const isRed: boolean[] = [];
  const levels = bets.map((bet, i) => {
    const { drawId } = betDraws[i] as { drawId: number };
    let red = redOf(bettor.id, bet.poolId, bet.drawDate, bet.number) !== undefined;
    const out = chain.map((user) => {
      const setup = eat.get(user.id) as EatSetup;
      const limits: BindingLimit[] = [];
      const bind = (basis: LimitBasisId, limit: number) => {
        const ref = {
          userId: user.id,
          drawId,
          basis,
          limitKey: usageKey(basis, bet.code, bet.limitKey, bet.kind),
        };
        const key = usageMapKey(ref);
        refs.set(key, ref);
        limits.push({ key, limit });
      };
      const own = groupingLimit(setup, bet.code);
      if (own !== null) bind(setup.grouping as LimitBasisId, own);
      const hit = redOf(user.id, bet.poolId, bet.drawDate, bet.number);
      if (hit) {
        red = true;
        if (hit.fightLimitCents !== null) bind(LimitBasis.RedNumber, hit.fightLimitCents);
      }
      return { userId: user.id, pt: setup.pt, limits };
    });
    isRed.push(red);
    return out;
  });

  // Read (or lock, in the fixed key order) the usage rows, with the company's queued numbers and the
  // packages' rates of the order's codes in the same statement, then allocate; the new usage is
  // written with the ticket.
  // Without limits to read, package terms kept at the current revision and no queue to read (the
  // write checks that none of the order's numbers is queued), there is nothing to read.
  const packageIds = [...packageIdsIn(packageIdsOf, config.defaults)];
  let packageTerms = mode.lock ? null : kept.packages.lookup(ctx.packagesRevision, packageIds);
  let usage = new Map<string, number>();
  let queued: ReturnType<typeof queuedLookup> = () => false;
  if (mode.lock || mode.readQueue || refs.size > 0 || packageTerms === null) {
    const read = await readUsage(
      db,
      [...refs.values()],
      company ? { companyId: company.id, drawIds, numbers: [...new Set(bets.map((b) => b.number))] } : null,
      packageTerms === null ? packageIds : [],
      mode.lock,
    );
    usage = read.used;
    queued = queuedLookup(read.queued);
    if (packageTerms === null) {
      packageTerms = packageTermsFromRows(read.packages);
      kept.packages.store(read.packagesRevision, packageIds, packageTerms);
    }
  }
  const terms = resolveAccountTerms([bettor, ...chain], packageIdsOf, config.defaults, packageTerms);
  const lines: AllocationLine[] = bets.map((bet, i) => ({
    stakeCents: bet.stakeCents,
    levels: levels[i]!,
    posting,
    blocked: company !== null && queued((betDraws[i] as { drawId: number }).drawId, bet.number, bet.code),
  }));
  const before = new Map(usage);
  const allocations = allocateLines(lines, usage);

  // 5. Price the accepted stakes with the bettor's terms (red package for red numbers, templates).
  let gross = 0;
  let net = 0;
  const priced = bets.map((bet, i) => {
    const alloc = allocations[i]!;
    const adjust = adjustmentsOf(bet.poolId, bet.drawDate, bet.code);
    const termsOf = (userId: number) => {
      const t = codeTermsOf(terms.get(userId), bet.poolId, bet.code, isRed[i] as boolean);
      return { t, payouts: adjust.length > 0 ? adjustPayouts(t.payouts, adjust) : [...t.payouts] };
    };
    const own = termsOf(bettor.id);
    const lineNet = netCostCents(alloc.acceptedCents, own.t.betRate);
    gross += alloc.acceptedCents;
    net += lineNet;
    return { bet, alloc, own, lineNet, termsOf };
  });

  // Numbers taken at the start (a refused order leaves a gap in them, as a rolled-back one would).
  const ticketId = ctx.ticketId;
  const ticketNo = ctx.ticketNo;
  const xid = randomBytes(10).toString('hex').toUpperCase();

  // 7. The reply and receipt.
  const soldOutLines: SoldOutLine[] = [];
  for (const { bet, alloc } of priced) {
    if (alloc.soldOutCents > 0) {
      soldOutLines.push({
        inputLine: bet.inputLine,
        drawDate: bet.drawDate,
        poolId: bet.poolId,
        number: bet.number,
        code: bet.code,
        kind: bet.kind,
        requestedCents: alloc.requestedCents,
        acceptedCents: alloc.acceptedCents,
      });
    }
  }
  const receipt = receiptString({
    username: bettor.username,
    ticketNo,
    order,
    receiptFormat: (bettor.settings.receiptFormat || 1) as ReceiptFormatId,
    receiptMode: (bettor.settings.receiptMode || 1) as ReceiptModeId,
    soldOut: soldOutLines,
    ...(currencyRate !== undefined ? { baseCurrencyRate: currencyRate } : {}),
  });
  const expressBetString = canonicalBetString(order);
  const reply: PlaceOrderReply = {
    ticketId,
    ticketNo,
    ticketXId: xid,
    receiptString: receipt,
    expressBetString,
    grossAmount: centsToUnits(gross),
    netAmount: centsToUnits(net),
    soldOut: soldOutLines.map((s) => ({
      line: s.inputLine,
      drawDate: s.drawDate,
      poolId: s.poolId,
      number: s.number,
      code: s.code,
      requested: centsToUnits(s.requestedCents),
      accepted: centsToUnits(s.acceptedCents),
    })),
  };

  // 6. The ticket's lines and shares, unposted amounts and queued numbers.
  const lineRows: LineRow[] = [];
  const shareRows: ShareRow[] = [];
  const unposted = new Map<string, { drawId: number; number: string; code: string; amount: number }>();
  const toQueue = new Map<string, { drawId: number; number: string; code: string }>();
  for (let i = 0; i < priced.length; i++) {
    const { bet, alloc, own, lineNet, termsOf } = priced[i]!;
    const drawId = (betDraws[i] as { drawId: number }).drawId;
    const line = i + 1;
    lineRows.push({
      i: line,
      draw_id: drawId,
      pool_id: bet.poolId,
      draw_date: bet.drawDate,
      input_line: bet.inputLine,
      number: bet.number,
      code: bet.code,
      kind: bet.kind,
      limit_key: bet.limitKey,
      requested: alloc.requestedCents,
      stake: alloc.acceptedCents,
      ibox_divisor: bet.iboxDivisor,
      base_rate: own.t.baseRate,
      bet_rate: own.t.betRate,
      payouts: own.payouts,
      package_id: own.t.packageId,
      is_red: isRed[i] as boolean,
      net: lineNet,
      blocked: lines[i]!.blocked === true,
    });
    if (alloc.soldOutCents > 0 && !lines[i]!.blocked && company) {
      toQueue.set(`${drawId}|${bet.number}|${bet.code}`, { drawId, number: bet.number, code: bet.code });
    }
    if (alloc.acceptedCents <= 0) continue;
    shareRows.push({
      line,
      draw_id: drawId,
      pool_id: bet.poolId,
      draw_date: bet.drawDate,
      user_id: bettor.id,
      depth: 0,
      down_user_id: null,
      in_amount: 0,
      eat: 0,
      out_amount: alloc.acceptedCents,
      rate: own.t.betRate,
      payouts: own.payouts,
      down_rate: null,
      down_payouts: null,
      usage_keys: [],
    });
    let down = { id: bettor.id, rate: own.t.betRate, payouts: own.payouts };
    alloc.shares.forEach((s, k) => {
      const mine = termsOf(s.userId);
      shareRows.push({
        line,
        draw_id: drawId,
        pool_id: bet.poolId,
        draw_date: bet.drawDate,
        user_id: s.userId,
        depth: k + 1,
        down_user_id: down.id,
        in_amount: s.inCents,
        eat: s.eatCents,
        out_amount: s.outCents,
        rate: mine.t.betRate,
        payouts: mine.payouts,
        down_rate: down.rate,
        down_payouts: down.payouts,
        usage_keys: s.keys.map((key) => {
          const ref = refs.get(key) as UsageRef;
          return `${ref.basis}|${ref.limitKey}`;
        }),
      });
      down = { id: s.userId, rate: mine.t.betRate, payouts: mine.payouts };
    });
    if (alloc.unpostedCents > 0 && company) {
      const number = bet.kind === 3 ? bet.number : bet.limitKey;
      const key = `${drawId}|${number}|${bet.code}`;
      const cur = unposted.get(key);
      if (cur) cur.amount += alloc.unpostedCents;
      else unposted.set(key, { drawId, number, code: bet.code, amount: alloc.unpostedCents });
    }
  }

  // The usage added, the credit (one conditional update with its credit-log row) and only when it
  // charged the ticket, its lines and shares, the unposted amounts and queued numbers: one statement.
  try {
    await writeOrder(db, {
      bettorId: bettor.id,
      actorId,
      net,
      usage: [...refs.entries()].map(([key, ref]) => ({
        ...ref,
        expected: before.get(key) ?? 0,
        delta: (usage.get(key) ?? 0) - (before.get(key) ?? 0),
      })),
      ticket: {
        id: ticketId,
        ticketNo,
        xid,
        orderingAgentId: auth.principalId,
        companyId: bettor.companyId,
        source: input.source,
        orderKey: input.orderKey,
        betString: expressBetString,
        receipt,
        gross,
        isLate: betDraws.some((d) => d.late),
        firstDrawDate: dates[0] as string,
        lastDrawDate: dates[dates.length - 1] as string,
        reply,
      },
      lines: lineRows,
      shares: shareRows,
      companyId: company?.id ?? null,
      unposted: company ? [...unposted.values()] : [],
      queue: company ? [...toQueue.values()] : [],
      queueReason: `Sold out (ticket ${ticketNo})`.slice(0, 500),
    });
  } catch (error) {
    if (hasErrorCode(error, NOT_CHARGED)) throw new CreditShort(bettor, net);
    throw error;
  }
  return reply;
}
