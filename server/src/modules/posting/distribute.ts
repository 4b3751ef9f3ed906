import { randomUUID } from 'node:crypto';
import type {
  BetAmountItem,
  DistributedInvoice,
  DoDistributeBody,
  DoDistributeData,
  DoManualDistributeBody,
} from '@drawdesk/shared-kernel/contract';
import { BetKind, businessDate, centsToUnits, Role, type PoolId } from '@drawdesk/shared-kernel/domain';
import {
  expandOrder,
  iboxLimitKey,
  isBetCode,
  netCostCents,
  parseAmountCents,
  parseBetString,
} from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../auth/sessionUser';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/retry';
import { BusinessError, forbidden } from '../../http/errors';
import { holdsRole } from '../../http/guards';
import { callRemote, type RemoteReply } from '../../http/outbound';
import { PROCESS_HOLDER, releaseLease, takeLease } from '../../jobs/scheduler';
import type { AreaDeps } from '../../areaDeps';
import { openDraws } from '../pools';
import {
  insertPendingInvoice,
  markInvoiceFailed,
  notePendingError,
  recordPlacement,
  selectAgent,
  selectCompaniesToDistribute,
  selectCompanyRole,
  selectDrawOf,
  selectEnabledAgents,
  selectInvoiceLines,
  selectPackageTerms,
  selectPendingInvoices,
  selectUndistributed,
  sumUndistributed,
  type DistributionAgent,
  type UndistributedRow,
} from './queries/distribution';
import { agentHeaders } from './remoteAgents';
import { postingBetString } from './betString';

/**
 * Distribution (DOMAIN 13; docs/posting-rules.md "Distribution"): what a company posted and did not
 * distribute goes to its enabled remote agents in priority order, each batch placed at the remote
 * with PlaceExpressOrder through the agent's API account. Each invoice is written 'pending' with its
 * order key in its own committed transaction before the call, and the reply recorded in one
 * transaction after it, so a crash or a timeout leaves a row the next run retries with the same key
 * (the remote answers its first ticket, never a second).
 */

export const DistributionMessages = {
  pastCutoff: 'This draw is past its cutoff time: nothing can be distributed.',
  noDraw: 'There is no draw of this pool on that date.',
  busy: 'A distribution of this draw is already running. Try again in a moment.',
  noCompany: 'Choose a company.',
  unknownCompany: 'Unknown company.',
  unknownAgent: 'Unknown remote agent.',
  agentOff: 'This remote agent is not active.',
  noPackage: 'This remote agent has no package: its net and payout cannot be computed.',
  itemsOrBetString: 'Give either the amounts or a bet string.',
  pending: 'An earlier distribution to a remote agent is not confirmed yet; retry once it is answered.',
  moreThanPosted: (number: string, code: string, left: string, ibox = false) =>
    `${ibox ? '**' : ''}${number} ${code}: more than posted and not distributed (${left} left).`,
  otherDraw: (line: number) => `Line ${line}: only this draw's date and pool can be distributed.`,
  notStraight: (line: number) =>
    `Line ${line}: only straight and ibox numbers (no box, PH, PB or reverse) can be distributed.`,
  badBetString: (lines: string) => `The bet string has errors on line(s) ${lines}. Nothing was distributed.`,
  nothing: 'Nothing to distribute.',
} as const;

/** How long one distribution of a company's draw may hold its lease (calls time out well before). */
const DISTRIBUTION_LEASE_MS = 5 * 60_000;
/** The remote order call's timeout. */
export const PLACE_TIMEOUT_MS = 20_000;

/** The company a posting call acts for: a company its own; the super admin the one it names, or null (every company). */
export function postingScope(ctx: AuthContext, companyId: number | undefined): number | null {
  if (holdsRole(ctx, [Role.SuperAdmin])) return companyId ?? null;
  if (holdsRole(ctx, [Role.Company]) && ctx.user.companyId !== null) {
    if (companyId !== undefined && companyId !== ctx.user.companyId) throw forbidden();
    return ctx.user.companyId;
  }
  throw forbidden();
}

async function assertCompany(db: Db, companyId: number): Promise<void> {
  const row = await selectCompanyRole(db, companyId);
  if (!row || row.role_id !== Role.Company) throw new BusinessError(DistributionMessages.unknownCompany);
}

