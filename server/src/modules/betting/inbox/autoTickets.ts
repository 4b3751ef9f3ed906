import {
  AutoTicketStatus,
  InboxMessages,
  type AutoTicketRow,
  type GetAutoTicketBody,
  type SaveRunTicketBody,
} from '@drawdesk/shared-kernel/contract';
import { businessDate, isBettorRole, type PoolId } from '@drawdesk/shared-kernel/domain';
import {
  BET_ERROR_MESSAGES,
  formatDayMonthYear,
  parseBetString,
  type BetError,
} from '@drawdesk/shared-kernel/domain/betting';
import { mainAccessOf, toSessionUser, type AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { BusinessError, forbidden, HttpError } from '../../../http/errors';
import type { AreaDeps } from '../../../areaDeps';
import type { PlaceOrderInput, PlaceOrderReply } from '../types';
import { openDraws } from '../../pools';
import { assertInScope, requireFunction, targetInScope } from '../../../auth/target';
import { readSystemSettings } from '../../configuration';
import { readSettings } from '../../configuration';
import {
  countAutoTickets,
  insertAutoTicket,
  insertAutoTicketRun,
  lockAutoTickets,
  moveAutoTicketStatus,
  selectAccount,
  selectAutoTicket,
  selectAutoTicketRunDates,
  selectAutoTicketsOfStatus,
  selectAutoTicketsPage,
  selectSettingsOf,
  setAutoTicketsStatus,
  updateAutoTicketAfterRun,
  type AutoTicketFilter,
} from '../queries/autoTickets';
import { betFormatsOf } from '../orderInputs';
import { mayVoidAutoTickets, orderRefusal } from '@drawdesk/shared-kernel/domain/access';

/** A bet string line, as the parser sees it: spaces removed, upper case. */
const norm = (line: string) => line.replace(/\s+/g, '').toUpperCase();

/** The lines of the stored bet string the job places, after `D<date>` and `#<pools>`. */
export function autoBetString(betString: string, pools: readonly number[], drawDate: string | null): string {
  const body = betString
    .split(/\r?\n/)
    .filter((l) => norm(l) !== 'D')
    .join('\n');
  return `${drawDate ? `D${formatDayMonthYear(drawDate)}` : 'D'}\n#${pools.join('')}\n${body}`;
}

/** First error of a bet string as one message, with the line number of the typed string. */
function errorText(errors: readonly BetError[], offset: number): string {
  const e = errors[0]!;
  const line = e.line > offset ? e.line - offset : 0;
  const msg = `${BET_ERROR_MESSAGES[e.reason]}${e.detail ? ` (${e.detail})` : ''}`;
  return line > 0 ? `Line ${line}: ${msg}` : msg;
}

async function bettorOf(db: Db | Trx, ctx: AuthContext, targetUserId: number | undefined) {
  const id = targetUserId ?? ctx.principalId;
  const target = await targetInScope(db, ctx, id);
  if (!isBettorRole(target.roleId) || target.mainAccountId !== null)
    throw new BusinessError('Only a player or a house account can own tickets.');
  return target;
}

function toRow(r: {
  id: string;
  bettor_id: string;
  bettor: string;
  bet_string: string;
  pools: number[];
  remaining: number | null;
  end_date: string | null;
  status: number;
  last_error: string;
  runs: string | number;
  created_at: Date;
}): AutoTicketRow {
  return {
    id: Number(r.id),
    bettorId: Number(r.bettor_id),
    bettor: r.bettor,
    betString: r.bet_string,
    pools: r.pools.map(Number),
    remaining: r.remaining,
    endDate: r.end_date,
    status: r.status,
    lastError: r.last_error,
    runs: Number(r.runs),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Report/SaveRunTicket: stores an auto ticket for a bettor after checking its bet string. */
export async function saveRunTicket(
  { db, clock }: AreaDeps,
  ctx: AuthContext,
  body: SaveRunTicketBody,
): Promise<AutoTicketRow> {
  // An auto ticket places orders: the order rule (the kernel's orderRefusal, as the screen).
  if (orderRefusal(ctx.user)) throw forbidden();
  const bettor = await bettorOf(db, ctx, body.targetUserId);
  if (body.count === undefined && body.endDate === undefined)
    throw new BusinessError(InboxMessages.runAmount);
  const now = clock.now();
  const today = businessDate(now);
  if (body.endDate !== undefined && body.endDate < today)
    throw new BusinessError('The end date must not be before today.');
  const lines = body.betString.split(/\r?\n/).map(norm);
  if (lines.some((l) => l.startsWith('D') && l !== 'D'))
    throw new BusinessError(InboxMessages.autoTicketDate);
  if (lines.some((l) => l.startsWith('#')))
    throw new BusinessError('Choose the pools with the pool boxes, not with a pool line.');
  const pools = [...new Set(body.pools)].sort((a, b) => a - b) as PoolId[];

  const settings = readSettings(await selectSettingsOf(db, bettor.id));
  const [draws, system] = await Promise.all([openDraws(db, now, { pools }), readSystemSettings(db)]);
  // Syntax only: a pool without an open draw now gets a stand-in date (the job places on real draws).
  const parsed = parseBetString(autoBetString(body.betString, pools, null), {
    today,
    openDraws: (p) => {
      const list = draws.get(p)?.map((d) => d.drawDate) ?? [];
      return list.length > 0 ? list : [today];
    },
    betFormats: betFormatsOf(settings.betFormat),
    maxLines: system.maxLineBetInUI,
  });
  if (!parsed.ok) throw new BusinessError(errorText(parsed.errors, 2));

  return inTransaction(db, async (trx) => {
    const insertedId = await insertAutoTicket(trx, {
      bettorId: bettor.id,
      actorId: ctx.user.id,
      betString: body.betString.trim(),
      pools,
      remaining: body.count ?? null,
      endDate: body.endDate ?? null,
    });
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: bettor.companyId,
      action: 'inbox.saveRunTicket',
      entity: 'autoTicket',
      entityId: insertedId,
      after: { bettorId: bettor.id, pools, count: body.count ?? null, endDate: body.endDate ?? null },
    });
    return toRow(await selectAutoTicket(trx, insertedId));
  });
}

/** Report/GetAutoTicket: auto tickets of bettors in the caller's scope, active first, newest first. */
export async function getAutoTickets(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetAutoTicketBody,
): Promise<{ rows: AutoTicketRow[]; totalCount: number }> {
  requireFunction(ctx, ['Bet', 'Inbox Report'], [1, 2, 3, 4]);
  if (body.bettorId !== undefined) await targetInScope(db, ctx, body.bettorId);
  const filter: AutoTicketFilter = {
    ...(body.bettorId !== undefined ? { bettorId: body.bettorId } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.search !== undefined ? { search: body.search } : {}),
  };
  const [rows, totalCount] = await Promise.all([
    selectAutoTicketsPage(db, ctx, filter, { startCount: body.StartCount, pageSize: body.PageSize }),
    countAutoTickets(db, ctx, filter),
  ]);
  return { rows: rows.map(toRow), totalCount };
}

/** Report/VoidAutoTicket: stops active auto tickets (all in scope or nothing). */
export async function voidAutoTickets(
  { db }: AreaDeps,
  ctx: AuthContext,
  ids: readonly number[],
): Promise<{ voided: number }> {
  if (!mayVoidAutoTickets(ctx.user)) throw forbidden();
  return inTransaction(db, async (trx) => {
    const rows = await lockAutoTickets(trx, ids);
    if (rows.length !== new Set(ids).size) throw new BusinessError('No record found!');
    for (const r of rows) assertInScope(ctx, { id: Number(r.bettor_id), path: r.path.map(Number) });
    const active = rows.filter((r) => r.status === AutoTicketStatus.Active).map((r) => r.id);
    if (active.length === 0) return { voided: 0 };
    await setAutoTicketsStatus(trx, active, AutoTicketStatus.Voided);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: ctx.user.companyId,
      action: 'inbox.voidAutoTicket',
      entity: 'autoTicket',
      entityId: null,
      after: { ids: active.map(Number) },
    });
    return { voided: active.length };
  });
}

