import {
  PENDING_INVOICE_ERROR,
  PostingMessages,
  type DistributionSummaryRow,
  type DistributionSummaryTotals,
  type DoPostBody,
  type DoPostData,
  type GetDistributionSummaryBody,
  type GetPostingAgentEatDetailsBody,
  type GetRemoteAgentsBody,
  type GetRemoteInvoiceListBody,
  type GetUndistributedDetailBody,
  type GetUnpostDetailBody,
  type GetUnpostSummaryBody,
  type PostingAgentEatRow,
  type PostingAgentEatTotals,
  type PostingRemoteAgentRow,
  type RemoteInvoiceDetail,
  type RemoteInvoiceDetailsData,
  type RemoteInvoiceListStatus,
  type RemoteInvoicePayoutData,
  type RemoteInvoiceRow,
  type RemoteInvoiceTotals,
  type UndistributedDetailRow,
  type UndistributedDetailTotals,
  type UnpostDetailRow,
  type UnpostDetailTotals,
  type UnpostSummaryRow,
  type UnpostSummaryTotals,
} from '@drawdesk/shared-kernel/contract';
import {
  centsToUnits,
  cutoffInstant,
  defaultCutoff,
  Role,
  type PoolId,
} from '@drawdesk/shared-kernel/domain';
import { BetKind } from '@drawdesk/shared-kernel/domain';
import { iboxLimitKey, isBetCode, matchBet } from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/retry';
import { BusinessError, forbidden } from '../../http/errors';
import { holdsRole } from '../../http/guards';
import type { AreaDeps } from '../../areaDeps';
import { drawResultOf } from './invoicePayout';
import {
  lockUnpostedToPost,
  markPosted,
  selectAgentCompanyOf,
  selectAgentEat,
  selectCompany,
  selectDistributionSummary,
  selectDrawResultNumbers,
  selectInvoice,
  selectInvoices,
  selectLinesOfInvoice,
  selectPostingAgents,
  selectPostingDraw,
  selectUndistributedDetail,
  selectUnpostDetail,
  selectUnpostSummary,
  type InvoiceSqlRow,
} from './queries/posting';

/**
 * The posting core (DOMAIN 13; docs/posting-rules.md): what is left above a company that posts,
 * confirmed for lay-off by DoPost, and the reads of the posting screens: summaries and details of
 * the unposted and the undistributed amounts, the remote agents, the remote invoices and what each
 * agent ate. Super admin and companies only (SPEC 6); a company sees its own rows, the super admin
 * every company's or the one it names with `companyId`.
 */

/** Rows of a paged read with the totals of every row (overallInfo). */
export interface PostingPage<R, T> {
  rows: R[];
  totalCount: number;
  totals: T;
}

/**
 * The company a posting call is about: a company itself (naming another is a 403), or for the super
 * admin the company it names (which must be a company) or null for every company. Anyone else,
 * sub-accounts included (no access-string function grants posting), gets 403.
 */
export async function postingCompany(
  db: Db,
  ctx: AuthContext,
  companyId: number | undefined,
): Promise<number | null> {
  if (ctx.user.mainAccountId !== null) throw forbidden();
  if (holdsRole(ctx, [Role.SuperAdmin])) {
    if (companyId === undefined) return null;
    if (!(await selectCompany(db, companyId))) throw new BusinessError(PostingMessages.unknownCompany);
    return companyId;
  }
  if (holdsRole(ctx, [Role.Company])) {
    const own = ctx.user.companyId ?? ctx.user.id;
    if (companyId !== undefined && companyId !== own) throw forbidden();
    return own;
  }
  throw forbidden();
}

const paging = (b: { StartCount: number; PageSize: number }) => ({
  startCount: b.StartCount,
  pageSize: b.PageSize,
});
const units = (cents: string | number | null) => centsToUnits(cents ?? 0);

function checkRange(b: { fromDate: string; toDate: string }): void {
  if (b.fromDate > b.toDate) throw new BusinessError(PostingMessages.dateRange);
}

/** The caller's company scope and a checked date range with the pools: what a summary reads. */
async function summaryFilter(
  deps: AreaDeps,
  ctx: AuthContext,
  b: { companyId?: number; fromDate: string; toDate: string; poolIds?: readonly number[] },
) {
  const company = await postingCompany(deps.db, ctx, b.companyId);
  checkRange(b);
  return { company, fromDate: b.fromDate, toDate: b.toDate, poolIds: b.poolIds };
}

/** The instant a pool's draw of a date closes: its pool_cutoffs row, or the pool's default (null hour). */
const closesAt = (drawDate: string, poolId: number, hour: number | null, minute: number | null): Date =>
  cutoffInstant(
    drawDate,
    hour === null || minute === null ? defaultCutoff(poolId as PoolId) : { hour, minute },
  );

