import {
  InboxMessages,
  type GetSmsCountBody,
  type GetTicketBody,
  type InboxFilter,
  type InboxReceipt,
  type InboxTicket,
  type InboxTotal,
  type SendSmsReceiptBody,
  type SmsCountRow,
  type UpdateReceiptStringBody,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, Role } from '@drawdesk/shared-kernel/domain';
import { readsEverything } from '../../../auth/scope';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import { inTransaction, type Trx } from '../../../db/retry';
import type { Db } from '../../../db/connection';
import { BusinessError, forbidden } from '../../../http/errors';
import { checkRange } from '../../../http/dateRange';
import type { AreaDeps } from '../../../areaDeps';
import { isUplineOf, requireFunction, targetInScope } from '../../../auth/target';
import { readSettings } from '../../configuration';
import { voidActorOf } from '../voidTickets';
import {
  insertSms,
  selectInboxPage,
  selectInboxTotalsByStatus,
  selectSettingsOf,
  selectSmsCounts,
  selectTicketBy,
  setReceiptString,
} from '../queries/inbox';
import { voidRightsOf } from '@drawdesk/shared-kernel/domain/access';

const READ_LEVELS = [1, 2, 3, 4] as const;

async function totalsOf(
  db: Db | Trx,
  ctx: AuthContext,
  f: InboxFilter & { search?: string },
): Promise<InboxTotal> {
  const rows = await selectInboxTotalsByStatus(db, ctx, f);
  const byStatus = rows.map((r) => ({
    status: r.status,
    count: Number(r.n),
    grossAmount: centsToUnits(r.gross),
    netAmount: centsToUnits(r.net),
  }));
  const sumOf = (key: 'gross' | 'net') => centsToUnits(rows.reduce((s, r) => s + BigInt(r[key]), 0n));
  return {
    count: byStatus.reduce((s, r) => s + r.count, 0),
    grossAmount: sumOf('gross'),
    netAmount: sumOf('net'),
    byStatus,
  };
}

/** Report/GetTicket: the inbox, newest first. overallInfo: the totals of the same filter. */
export async function getTickets(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetTicketBody,
): Promise<{ rows: InboxTicket[]; totalCount: number; overallInfo: InboxTotal }> {
  requireFunction(ctx, ['Inbox Report', 'Bet History'], READ_LEVELS);
  if (body.bettorId !== undefined) await targetInScope(db, ctx, body.bettorId);
  const overallInfo = {
    ...(await totalsOf(db, ctx, body)),
    voidRights: voidRightsOf(await voidActorOf(db, ctx)),
  };
  const rows = await selectInboxPage(db, ctx, body, { startCount: body.StartCount, pageSize: body.PageSize });
  return {
    totalCount: overallInfo.count,
    overallInfo,
    rows: rows.map((r) => {
      const dates = (r.dates ?? []).slice().sort();
      return {
        ticketId: Number(r.id),
        ticketNo: r.ticket_no,
        ticketXId: r.xid,
        bettorId: Number(r.bettor_id),
        bettor: r.bettor,
        orderingAgent: r.agent,
        orderDate: new Date(r.created_at).toISOString(),
        drawDates: dates.length > 0 ? dates : [...new Set([r.first_draw_date, r.last_draw_date])],
        pools: (r.pools ?? []).map(Number).sort((x, y) => x - y),
        grossAmount: centsToUnits(r.gross),
        netAmount: centsToUnits(r.net),
        status: r.status,
        isLate: r.is_late,
        source: r.source,
        apiAccount: r.api_account,
        expressBetString: r.bet_string,
        receiptString: r.receipt_string,
      };
    }),
  };
}

/** Report/GetTicketTotal: count, gross and net per status under the inbox filters. */
export async function getTicketTotal(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: InboxFilter,
): Promise<InboxTotal> {
  requireFunction(ctx, ['Inbox Report', 'Bet History'], READ_LEVELS);
  if (body.bettorId !== undefined) await targetInScope(db, ctx, body.bettorId);
  return totalsOf(db, ctx, body);
}

