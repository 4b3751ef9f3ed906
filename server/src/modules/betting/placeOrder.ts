import { randomBytes } from 'node:crypto';
import { BettingMessages, ServerMessages, type BetErrorRow } from '@drawdesk/shared-kernel/contract';
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
  codeFitsLength,
  expandOrder,
  formatAmount2,
  isBetCode,
  LimitBasis,
  netCostCents,
  NUMBER_LENGTHS,
  parseBetString,
  receiptString,
  usageKey,
  type AllocationLine,
  type BetCode,
  type BetError,
  type BindingLimit,
  type ExpandedBet,
  type LimitBasisId,
  type NumberLength,
  type ReceiptFormatId,
  type ReceiptModeId,
  type SoldOutLine,
} from '@drawdesk/shared-kernel/domain/betting';
import { sql } from 'kysely';
import { canRead, readsEverything } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import type { Trx } from '../../db/retry';
import { inTransaction } from '../../db/retry';
import { BusinessError, forbidden } from '../../http/errors';
import type { AreaDeps } from '../areaDeps';
import { openDraws } from '../draws/open';
import { effectiveFightLimit, rowsToLimits, COMPANY_PT, type LimitsCents } from '../limits/eatRules';
import { requireFunction } from '../limits/target';
import { loadQueuedNumbers, queueNumber } from '../numbers/numberQueues';
import { loadRedNumbers } from '../numbers/redNumbers';
import { loadAccountTerms, type AccountTerms, type CodeTerms } from '../packages/pricing';
import { adjustPayouts, loadPayoutAdjustments } from '../packages/templates';
import { readSystemSettings } from '../system/settings';
import { DEFAULT_CURRENCY, readSettings, type StoredSettings } from '../tree/settings';
import type { PlaceOrderInput, PlaceOrderReply } from './types';
import { addUsage, lockUsage, usageMapKey, type UsageRef } from './usage';

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
export interface OrderParties {
  bettor: ChainUser;
  chain: ChainUser[];
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

interface PathRow {
  id: string | number;
  username: string;
  role_id: number;
  status: string;
  company_id: string | number | null;
  path: ReadonlyArray<string | number>;
  settings: unknown;
}

/** DOMAIN 9 step 1 over the bettor's path accounts: tree scope and target lines, a bettor, every status active. */
function partiesFromRows(auth: AuthContext, bettorId: number, rows: readonly PathRow[]): OrderParties {
  const target = rows.find((r) => Number(r.id) === bettorId);
  if (!target) {
    if (readsEverything(auth)) throw new BusinessError(ServerMessages.notFound);
    throw forbidden();
  }
  const path = target.path.map(Number);
  if (!canRead(auth, { id: bettorId, path })) throw forbidden();
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
  return { bettor, chain };
}

/** DOMAIN 9 step 1: Bet permission, tree scope and target lines, a bettor, every status active. */
export async function resolveParties(
  trx: Trx,
  auth: AuthContext,
  targetUserId?: number,
): Promise<OrderParties> {
  checkActor(auth);
  const bettorId = targetUserId ?? auth.principalId;
  // The bettor and every account above it, in one read.
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'username', 'role_id', 'status', 'company_id', 'path', 'settings'])
    .where(sql<boolean>`id = ANY(SELECT unnest(path) FROM users WHERE id = ${bettorId})`)
    .execute();
  return partiesFromRows(auth, bettorId, rows);
}