/** The draw of a pool on a date and the instant it closes; a BusinessError when there is none. */
export async function postingDraw(db: Db, drawDate: string, poolId: number) {
  const d = await selectPostingDraw(db, drawDate, poolId);
  if (!d) throw new BusinessError(PostingMessages.noDraw);
  return { drawId: Number(d.id), cutoff: closesAt(drawDate, poolId, d.hour, d.minute) };
}

// ---- GetUnpostSummary / GetUnpostDetail ----

export async function getUnpostSummary(
  deps: AreaDeps,
  ctx: AuthContext,
  b: GetUnpostSummaryBody,
): Promise<PostingPage<UnpostSummaryRow, UnpostSummaryTotals>> {
  const { rows, totals } = await selectUnpostSummary(deps.db, await summaryFilter(deps, ctx, b), paging(b));
  return {
    rows: rows.map((r) => ({
      drawDate: r.draw_date,
      poolId: r.pool_id,
      unposted: units(r.unposted),
      posted: units(r.posted),
      distributed: units(r.distributed),
      numbers: Number(r.numbers),
    })),
    totalCount: Number(totals.count),
    totals: {
      unposted: units(totals.unposted),
      posted: units(totals.posted),
      distributed: units(totals.distributed),
      numbers: Number(totals.numbers),
    },
  };
}

export async function getUnpostDetail(
  deps: AreaDeps,
  ctx: AuthContext,
  b: GetUnpostDetailBody,
): Promise<PostingPage<UnpostDetailRow, UnpostDetailTotals>> {
  const company = await postingCompany(deps.db, ctx, b.companyId);
  const { drawId } = await postingDraw(deps.db, b.drawDate, b.poolId);
  const { rows, totals } = await selectUnpostDetail(deps.db, company, drawId, b.number, paging(b));
  return {
    rows: rows.map((r) => ({
      number: r.number,
      code: r.code,
      ibox: r.ibox,
      unposted: units(r.unposted),
      posted: units(r.posted),
      distributed: units(r.distributed),
      carried: units(r.carried),
    })),
    totalCount: Number(totals.count),
    totals: {
      unposted: units(totals.unposted),
      posted: units(totals.posted),
      distributed: units(totals.distributed),
      carried: units(totals.carried),
    },
  };
}

// ---- DoPost ----

/**
 * Posting/DoPost: marks what is not yet posted on a draw (every number, or the listed numbers and
 * codes) as posted, before the draw's cutoff only. One transaction: the rows are locked in the order
 * the order pipeline locks them, so an order adding to a row either lands before (and is posted) or
 * after (and stays unposted); `posted` in the reply is exactly what this call moved.
 */
export async function doPost(deps: AreaDeps, ctx: AuthContext, b: DoPostBody): Promise<DoPostData> {
  const company = await postingCompany(deps.db, ctx, b.companyId);
  // An ibox item names the sorted digits its row is kept under (any order of them is accepted).
  const items = b.items?.map((it) =>
    it.ibox === true
      ? { number: iboxLimitKey(it.number), code: it.code, ibox: true }
      : { number: it.number, code: it.code, ibox: false },
  );
  const seen = new Set<string>();
  for (const it of items ?? []) {
    const key = `${it.number}|${it.code}|${it.ibox}`;
    if (seen.has(key)) throw new BusinessError(PostingMessages.duplicateItem(it.number, it.code, it.ibox));
    seen.add(key);
  }
  const { drawId, cutoff } = await postingDraw(deps.db, b.drawDate, b.poolId);
  if (deps.clock.now().getTime() >= cutoff.getTime()) throw new BusinessError(PostingMessages.pastCutoff);
  return inTransaction(deps.db, async (trx) => {
    const rows = await lockUnpostedToPost(trx, company, drawId, items);
    if (rows.length === 0) throw new BusinessError(PostingMessages.nothingToPost);
    await markPosted(trx, drawId, rows);
    const cents = rows.reduce((s, r) => s + Number(r.amount) - Number(r.posted), 0);
    const companies = [...new Set(rows.map((r) => Number(r.company_id)))];
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: companies.length === 1 ? (companies[0] as number) : null,
      action: 'post unposted amounts',
      entity: 'draw',
      entityId: String(drawId),
      before: null,
      after: {
        drawDate: b.drawDate,
        poolId: b.poolId,
        companies,
        lines: rows.length,
        posted: centsToUnits(cents),
        items: items ?? 'all',
      },
    });
    return { posted: centsToUnits(cents), lines: rows.length };
  });
}