interface ScopedTicket {
  id: number;
  bettorId: number;
  companyId: number | null;
  xid: string;
  betString: string;
  receiptString: string;
}

/** The ticket when its bettor is in the caller's scope; 403 otherwise (also for an unknown ticket). */
async function ticketInScope(
  db: Db | Trx,
  ctx: AuthContext,
  by: { id: number } | { xid: string },
): Promise<ScopedTicket> {
  const row = await selectTicketBy(db, by);
  if (!row) {
    if (readsEverything(ctx)) throw new BusinessError('No record found!');
    throw forbidden();
  }
  await targetInScope(db, ctx, Number(row.bettor_id));
  return {
    id: Number(row.id),
    bettorId: Number(row.bettor_id),
    companyId: row.company_id === null ? null : Number(row.company_id),
    xid: row.xid,
    betString: row.bet_string,
    receiptString: row.receipt_string,
  };
}

/** Report/SendSmsReceipt: queues the receipt in sms_outbox (no gateway here). */
export async function sendSmsReceipt(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: SendSmsReceiptBody,
): Promise<{ smsId: number; phone: string }> {
  requireFunction(ctx, ['Inbox Report', 'Bet History'], READ_LEVELS);
  return inTransaction(db, async (trx) => {
    const ticket = await ticketInScope(trx, ctx, { id: body.ticketId });
    let phone = body.phone?.trim() ?? '';
    if (!phone) {
      phone = readSettings(await selectSettingsOf(trx, ticket.bettorId)).phone.trim();
    }
    if (!phone) throw new BusinessError(InboxMessages.noPhone);
    const smsId = await insertSms(trx, {
      ticketId: ticket.id,
      userId: ticket.bettorId,
      phone,
      body: ticket.receiptString,
      createdBy: ctx.user.id,
    });
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: ticket.companyId,
      action: 'inbox.sendSmsReceipt',
      entity: 'ticket',
      entityId: ticket.id,
      after: { phone, smsId },
    });
    return { smsId, phone };
  });
}

/** Report/GetSmsCountReport: SMS receipts queued per bettor in the caller's tree, by business date. */
export async function getSmsCount(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetSmsCountBody,
): Promise<SmsCountRow[]> {
  requireFunction(ctx, ['Inbox Report'], READ_LEVELS);
  checkRange(body.fromDate, body.toDate);
  const rows = await selectSmsCounts(db, ctx, body.fromDate, body.toDate);
  return rows.map((r) => ({ userId: Number(r.id), username: r.username, count: Number(r.n) }));
}

/** Setting/GetReceiptStringByTicketXId. */
export async function getReceiptByXId(
  { db }: AreaDeps,
  ctx: AuthContext,
  xid: string,
): Promise<InboxReceipt> {
  requireFunction(ctx, ['Inbox Report', 'Bet History', 'Bet'], READ_LEVELS);
  const t = await ticketInScope(db, ctx, { xid });
  return { ticketXId: t.xid, expressBetString: t.betString, receiptString: t.receiptString };
}

/** Setting/UpdateTicketReceiptString: the bettor's upline or the super admin; audited. */
export async function updateReceiptString(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: UpdateReceiptStringBody,
): Promise<InboxReceipt> {
  if (!body.receiptString.trim()) throw new BusinessError(InboxMessages.emptyReceipt);
  return inTransaction(db, async (trx) => {
    const t = await ticketInScope(trx, ctx, { xid: body.ticketXId });
    const bettor = await targetInScope(trx, ctx, t.bettorId);
    const superAdmin = ctx.user.roleId === Role.SuperAdmin;
    if (!superAdmin && (readsEverything(ctx) || !isUplineOf(ctx, bettor))) throw forbidden();
    await setReceiptString(trx, t.id, body.receiptString);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: t.companyId,
      action: 'inbox.updateReceiptString',
      entity: 'ticket',
      entityId: t.id,
      before: { receiptString: t.receiptString },
      after: { receiptString: body.receiptString },
    });
    return { ticketXId: t.xid, expressBetString: t.betString, receiptString: body.receiptString };
  });
}