export type PlaceFn = (deps: AreaDeps, auth: AuthContext, input: PlaceOrderInput) => Promise<PlaceOrderReply>;

/** The login an auto ticket was saved by, as the order pipeline sees it; null when it is gone. */
async function actorContext(db: Db, actorId: string): Promise<AuthContext | null> {
  const row = await selectAccount(db, actorId);
  if (!row) return null;
  const user = toSessionUser(row, await mainAccessOf(db, row));
  return { sessionId: 'job:auto-tickets', user, principalId: user.mainAccountId ?? user.id };
}

/**
 * The 'auto-tickets' job: for each active auto ticket, the next open draw of each of its pools
 * (grouped by date) without a run yet is placed through the order pipeline with orderKey
 * `auto:<id>:<date>`; the run records the ticket or the refusal; remaining goes down by one per
 * run; the auto ticket finishes when remaining is 0 or its end date has passed.
 */
export async function runAutoTickets(deps: AreaDeps, place: PlaceFn): Promise<string> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = businessDate(now);
  const active = await selectAutoTicketsOfStatus(db, AutoTicketStatus.Active);
  if (active.length === 0) return 'No active auto ticket.';
  const draws = await openDraws(db, now);
  let placed = 0;
  let refused = 0;
  let finished = 0;
  for (const auto of active) {
    const finish = async (reason: string) => {
      await moveAutoTicketStatus(db, auto.id, AutoTicketStatus.Active, AutoTicketStatus.Finished);
      finished++;
      return reason;
    };
    if ((auto.end_date !== null && auto.end_date < today) || auto.remaining === 0) {
      await finish('done');
      continue;
    }
    const byDate = new Map<string, PoolId[]>();
    for (const p of auto.pools) {
      const next = draws.get(p as PoolId)?.find((d) => !d.late);
      if (!next) continue;
      if (auto.end_date !== null && next.drawDate > auto.end_date) continue;
      byDate.set(next.drawDate, [...(byDate.get(next.drawDate) ?? []), p as PoolId]);
    }
    const seen = new Set(await selectAutoTicketRunDates(db, auto.id));
    let remaining = auto.remaining;
    const auth = await actorContext(db, auto.actor_id);
    for (const [drawDate, pools] of [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      if (seen.has(drawDate)) continue;
      if (remaining !== null && remaining <= 0) break;
      let ticketId: number | null = null;
      let error = '';
      try {
        if (!auth) throw new BusinessError('The account that saved the auto ticket no longer exists.');
        const reply = await place(deps, auth, {
          betString: autoBetString(auto.bet_string, pools, drawDate),
          targetUserId: Number(auto.bettor_id),
          orderKey: `auto:${auto.id}:${drawDate}`,
          source: 'auto',
        });
        ticketId = reply.ticketId;
      } catch (e) {
        if (!(e instanceof BusinessError) && !(e instanceof HttpError)) throw e;
        error = e.message || 'Refused.';
      }
      const recorded = await inTransaction(db, async (trx) => {
        const ran = await insertAutoTicketRun(trx, { autoTicketId: auto.id, drawDate, ticketId, error });
        if (!ran) return false;
        const left = remaining === null ? null : remaining - 1;
        await updateAutoTicketAfterRun(trx, auto.id, {
          remaining: left,
          lastError: error,
          status: left === 0 ? AutoTicketStatus.Finished : AutoTicketStatus.Active,
        });
        return true;
      });
      if (!recorded) continue;
      if (remaining !== null) remaining--;
      if (remaining === 0) finished++;
      if (ticketId !== null) placed++;
      else refused++;
    }
  }
  return `Auto tickets: ${placed} placed, ${refused} refused, ${finished} finished.`;
}