// ---- GetDistributionSummary / GetUndistributedDetail ----

export async function getDistributionSummary(
  deps: AreaDeps,
  ctx: AuthContext,
  b: GetDistributionSummaryBody,
): Promise<PostingPage<DistributionSummaryRow, DistributionSummaryTotals>> {
  const { rows, totals } = await selectDistributionSummary(
    deps.db,
    await summaryFilter(deps, ctx, b),
    paging(b),
  );
  return {
    rows: rows.map((r) => ({
      drawDate: r.draw_date,
      poolId: r.pool_id,
      cutoff: closesAt(r.draw_date, r.pool_id, r.hour, r.minute).toISOString(),
      posted: units(r.posted),
      distributed: units(r.distributed),
      undistributed: units(Number(r.posted) - Number(r.distributed)),
      invoices: Number(r.invoices),
      failed: Number(r.failed),
    })),
    totalCount: Number(totals.count),
    totals: {
      posted: units(totals.posted),
      distributed: units(totals.distributed),
      undistributed: units(Number(totals.posted) - Number(totals.distributed)),
      invoices: Number(totals.invoices),
      failed: Number(totals.failed),
    },
  };
}

export async function getUndistributedDetail(
  deps: AreaDeps,
  ctx: AuthContext,
  b: GetUndistributedDetailBody,
): Promise<PostingPage<UndistributedDetailRow, UndistributedDetailTotals>> {
  const company = await postingCompany(deps.db, ctx, b.companyId);
  const { drawId } = await postingDraw(deps.db, b.drawDate, b.poolId);
  const { rows, totals } = await selectUndistributedDetail(deps.db, company, drawId, paging(b));
  return {
    rows: rows.map((r) => ({
      number: r.number,
      code: r.code,
      ibox: r.ibox,
      posted: units(r.posted),
      distributed: units(r.distributed),
      undistributed: units(Number(r.posted) - Number(r.distributed)),
    })),
    totalCount: Number(totals.count),
    totals: {
      posted: units(totals.posted),
      distributed: units(totals.distributed),
      undistributed: units(Number(totals.posted) - Number(totals.distributed)),
    },
  };
}

// ---- GetRemoteAgents ----

export async function getPostingRemoteAgents(
  deps: AreaDeps,
  ctx: AuthContext,
  b: GetRemoteAgentsBody,
): Promise<PostingPage<PostingRemoteAgentRow, null>> {
  const company = await postingCompany(deps.db, ctx, b.companyId);
  const { rows, totalCount } = await selectPostingAgents(deps.db, company, paging(b));
  return {
    rows: rows.map((r) => ({
      agentId: Number(r.id),
      companyId: Number(r.company_id),
      name: r.name,
      priority: r.priority,
      postEnabled: r.post_enabled,
      status: r.status,
      packageId: r.package_id === null ? null : Number(r.package_id),
      packageName: r.package_name,
    })),
    totalCount,
    totals: null,
  };
}

// ---- Remote invoices ----

/** The status a list shows: 'pending' (not yet confirmed by the remote) shows as 'failed'. */
export const listStatus = (stored: string): RemoteInvoiceListStatus =>
  stored === 'pending' ? 'failed' : (stored as RemoteInvoiceListStatus);

const invoiceRow = (r: InvoiceSqlRow): RemoteInvoiceRow => ({
  invoiceId: Number(r.id),
  agentId: Number(r.agent_id),
  agentName: r.agent_name,
  drawDate: r.draw_date,
  poolId: r.pool_id,
  remoteTicketNo: r.remote_ticket_no,
  gross: units(r.gross),
  net: units(r.net),
  payout: r.payout === null ? null : units(r.payout),
  winLoss: r.win_loss === null ? null : units(r.win_loss),
  status: listStatus(r.status),
});

const invoiceDetail = (r: InvoiceSqlRow): RemoteInvoiceDetail => ({
  ...invoiceRow(r),
  companyId: Number(r.company_id),
  manual: r.manual,
  betString: r.bet_string,
  receiptString: r.receipt_string,
  remoteXid: r.remote_xid,
  error: r.status === 'pending' && r.error === '' ? PENDING_INVOICE_ERROR : r.error,
  createdAt: new Date(r.created_at).toISOString(),
  paidAt: r.paid_at === null ? null : new Date(r.paid_at).toISOString(),
  paymentId: r.payment_id === null ? null : Number(r.payment_id),
});

/** An agent filter must be one of the caller's agents (another company's: 403). */
async function checkAgentScope(db: Db, company: number | null, agentId: number | undefined): Promise<void> {
  if (agentId === undefined || company === null) return;
  const agent = await selectAgentCompanyOf(db, agentId);
  if (agent && Number(agent.company_id) !== company) throw forbidden();
}

