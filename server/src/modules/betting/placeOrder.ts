import { addDays, businessDate } from '@drawdesk/shared-kernel/domain';
import { ticketRows } from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../auth/sessionUser';
import type { Trx } from '../../db/retry';
import type { AreaDeps } from '../../areaDeps';
import { PackageTermsCache, packageTermsCacheOf } from '../configuration';
import { OrderConfigCache, orderConfigCacheOf } from './configCache';
import { allocateOrder, type AllocatedOrder } from './order/allocation';
import { DRAW_WINDOW_DAYS, parseOrder, readOrderInputs, type KeptInMemory } from './order/inputs';
import { orderParties } from './order/parties';
import { accountTerms, priceLines } from './order/pricing';
import { newTicketXid, orderReply, withTicketNo } from './order/reply';
import { orderWrite } from './order/rows';
import { runOrder, runOrderInTrx, writeChecked, type PipelineMode } from './order/write';
import type { Executor } from './queries/orderStatements';
import { TICKET_NO_TOKEN, type PlaceOrderInput, type PlaceOrderReply } from './types';

export { OrderSyntaxError } from './order/inputs';
export { orderRunCounts } from './order/write';

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
  return runOrder(deps.db, auth.user.id, input.orderKey, (db, mode) =>
    runPipeline(db, deps.clock.now(), auth, input, session, mode, kept),
  );
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
  const kept = { packages: new PackageTermsCache(), config: new OrderConfigCache() };
  return runOrderInTrx(trx, auth.user.id, input.orderKey, (db, mode) =>
    runPipeline(db, now, auth, input, null, mode, kept),
  );
}

/**
 * The order pipeline (DOMAIN 9): the read before parsing, parties, parse and open draws, the chain's
 * levels, allocation on the limit usage, then (orderOutcome) pricing, the rows and the reply, and one
 * statement that writes the usage, charges the credit by one conditional update and writes the
 * ticket with its lines, shares, unposted amounts, queued numbers and credit log. Throws
 * BusinessError (OrderSyntaxError for a bad bet string) or CreditShort and writes nothing then.
 * Round trips (queries/orderStatements.ts): one read before parsing, one that reads the usage rows, queued
 * numbers and package terms when there is any of them to read (`mode.lock`: locking the usage rows;
 * else the write raises USAGE_CHANGED when one changed since), one write.
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
  const today = businessDate(now);
  const windowEnd = addDays(today, DRAW_WINDOW_DAYS);
  const ctx = await readOrderInputs(db, auth, input, { today, windowEnd }, session, kept);
  if (ctx.prior) return ctx.prior;
  const { config } = ctx;
  const parties = orderParties(auth, input.targetUserId ?? auth.principalId, config.users, {
    run: input.source === 'run',
  });
  const parsed = await parseOrder(db, now, today, input.betString, config, parties.bettor.settings);
  const allocated = await allocateOrder(db, mode, kept, { ctx, parties, parsed, windowEnd });
  const { write, reply } = orderOutcome(auth, input, allocated);
  const ticketNo = await writeChecked(db, write, parties.bettor);
  return withTicketNo(reply, ticketNo);
}

/** Prices an allocated order (DOMAIN 9 steps 5-7): its rows, its reply, and the write of both. */
function orderOutcome(auth: AuthContext, input: PlaceOrderInput, a: AllocatedOrder) {
  const { ctx, parties, parsed, limits } = a;
  const { bettor, company } = parties;
  const terms = accountTerms(parties, a.idsOf, ctx.config.defaults, a.packageTerms);
  const { bets, draws } = parsed;
  const toPrice = { bets, draws, lines: a.lines, allocations: a.allocations, isRed: limits.isRed };
  const priced = priceLines(toPrice, bettor.id, terms, a.lookups.adjustmentsOf);
  const hasCompany = company !== null;
  const rows = ticketRows({ bettorId: bettor.id, lines: priced, hasCompany, usageRefs: limits.refs });
  // The id is taken at the start; the ticket number only by the write, once the order is charged
  // (a refused order leaves no gap in the numbers): the token stands for it until then.
  const ticket = { id: ctx.ticketId, ticketNo: TICKET_NO_TOKEN, xid: newTicketXid() };
  const { currencyRate } = ctx.config;
  const reply = orderReply({
    ticket,
    order: parsed.order,
    bettor,
    currencyRate,
    lines: priced,
    totals: rows,
  });
  const usage = { refs: limits.refs, before: a.before, after: a.after };
  const write = orderWrite({
    actorId: auth.user.id,
    orderingAgentId: auth.principalId,
    input,
    parties,
    parsed,
    ticket,
    rows,
    reply,
    usage,
  });
  return { write, reply };
}