/** The account's positional formats (settings.betFormat, codes in order) per number length. */
function betFormatsOf(settings: StoredSettings): Partial<Record<NumberLength, BetCode[]>> {
  const codes = settings.betFormat.map((c) => c.toUpperCase()).filter(isBetCode);
  if (codes.length === 0) return {};
  const out: Partial<Record<NumberLength, BetCode[]>> = {};
  for (const length of NUMBER_LENGTHS) {
    const fit = codes.filter((c) => codeFitsLength(c, length));
    if (fit.length > 0) out[length] = fit;
  }
  return out;
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

/** Base currency (MYR) per 10,000 units of the account's currency from its rate (units per 1 MYR). */
function baseCurrencyRate(currency: string, rate: number | null): number | undefined {
  if (!currency || currency === DEFAULT_CURRENCY) return undefined;
  if (rate === null || rate <= 0) return undefined;
  return Math.round((10_000 * 10_000) / rate);
}

const CHUNK = 1000;
/** Draws read first for an order: D9 of a pool with 3 draws a week fits with room for special draws. */
const DRAW_WINDOW_DAYS = 40;
async function insertChunks<T>(rows: readonly T[], insert: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The stored reply of an earlier order with this key from this login, if any. */
export async function storedReply(db: Trx | AreaDeps['db'], actorId: number, orderKey: string) {
  const row = await db
    .selectFrom('tickets')
    .select('reply')
    .where('actor_id', '=', String(actorId))
    .where('order_key', '=', orderKey)
    .executeTakeFirst();
  return row ? (row.reply as PlaceOrderReply) : undefined;
}

const isOrderKeyViolation = (error: unknown): boolean => {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return (
    e?.code === '23505' &&
    (e.constraint === 'tickets_order_key_idx' || !!e.message?.includes('tickets_order_key_idx'))
  );
};

/** DOMAIN 9 in one transaction of its own; a repeated order key returns the first reply. */
export async function placeOrder(
  deps: AreaDeps,
  auth: AuthContext,
  input: PlaceOrderInput,
): Promise<PlaceOrderReply> {
  try {
    return await inTransaction(deps.db, (trx) => runPipeline(trx, deps.clock.now(), auth, input));
  } catch (error) {
    if (isOrderKeyViolation(error)) {
      const reply = await storedReply(deps.db, auth.user.id, input.orderKey);
      if (reply) return reply;
    }
    throw error;
  }
}

/**
 * The order pipeline inside the caller's transaction (demo seed, auto tickets), under a savepoint:
 * a refusal (BusinessError, OrderSyntaxError) leaves the caller's transaction as it was, and a
 * concurrent twin of the same order key answers with the winner's reply.
 */
export async function placeOrderInTrx(
  trx: Trx,
  now: Date,
  auth: AuthContext,
  input: PlaceOrderInput,
): Promise<PlaceOrderReply> {
  await sql`SAVEPOINT place_order`.execute(trx);
  try {
    const reply = await runPipeline(trx, now, auth, input);
    await sql`RELEASE SAVEPOINT place_order`.execute(trx);
    return reply;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT place_order`.execute(trx);
    if (isOrderKeyViolation(error)) {
      const reply = await storedReply(trx, auth.user.id, input.orderKey);
      if (reply) return reply;
    }
    throw error;
  }
}

/**
 * The order pipeline (DOMAIN 9) in one transaction:
 * parties, parse, open draws, allocation under locked limit usage, pricing, the credit charge by
 * one conditional update, the ticket with its lines, shares, unposted amounts and credit log.
 * Throws BusinessError (OrderSyntaxError for a bad bet string) and writes nothing then.
 */
async function runPipeline(
  trx: Trx,
  now: Date,
  auth: AuthContext,
  input: PlaceOrderInput,
): Promise<PlaceOrderReply> {
  const actorId = auth.user.id;
  // 8. Idempotency: a repeat reads the stored reply; a concurrent twin fails on tickets_order_key_idx
  // at its ticket insert (placeOrder then answers with the winner's reply).
  const first = await sql<{ reply: PlaceOrderReply | null; ticket_no: string; ticket_id: string }>`
    SELECT (SELECT reply FROM tickets WHERE actor_id = ${actorId} AND order_key = ${input.orderKey}) AS reply,
      nextval('ticket_no_seq')::text AS ticket_no, nextval('tickets_id_seq')::text AS ticket_id`.execute(trx);
  const prior = first.rows[0]?.reply;
  if (prior) return prior;

  // 1. Who bets for whom.
  const { bettor, chain } = await resolveParties(trx, auth, input.targetUserId);
  const company = chain.find((u) => u.roleId === Role.Company) ?? null;

  // 2-3. Parse and expand against the draws open at the server's time.
  const system = await readSystemSettings(trx);
  const today = businessDate(now);
  const allowLate = bettor.settings.allowOrderWithinResultRelease;
  const parseWith = async (toDate?: string) => {
    const draws = await openDraws(trx, now, { allowLate, ...(toDate ? { toDate } : {}) });
    const openDates: Partial<Record<PoolId, string[]>> = {};
    const drawOf = new Map<string, { drawId: number; late: boolean }>();
    for (const [poolId, list] of draws) {
      openDates[poolId] = list.map((d) => d.drawDate);
      for (const d of list) drawOf.set(`${poolId}|${d.drawDate}`, { drawId: d.drawId, late: d.late });
    }
    const result = parseBetString(input.betString, {
      today,
      openDraws: openDates,
      maxLines: system.maxLineBetInUI,
      betFormats: betFormatsOf(bettor.settings),
    });
    return { result, drawOf };
  };
  // Most orders bet on the next few draws: read a window first, and every future draw only when a
  // date was not found in it (so the answer is the same as with the full list).
  let { result: parsed, drawOf } = await parseWith(addDays(today, DRAW_WINDOW_DAYS));
  if (!parsed.ok && parsed.errors.some((e) => e.reason === 'BET_DRAW_CLOSED'))
    ({ result: parsed, drawOf } = await parseWith());
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

  // 4. Allocation inputs: terms, eat settings, red numbers, queued numbers, posting.
  const [terms, eat, redOf, queued, posting, adjustmentsOf, currencyRate] = await Promise.all([
    loadAccountTerms(trx, [bettor.id, ...chainIds]),
    loadEatSetups(trx, chain),
    loadRedNumbers(trx, [bettor.id, ...chainIds], dates),
    company ? loadQueuedNumbers(trx, company.id, drawIds) : Promise.resolve(() => false),
    company
      ? trx
          .selectFrom('remote_bet_agents')
          .select('id')
          .where('company_id', '=', String(company.id))
          .where('status', '=', 1)
          .where('post_enabled', '=', true)
          .limit(1)
          .executeTakeFirst()
          .then((r) => r !== undefined)
      : Promise.resolve(false),
    loadPayoutAdjustments(trx, dates),
    baseCurrencyRate(trx, bettor.settings.currency),
  ]);

  const refs = new Map<string, UsageRef>();
  const isRed: boolean[] = [];
  const lines: AllocationLine[] = bets.map((bet, i) => {
    const { drawId } = betDraws[i] as { drawId: number };
    let red = redOf(bettor.id, bet.poolId, bet.drawDate, bet.number) !== undefined;
    const levels = chain.map((user) => {
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
    return {
      stakeCents: bet.stakeCents,
      levels,
      posting,
      blocked: queued(drawId, bet.number, bet.code),
    };
  });

  // Lock the usage rows in the fixed key order, then allocate and write the new usage.
  const usage = refs.size > 0 ? await lockUsage(trx, [...refs.values()]) : new Map<string, number>();
  const before = new Map(usage);
  const allocations = allocateLines(lines, usage);
  await addUsage(
    trx,
    [...refs.entries()].map(([key, ref]) => ({
      ...ref,
      delta: (usage.get(key) ?? 0) - (before.get(key) ?? 0),
    })),
  );

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
  const ticketId = Number(first.rows[0]?.ticket_id);
  const ticketNo = first.rows[0]?.ticket_no as string;
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

  // 6. The ticket, its lines, shares, unposted amounts, queued numbers and the credit log.
  await trx
    .insertInto('tickets')
    .values({
      id: ticketId,
      ticket_no: ticketNo,
      xid,
      bettor_id: bettor.id,
      actor_id: actorId,
      ordering_agent_id: auth.principalId,
      company_id: bettor.companyId,
      source: input.source,
      order_key: input.orderKey,
      bet_string: expressBetString,
      receipt_string: receipt,
      gross,
      net,
      is_late: betDraws.some((d) => d.late),
      first_draw_date: dates[0] as string,
      last_draw_date: dates[dates.length - 1] as string,
      reply: JSON.stringify(reply),
    })
    .execute();

  const lineIds = new Map<string, number>();
  const lineKey = (drawId: number, inputLine: number, number: string, code: string) =>
    `${drawId}|${inputLine}|${number}|${code}`;
  await insertChunks(
    priced.map((p, i) => ({
      p,
      drawId: (betDraws[i] as { drawId: number }).drawId,
      red: isRed[i] as boolean,
    })),
    async (part) => {
      const rows = await trx
        .insertInto('bet_lines')
        .values(
          part.map(({ p, drawId, red }) => ({
            ticket_id: ticketId,
            bettor_id: bettor.id,
            draw_id: drawId,
            pool_id: p.bet.poolId,
            draw_date: p.bet.drawDate,
            input_line: p.bet.inputLine,
            number: p.bet.number,
            code: p.bet.code,
            kind: p.bet.kind,
            limit_key: p.bet.limitKey,
            requested: p.alloc.requestedCents,
            stake: p.alloc.acceptedCents,
            ibox_divisor: p.bet.iboxDivisor,
            base_rate: p.own.t.baseRate,
            bet_rate: p.own.t.betRate,
            payouts: p.own.payouts,
            package_id: p.own.t.packageId,
            is_red: red,
            net: p.lineNet,
          })),
        )
        .returning(['id', 'draw_id', 'input_line', 'number', 'code'])
        .execute();
      for (const r of rows)
        lineIds.set(lineKey(Number(r.draw_id), r.input_line, r.number, r.code), Number(r.id));
    },
  );

  const shareRows = [];
  const unposted = new Map<string, { drawId: number; number: string; code: string; amount: number }>();
  const toQueue = new Map<string, { drawId: number; number: string; code: string }>();
  for (let i = 0; i < priced.length; i++) {
    const { bet, alloc, own, termsOf } = priced[i]!;
    const drawId = (betDraws[i] as { drawId: number }).drawId;
    if (alloc.soldOutCents > 0 && !lines[i]!.blocked && company) {
      toQueue.set(`${drawId}|${bet.number}|${bet.code}`, { drawId, number: bet.number, code: bet.code });
    }
    if (alloc.acceptedCents <= 0) continue;
    const betLineId = lineIds.get(lineKey(drawId, bet.inputLine, bet.number, bet.code)) as number;
    const base = { bet_line_id: betLineId, draw_id: drawId, pool_id: bet.poolId, draw_date: bet.drawDate };
    shareRows.push({
      ...base,
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
      usage_keys: [] as string[],
    });
    let down = { id: bettor.id, rate: own.t.betRate, payouts: own.payouts };
    alloc.shares.forEach((s, k) => {
      const mine = termsOf(s.userId);
      shareRows.push({
        ...base,
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
  await insertChunks(shareRows, (part) => trx.insertInto('bet_shares').values(part).execute());

  if (company && unposted.size > 0) {
    const rows = [...unposted.values()].sort(
      (a, b) =>
        a.drawId - b.drawId ||
        (a.number < b.number ? -1 : a.number > b.number ? 1 : a.code < b.code ? -1 : 1),
    );
    await insertChunks(rows, (part) =>
      trx
        .insertInto('unposted_amounts')
        .values(
          part.map((r) => ({
            company_id: company.id,
            draw_id: r.drawId,
            number: r.number,
            code: r.code,
            amount: r.amount,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['company_id', 'draw_id', 'number', 'code'])
            .doUpdateSet({ amount: sql`unposted_amounts.amount + excluded.amount` }),
        )
        .execute(),
    );
  }
  if (company) {
    for (const q of [...toQueue.values()].sort(
      (a, b) => a.drawId - b.drawId || (a.number + a.code < b.number + b.code ? -1 : 1),
    )) {
      await queueNumber(trx, {
        companyId: company.id,
        drawId: q.drawId,
        number: q.number,
        code: q.code,
        reason: `Sold out (ticket ${ticketNo})`,
        createdBy: actorId,
      });
    }
  }

  // 5. Credit, last so the bettor's row is locked only until commit: one conditional update
  // charges the net cost (with its credit-log row) or refuses the whole order.
  const charged = await sql<{ pre: string }>`
    WITH u AS (
      UPDATE users SET outstanding = outstanding + ${net}
      WHERE id = ${bettor.id}
        AND (credit_limit IS NULL OR credit_limit - outstanding - ${net} + balance >= 0)
      RETURNING id, company_id, coalesce(credit_limit, 0) - outstanding + balance AS post
    ), l AS (
      INSERT INTO credit_log (company_id, user_id, actor_id, reason, amount, pre_balance, post_balance)
      SELECT company_id, id, ${actorId}, 'bet', ${-net}, post + ${net}, post FROM u
    )
    SELECT post + ${net} AS pre FROM u`.execute(trx);
  if (charged.rows.length === 0) {
    const row = await trx
      .selectFrom('users')
      .select(['credit_limit', 'outstanding', 'balance'])
      .where('id', '=', String(bettor.id))
      .executeTakeFirstOrThrow();
    const left = Number(row.credit_limit ?? 0) - Number(row.outstanding) + Number(row.balance);
    throw new BusinessError(BettingMessages.insufficientCredit(money(left), money(net)));
  }
  return reply;
}