export async function getRemoteInvoiceList(
  deps: AreaDeps,
  ctx: AuthContext,
  b: GetRemoteInvoiceListBody,
): Promise<PostingPage<RemoteInvoiceRow, RemoteInvoiceTotals>> {
  const company = await postingCompany(deps.db, ctx, b.companyId);
  checkRange(b);
  await checkAgentScope(deps.db, company, b.agentId);
  const statuses =
    b.status === undefined ? undefined : b.status === 'failed' ? ['failed', 'pending'] : [b.status];
  const { rows, totals } = await selectInvoices(
    deps.db,
    { company, fromDate: b.fromDate, toDate: b.toDate, agentId: b.agentId, statuses, poolIds: b.poolIds },
    paging(b),
  );
  return {
    rows: rows.map(invoiceRow),
    totalCount: Number(totals.count),
    totals: {
      gross: units(totals.gross),
      net: units(totals.net),
      payout: units(totals.payout),
      winLoss: units(totals.win_loss),
    },
  };
}

/** An invoice the caller may see; another company's reads as not found. */
async function invoiceInScope(deps: AreaDeps, ctx: AuthContext, invoiceId: number): Promise<InvoiceSqlRow> {
  const company = await postingCompany(deps.db, ctx, undefined);
  const row = await selectInvoice(deps.db, invoiceId);
  if (!row || (company !== null && Number(row.company_id) !== company))
    throw new BusinessError(PostingMessages.unknownInvoice);
  return row;
}

export async function getRemoteInvoiceDetails(
  deps: AreaDeps,
  ctx: AuthContext,
  invoiceId: number,
): Promise<RemoteInvoiceDetailsData> {
  const row = await invoiceInScope(deps, ctx, invoiceId);
  const lines = await selectLinesOfInvoice(deps.db, invoiceId);
  return {
    invoice: invoiceDetail(row),
    lines: lines.map((l) => ({
      number: l.number,
      code: l.code,
      ibox: l.ibox,
      sent: units(l.sent),
      accepted: units(l.accepted),
      net: units(l.net),
    })),
  };
}

/**
 * The winning lines of an invoice: each line with a payout above 0, with the prize ranks its number
 * matched in our released result (one entry per matched position, as the winning report).
 */
export async function getRemoteInvoicePayoutDetails(
  deps: AreaDeps,
  ctx: AuthContext,
  invoiceId: number,
): Promise<RemoteInvoicePayoutData> {
  const row = await invoiceInScope(deps, ctx, invoiceId);
  const lines = (await selectLinesOfInvoice(deps.db, invoiceId)).filter((l) => Number(l.payout ?? 0) > 0);
  const result =
    lines.length > 0 ? drawResultOf(await selectDrawResultNumbers(deps.db, Number(row.draw_id))) : null;
  return {
    invoice: invoiceDetail(row),
    lines: lines.map((l) => ({
      number: l.number,
      code: l.code,
      ibox: l.ibox,
      accepted: units(l.accepted),
      // An ibox line matches with every permutation of its digits (the settlement's rule).
      ranks:
        result && isBetCode(l.code)
          ? matchBet(
              { number: l.number, code: l.code, kind: l.ibox ? BetKind.IBox : BetKind.Normal },
              result,
            ).map((m) => m.rank)
          : [],
      payout: units(l.payout),
    })),
  };
}

// ---- Report/GetPostingAgentEatDetails ----

export async function getPostingAgentEatDetails(
  deps: AreaDeps,
  ctx: AuthContext,
  b: GetPostingAgentEatDetailsBody,
): Promise<PostingPage<PostingAgentEatRow, PostingAgentEatTotals>> {
  const company = await postingCompany(deps.db, ctx, b.companyId);
  await checkAgentScope(deps.db, company, b.agentId);
  const { rows, totals } = await selectAgentEat(
    deps.db,
    { company, drawDate: b.drawDate, poolId: b.poolId, agentId: b.agentId },
    paging(b),
  );
  return {
    rows: rows.map((r) => ({
      agentId: Number(r.agent_id),
      agentName: r.agent_name,
      drawDate: r.draw_date,
      poolId: r.pool_id,
      number: r.number,
      code: r.code,
      ibox: r.ibox,
      sent: units(r.sent),
      accepted: units(r.accepted),
      soldOut: units(Number(r.sent) - Number(r.accepted)),
    })),
    totalCount: Number(totals.count),
    totals: {
      sent: units(totals.sent),
      accepted: units(totals.accepted),
      soldOut: units(Number(totals.sent) - Number(totals.accepted)),
    },
  };
}
