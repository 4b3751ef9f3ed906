import { BettingMessages, InboxTicketStatus, ServerMessages } from '@drawdesk/shared-kernel/contract';
import { centsToUnits, type PoolId, type RoleId } from '@drawdesk/shared-kernel/domain';
import { canRead, readsEverything } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { inTransaction, type Trx } from '../../db/retry';
import { BusinessError, forbidden } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { openDraws } from '../pools';
import { readSettings } from '../configuration';
import { addUsage, lockUsage, type UsageRef } from './queries/limitUsage';
import {
  cancelActiveTicket,
  cancelTicketLines,
  insertVoidCreditLog,
  reduceOutstanding,
  reduceUnposted,
  selectRoleAndSettings,
  selectTicketDraws,
  selectTicketHeads,
  selectTicketShares,
  subtractExposure,
} from './queries/voids';
import {
  voidCallRefusal,
  voidRefusal,
  type VoidActor,
  type VoidRefusal,
} from '@drawdesk/shared-kernel/domain/access';

export interface VoidResult {
  voided: number[];
  refunded: number;
}

interface TicketHead {
  id: number;
  ticketNo: string;
  bettorId: number;
  bettorPath: number[];
  status: number;
  isLate: boolean;
}

/** The kernel's void actor for a login: its access, and the role and settings of the account it acts for. */
export async function voidActorOf(db: Db | Trx, auth: AuthContext): Promise<VoidActor> {
  const principal = await selectRoleAndSettings(db, auth.principalId);
  const settings = readSettings(principal.settings);
  return {
    roleId: auth.user.roleId,
    accessString: auth.user.accessString,
    principalId: auth.principalId,
    principalRoleId: principal.role_id as RoleId,
    settings: { allowSelfVoid: settings.allowSelfVoid, voidTicketAuthority: settings.voidTicketAuthority },
  };
}

const VOID_REFUSAL_TEXT: Record<VoidRefusal, string> = {
  readOnlyRole: 'read-only role',
  noBetWrite: 'no Bet permission',
  selfVoidOff: 'self void is not allowed',
  noVoidAuthority: 'no void ticket authority',
};

/** Who may void (DOMAIN 9, the kernel's voidRefusal), inside the caller's tree. */
async function voidRight(db: Db | Trx, auth: AuthContext, ticket: TicketHead): Promise<string | null> {
  if (!canRead(auth, { id: ticket.bettorId, path: ticket.bettorPath })) return 'not in your tree';
  const refusal = voidRefusal(await voidActorOf(db, auth), ticket.bettorId);
  return refusal ? VOID_REFUSAL_TEXT[refusal] : null;
}

/** Every draw of the ticket still open at `now` (late tickets: until the draw's first result). */
async function drawsOpen(db: Db | Trx, now: Date, ticket: TicketHead): Promise<boolean> {
  const draws = await selectTicketDraws(db, ticket.id);
  const pools = [...new Set(draws.map((d) => d.pool_id as PoolId))];
  const open = await openDraws(db, now, { allowLate: ticket.isLate, pools });
  const openIds = new Set<number>();
  for (const list of open.values()) for (const d of list) openIds.add(d.drawId);
  return draws.every((d) => openIds.has(Number(d.draw_id)));
}

async function loadHeads(db: Db | Trx, ids: readonly number[], lock = false): Promise<TicketHead[]> {
  const rows = await selectTicketHeads(db, ids, lock);
  return rows.map((r) => ({
    id: Number(r.id),
    ticketNo: r.ticket_no,
    bettorId: Number(r.bettor_id),
    bettorPath: r.path.map(Number),
    status: r.status,
    isLate: r.is_late,
  }));
}

/** Why the ticket cannot be voided now, or null. */
async function refusalOf(
  db: Db | Trx,
  auth: AuthContext,
  now: Date,
  ticket: TicketHead,
): Promise<string | null> {
  const right = await voidRight(db, auth, ticket);
  if (right) return right;
  if (ticket.status === InboxTicketStatus.Cancelled) return 'already cancelled';
  if (ticket.status !== InboxTicketStatus.Active) return 'already processed';
  if (!(await drawsOpen(db, now, ticket))) return 'draw closed';
  return null;
}