/** The draw, refused when unknown or past its cutoff (DOMAIN 4: open strictly before it). */
async function openDrawOf(deps: AreaDeps, drawDate: string, poolId: number): Promise<number> {
  const draw = await selectDrawOf(deps.db, drawDate, poolId);
  if (!draw) throw new BusinessError(DistributionMessages.noDraw);
  if (draw.result_status !== 'none') throw new BusinessError(DistributionMessages.pastCutoff);
  const open = await openDraws(deps.db, deps.clock.now(), { pools: [poolId as PoolId] });
  if (!(open.get(poolId as PoolId) ?? []).some((d) => d.drawId === Number(draw.id)))
    throw new BusinessError(DistributionMessages.pastCutoff);
  return Number(draw.id);
}

interface DrawRef {
  drawId: number;
  drawDate: string;
  poolId: number;
}

/** One company's distribution run of a draw: invoices it placed, failures, and what is left. */
export interface CompanyRun {
  invoices: DistributedInvoice[];
  failures: string[];
  /** A pending invoice could not be resolved: nothing new was sent. */
  blocked: boolean;
}

/**
 * Runs `fn` holding the company's draw lease (a job_leases row: one distribution of a company's
 * draw at a time across every server instance), or throws `busy`.
 */
export async function runUnderDrawLease<T>(
  deps: AreaDeps,
  companyId: number,
  drawId: number,
  fn: () => Promise<T>,
): Promise<T> {
  const name = `posting-distribute:${companyId}:${drawId}`;
  const holder = `${PROCESS_HOLDER}:${randomUUID()}`;
  if (!(await takeLease(deps, name, holder, DISTRIBUTION_LEASE_MS)))
    throw new BusinessError(DistributionMessages.busy);
  try {
    return await fn();
  } finally {
    await releaseLease(deps, name, holder);
  }
}

/** Posting/DoDistribute: every company in scope with something to distribute on the draw. */
export async function doDistribute(
  deps: AreaDeps,
  ctx: AuthContext,
  body: DoDistributeBody,
): Promise<{ data: DoDistributeData; message: string }> {
  const scope = postingScope(ctx, body.companyId);
  if (scope !== null) await assertCompany(deps.db, scope);
  const drawId = await openDrawOf(deps, body.drawDate, body.poolId);
  const draw = { drawId, drawDate: body.drawDate, poolId: body.poolId };
  const companies = await selectCompaniesToDistribute(deps.db, drawId, scope);
  const runs: CompanyRun[] = [];
  for (const companyId of companies) {
    runs.push(
      await runUnderDrawLease(deps, companyId, drawId, () =>
        distributeCompanyDraw(deps, ctx.user.id, companyId, draw),
      ),
    );
  }
  const undistributed = await sumUndistributed(deps.db, scope, drawId);
  return {
    data: { invoices: runs.flatMap((r) => r.invoices), undistributed: centsToUnits(undistributed) },
    message: runMessage(runs, undistributed),
  };
}

function runMessage(runs: readonly CompanyRun[], undistributed: number): string {
  const placed = runs.reduce((n, r) => n + r.invoices.length, 0);
  const failures = runs.flatMap((r) => r.failures);
  const parts = [`${placed} remote ticket(s) placed.`];
  if (runs.some((r) => r.blocked)) parts.push(DistributionMessages.pending);
  if (failures.length) parts.push(`Failed: ${failures.join('; ')}`);
  if (undistributed > 0) parts.push(`Undistributed: ${centsToUnits(undistributed).toFixed(2)}.`);
  return parts.join(' ');
}

/**
 * A company's draw, under its lease: first every pending invoice again with its own order key;
 * then, when none is left pending, the posted-not-distributed amounts to each enabled agent in
 * priority order, what one sells out going on to the next.
 */