/** Voids one locked, checked ticket: status, lines, usage, unposted, outstanding, credit log, exposure, audit. */
async function voidOne(trx: Trx, auth: AuthContext, ticket: TicketHead): Promise<number> {
  const t = await cancelActiveTicket(trx, ticket.id, auth.user.id);
  if (!t) throw new BusinessError(BettingMessages.notVoidable(`#${ticket.ticketNo} (already cancelled)`));
  await cancelTicketLines(trx, ticket.id);

  // Give back every eat on the usage rows it was counted on, locked in the fixed key order.
  const shares = await selectTicketShares(trx, ticket.id);
  const deltas = new Map<string, UsageRef & { delta: number }>();
  for (const s of shares) {
    const eat = Number(s.eat);
    if (eat <= 0) continue;
    for (const k of s.usage_keys) {
      const bar = k.indexOf('|');
      const ref = {
        userId: Number(s.user_id),
        drawId: Number(s.draw_id),
        basis: Number(k.slice(0, bar)),
        limitKey: k.slice(bar + 1),
      };
      const key = `${ref.userId}|${ref.drawId}|${k}`;
      const cur = deltas.get(key);
      if (cur) cur.delta -= eat;
      else deltas.set(key, { ...ref, delta: -eat });
    }
  }
  if (deltas.size > 0) {
    await lockUsage(trx, [...deltas.values()]);
    await addUsage(trx, [...deltas.values()]);
  }

  // The bettor's row after the usage rows and before the unposted ones, as the order write takes
  // them (docs/betting-rules.md "Order pipeline" 9): the other order would deadlock with an order.
  const net = Number(t.net);
  const user = await reduceOutstanding(trx, ticket.bettorId, net);
  const after = Number(user.credit_limit ?? 0) - Number(user.outstanding) + Number(user.balance);
  await insertVoidCreditLog(trx, {
    companyId: user.company_id,
    userId: ticket.bettorId,
    actorId: auth.user.id,
    amount: net,
    preBalance: after - net,
    postBalance: after,
  });

  // Unposted: what the company passed up (its share's out) on each line of this ticket.
  if (t.company_id !== null) {
    const company = Number(t.company_id);
    // Keyed as the order wrote it: the digits the code bets on; an ibox line under its sorted digits
    // (its limit key) with ibox true.
    const unposted = new Map<
      string,
      { drawId: number; number: string; code: string; ibox: boolean; amount: number }
    >();
    for (const s of shares) {
      if (Number(s.user_id) !== company || Number(s.out_amount) <= 0) continue;
      const ibox = s.kind === 3;
      const number = s.limit_key;
      const key = `${s.draw_id}|${number}|${s.code}|${ibox ? 1 : 0}`;
      const cur = unposted.get(key);
      if (cur) cur.amount += Number(s.out_amount);
      else
        unposted.set(key, {
          drawId: Number(s.draw_id),
          number,
          code: s.code,
          ibox,
          amount: Number(s.out_amount),
        });
    }
    const rows = [...unposted.values()].sort(
      (a, b) =>
        a.drawId - b.drawId ||
        (a.number < b.number
          ? -1
          : a.number > b.number
            ? 1
            : a.code < b.code
              ? -1
              : a.code > b.code
                ? 1
                : Number(a.ibox) - Number(b.ibox)),
    );
    for (const r of rows) await reduceUnposted(trx, company, r);
  }

  // Last, as the order write takes them last (docs/betting-rules.md "Order pipeline" 9).
  await subtractExposure(trx, ticket.id);
  await writeAudit(trx, {
    actorId: auth.user.id,
    companyId: user.company_id === null ? null : Number(user.company_id),
    action: 'void ticket',
    entity: 'ticket',
    entityId: String(ticket.id),
    before: { status: 0 },
    after: { status: 2, ticketNo: ticket.ticketNo, refunded: centsToUnits(net) },
  });
  return net;
}

/**
 * VoidTicket / BulkVoidTicket (DOMAIN 9, SPEC 4). All or nothing at the check: when any ticket may
 * not be voided (rights, status, a draw past its cutoff), nothing is voided and the reply lists
 * them. Then one transaction per ticket, each re-checked under the ticket's row lock with the
 * clock read once, so a ticket is either fully voided or untouched.
 */
export async function voidTickets(
  deps: AreaDeps,
  auth: AuthContext,
  ticketIds: readonly number[],
): Promise<VoidResult> {
  // The rights that need no ticket (the IT admin, the Bet function) refuse the call itself.
  if (voidCallRefusal(auth.user)) throw forbidden();
  const ids = [...new Set(ticketIds)].sort((a, b) => a - b);
  if (ids.length === 0) throw new BusinessError(BettingMessages.selectTicket);
  const now = deps.clock.now();
  const heads = await loadHeads(deps.db, ids);
  const found = new Map(heads.map((h) => [h.id, h]));
  const refused: string[] = [];
  for (const id of ids) {
    const head = found.get(id);
    if (!head) {
      if (!readsEverything(auth) && ids.length === 1) throw forbidden();
      refused.push(`${id} (not found)`);
      continue;
    }
    if (!canRead(auth, { id: head.bettorId, path: head.bettorPath })) {
      if (ids.length === 1) throw forbidden();
      refused.push(`#${head.ticketNo} (not found)`);
      continue;
    }
    const why = await refusalOf(deps.db, auth, now, head);
    if (why) refused.push(`#${head.ticketNo} (${why})`);
  }
  if (refused.length > 0) {
    if (ids.length === 1 && refused[0]?.includes('not found'))
      throw new BusinessError(ServerMessages.notFound);
    throw new BusinessError(BettingMessages.notVoidable(refused.join(', ')));
  }
  const voided: number[] = [];
  let refunded = 0;
  const failed: string[] = [];
  for (const id of ids) {
    try {
      refunded += await inTransaction(deps.db, async (trx) => {
        const [head] = await loadHeads(trx, [id], true);
        if (!head) throw new BusinessError(ServerMessages.notFound);
        const why = await refusalOf(trx, auth, now, head);
        if (why) throw new BusinessError(BettingMessages.notVoidable(`#${head.ticketNo} (${why})`));
        return voidOne(trx, auth, head);
      });
      voided.push(id);
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      failed.push(error.message);
    }
  }
  if (failed.length > 0 && voided.length === 0) throw new BusinessError(failed.join(' '));
  return { voided, refunded: centsToUnits(refunded) };
}