export async function distributeCompanyDraw(
  deps: AreaDeps,
  actorId: number | null,
  companyId: number,
  draw: DrawRef,
  opts: { pendingOnly?: boolean } = {},
): Promise<CompanyRun> {
  const run: CompanyRun = { invoices: [], failures: [], blocked: false };
  // Agents already asked in this run (a pending invoice answered): not sent the rest again now.
  const asked = new Set<string>();
  for (const pending of await selectPendingInvoices(deps.db, companyId, draw.drawId)) {
    const agent = await selectAgent(deps.db, Number(pending.agent_id));
    if (!agent) continue;
    asked.add(agent.id);
    const lines = await selectInvoiceLines(deps.db, pending.id);
    const outcome = await placeAtRemote(deps, agent, companyId, draw, {
      invoiceId: pending.id,
      orderKey: pending.order_key,
      betString: pending.bet_string,
      lines,
    });
    collect(run, agent, outcome);
  }
  if (run.blocked || opts.pendingOnly) return run;
  for (const agent of await selectEnabledAgents(deps.db, companyId)) {
    if (asked.has(agent.id)) continue;
    if (agent.package_id === null) {
      run.failures.push(`${agent.name}: ${DistributionMessages.noPackage}`);
      continue;
    }
    const left = await selectUndistributed(deps.db, companyId, draw.drawId);
    if (left.length === 0) break;
    const outcome = await sendBatch(deps, actorId, agent, companyId, draw, left, false);
    collect(run, agent, outcome);
    if (run.blocked) break;
  }
  return run;
}

function collect(run: CompanyRun, agent: DistributionAgent, outcome: Outcome): void {
  if (outcome.kind === 'placed') run.invoices.push(outcome.invoice);
  else if (outcome.kind === 'failed') run.failures.push(`${agent.name}: ${outcome.error}`);
  else run.blocked = true;
}

type Outcome =
  | { kind: 'placed'; invoice: DistributedInvoice }
  | { kind: 'failed'; error: string }
  | { kind: 'pending'; error: string };

/** Writes the batch's pending invoice (its own committed transaction), then places it. */
async function sendBatch(
  deps: AreaDeps,
  actorId: number | null,
  agent: DistributionAgent,
  companyId: number,
  draw: DrawRef,
  items: readonly UndistributedRow[],
  manual: boolean,
): Promise<Outcome> {
  const betString = postingBetString(
    draw.drawDate,
    draw.poolId,
    items.map((i) => ({ number: i.number, code: i.code, ibox: i.ibox, cents: i.left })),
  );
  const lines = items.map((i) => ({ number: i.number, code: i.code, ibox: i.ibox, sent: i.left }));
  const { id, orderKey } = await inTransaction(deps.db, (trx) =>
    insertPendingInvoice(trx, {
      companyId,
      agentId: Number(agent.id),
      drawId: draw.drawId,
      poolId: draw.poolId,
      manual,
      betString,
      actorId,
      lines,
    }),
  );
  return placeAtRemote(deps, agent, companyId, draw, { invoiceId: id, orderKey, betString, lines });
}

/** The remote's PlaceExpressOrder data (API.md), as far as distribution reads it. */
interface RemoteOrderData {
  ticketNo: string;
  ticketXId: string;
  receiptString: string;
  soldOut: Array<{ line: number; number: string; code: string; requested: number; accepted: number }>;
}

/** Errors where the request never reached the remote: nothing can have been placed. */
const NEVER_SENT = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|Invalid URL/i;

/** What a reply means: the remote's ticket, a refusal (nothing placed), or unknown (keep pending). */
function readReply(
  reply: RemoteReply,
):
  | { kind: 'placed'; data: RemoteOrderData }
  | { kind: 'failed'; error: string }
  | { kind: 'pending'; error: string } {
  if (reply.status === null) {
    const error = reply.error ?? 'No reply.';
    return NEVER_SENT.test(error)
      ? { kind: 'failed', error: `Unreachable: ${error}` }
      : { kind: 'pending', error: `No reply: ${error}` };
  }
  let parsed: { success?: unknown; message?: unknown; data?: unknown } | null;
  try {
    parsed = JSON.parse(reply.body) as { success?: unknown; message?: unknown; data?: unknown } | null;
  } catch {
    parsed = null;
  }
  if (reply.status >= 200 && reply.status < 300 && parsed?.success === true && isOrderData(parsed.data))
    return { kind: 'placed', data: parsed.data };
  const message = typeof parsed?.message === 'string' && parsed.message ? parsed.message : '';
  if (reply.status === 401) return { kind: 'failed', error: 'The remote refused the opcode or secret.' };
  return {
    kind: 'failed',
    error: message ? `HTTP ${reply.status}: ${message}` : `HTTP ${reply.status} without an order reply.`,
  };
}

function isOrderData(data: unknown): data is RemoteOrderData {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return typeof d.ticketNo === 'string' && typeof d.ticketXId === 'string' && Array.isArray(d.soldOut);
}

/** Cents of a reply amount (units with at most 2 decimals). */
const cents = (units: number) => Math.round(units * 100);

/**
 * Places one pending invoice at the remote with its order key and records the answer: placed (in
 * one transaction with the distributed amounts), failed (a refusal; the amounts stay posted), or
 * still pending (no reply: the next run asks again with the same key).
 */
async function placeAtRemote(
  deps: AreaDeps,
  agent: DistributionAgent,
  companyId: number,
  draw: DrawRef,
  inv: {
    invoiceId: string;
    orderKey: string;
    betString: string;
    lines: ReadonlyArray<{ number: string; code: string; ibox: boolean; sent: number }>;
  },
): Promise<Outcome> {
  const reply = await callRemote(deps, {
    url: `${agent.url}/api/Bet/PlaceExpressOrder`,
    method: 'POST',
    headers: agentHeaders(agent),
    body: { betString: inv.betString, orderKey: inv.orderKey },
    apiUserId: companyId,
    timeoutMs: PLACE_TIMEOUT_MS,
  });
  const read = readReply(reply);
  if (read.kind === 'failed') {
    await markInvoiceFailed(deps.db, inv.invoiceId, read.error);
    return read;
  }
  if (read.kind === 'pending') {
    await notePendingError(deps.db, inv.invoiceId, read.error);
    return read;
  }
  const terms = agent.package_id === null ? new Map() : await selectPackageTerms(deps.db, agent.package_id);
  // A sold-out row names the bet string's line it came from: an ibox line (`**1234`) there is cut
  // from the ibox line of those digits, never from the straight one.
  const sentLines = inv.betString.split(/\r\n|\r|\n/);
  const cut = new Map<string, number>();
  for (const s of read.data.soldOut) {
    const ibox = (sentLines[s.line - 1] ?? '').trim().startsWith('**');
    const key = `${ibox ? iboxLimitKey(s.number) : s.number}|${s.code}|${ibox}`;
    cut.set(key, (cut.get(key) ?? 0) + cents(s.requested) - cents(s.accepted));
  }
  const lines = inv.lines.map((l) => {
    const accepted = Math.max(0, l.sent - (cut.get(`${l.number}|${l.code}|${l.ibox}`) ?? 0));
    const rate = (terms.get(l.code) as { betRate: number } | undefined)?.betRate ?? 10_000;
    return { number: l.number, code: l.code, ibox: l.ibox, accepted, net: netCostCents(accepted, rate) };
  });
  await inTransaction(deps.db, (trx) =>
    recordPlacement(trx, {
      invoiceId: inv.invoiceId,
      companyId,
      drawId: draw.drawId,
      ticketNo: read.data.ticketNo,
      xid: read.data.ticketXId,
      receiptString: read.data.receiptString ?? '',
      lines,
    }),
  );
  return {
    kind: 'placed',
    invoice: {
      invoiceId: Number(inv.invoiceId),
      agentId: Number(agent.id),
      remoteTicketNo: read.data.ticketNo,
      gross: centsToUnits(lines.reduce((s, l) => s + l.accepted, 0)),
      net: centsToUnits(lines.reduce((s, l) => s + l.net, 0)),
    },
  };
}

/** Items of a manual distribution: given amounts, or a typed bet string read with the kernel parser. */
function manualItems(
  body: DoManualDistributeBody,
  now: Date,
): Map<string, { number: string; code: string; ibox: boolean; cents: number }> {
  const out = new Map<string, { number: string; code: string; ibox: boolean; cents: number }>();
  // An ibox amount counts under the sorted digits (the key its unposted row is kept under).
  const add = (typed: string, code: string, ibox: boolean, c: number) => {
    const number = ibox ? iboxLimitKey(typed) : typed;
    const key = `${number}|${code}|${ibox}`;
    const cur = out.get(key);
    if (cur) cur.cents += c;
    else out.set(key, { number, code, ibox, cents: c });
  };
  if ((body.items === undefined) === (body.betString === undefined))
    throw new BusinessError(DistributionMessages.itemsOrBetString);
  if (body.items) {
    for (const item of body.items as BetAmountItem[]) {
      const c = parseAmountCents(String(item.amount));
      if (c === null) throw new BusinessError(DistributionMessages.nothing);
      add(item.number, item.code, item.ibox === true, c);
    }
    return out;
  }
  const parsed = parseBetString(body.betString ?? '', {
    today: businessDate(now),
    openDraws: { [body.poolId]: [body.drawDate] },
    defaultPools: [body.poolId as PoolId],
    skipDrawCheck: true,
  });
  if (!parsed.ok) {
    const lines = [...new Set(parsed.errors.map((e) => e.line))].join(', ');
    throw new BusinessError(DistributionMessages.badBetString(lines));
  }
  for (const bet of expandOrder(parsed.order, () => 10_000).bets) {
    if (bet.drawDate !== body.drawDate || bet.poolId !== body.poolId)
      throw new BusinessError(DistributionMessages.otherDraw(bet.inputLine));
    if ((bet.kind !== BetKind.Normal && bet.kind !== BetKind.IBox) || !isBetCode(bet.code))
      throw new BusinessError(DistributionMessages.notStraight(bet.inputLine));
    add(bet.limitKey, bet.code, bet.kind === BetKind.IBox, bet.stakeCents);
  }
  return out;
}

/**
 * Posting/DoManualDistribute: the picked agent, the given amounts or a typed bet string, none above
 * what is posted and not distributed per number and code. Pending invoices of the draw are retried
 * first, as by DoDistribute.
 */
export async function doManualDistribute(
  deps: AreaDeps,
  ctx: AuthContext,
  body: DoManualDistributeBody,
): Promise<{ data: DoDistributeData; message: string }> {
  const requested = postingScope(ctx, body.companyId);
  const agent = await selectAgent(deps.db, body.agentId);
  if (!agent || (requested !== null && Number(agent.company_id) !== requested))
    throw new BusinessError(DistributionMessages.unknownAgent);
  if (agent.status !== 1) throw new BusinessError(DistributionMessages.agentOff);
  if (agent.package_id === null) throw new BusinessError(DistributionMessages.noPackage);
  const companyId = Number(agent.company_id);
  const drawId = await openDrawOf(deps, body.drawDate, body.poolId);
  const draw = { drawId, drawDate: body.drawDate, poolId: body.poolId };
  const wanted = manualItems(body, deps.clock.now());
  const run = await runUnderDrawLease(deps, companyId, drawId, async () => {
    const first = await distributeCompanyDraw(deps, ctx.user.id, companyId, draw, { pendingOnly: true });
    if (first.blocked) return first;
    const left = new Map(
      (await selectUndistributed(deps.db, companyId, drawId)).map((r) => [
        `${r.number}|${r.code}|${r.ibox}`,
        r.left,
      ]),
    );
    const items: UndistributedRow[] = [];
    for (const [key, w] of wanted) {
      const have = left.get(key) ?? 0;
      if (w.cents > have)
        throw new BusinessError(
          DistributionMessages.moreThanPosted(w.number, w.code, centsToUnits(have).toFixed(2), w.ibox),
        );
      items.push({ number: w.number, code: w.code, ibox: w.ibox, left: w.cents });
    }
    if (items.length === 0) throw new BusinessError(DistributionMessages.nothing);
    items.sort((a, b) =>
      a.number !== b.number
        ? a.number.localeCompare(b.number)
        : a.code !== b.code
          ? a.code.localeCompare(b.code)
          : Number(a.ibox) - Number(b.ibox),
    );
    const outcome = await sendBatch(deps, ctx.user.id, agent, companyId, draw, items, true);
    collect(first, agent, outcome);
    return first;
  });
  const undistributed = await sumUndistributed(deps.db, companyId, drawId);
  return {
    data: { invoices: run.invoices, undistributed: centsToUnits(undistributed) },
    message: runMessage([run], undistributed),
  };
}
