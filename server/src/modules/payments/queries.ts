import { BUSINESS_TIME_ZONE, PaymentType, Role, type Cents } from '@drawdesk/shared-kernel/domain';
import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { scopeSql } from '../../auth/scope';
import type { Db } from '../../db/connection';
import { startsWithPattern } from '../../db/likePatterns';
import { lineSettled, lineUnsettled } from '../../db/settledState';
import type { Trx } from '../../db/retry';
import type { Database } from '../../db/schema';

export interface Change {
  initial: Cents;
  final: Cents;
}

const toChange = (row: { initial: string; final: string } | undefined): Change | null =>
  row ? { initial: Number(row.initial), final: Number(row.final) } : null;

/** Postpaid: one UPDATE moves the balance and returns before and after (no lost update under any concurrency). */
export async function moveBalance(trx: Trx, userId: number, delta: Cents): Promise<Change | null> {
  const result = await sql<{ initial: string; final: string }>`
    UPDATE users SET balance = balance + ${delta}::bigint, updated_at = now()
    WHERE id = ${userId}::bigint
    RETURNING (balance - ${delta}::bigint)::text AS initial, balance::text AS final`.execute(trx);
  return toChange(result.rows[0]);
}

/**
 * Prepaid: one conditional UPDATE moves the credit limit (the deposit). A withdrawal may not take
 * the limit below 0, a bettor's credit left below 0, or an agent's limit below what it handed
 * down; a deposit may not take the direct downlines' limits above the upline's limit (the caller
 * locks the upline row first so sibling deposits queue). null when refused.
 */
export async function moveCreditLimit(
  trx: Trx,
  userId: number,
  delta: Cents,
  isBettor: boolean,
): Promise<Change | null> {
  const handedDown = sql`(SELECT coalesce(sum(c.credit_limit), 0) FROM users c WHERE c.upline_id = u.id AND c.main_account_id IS NULL)`;
  const withdrawalRule = isBettor
    ? sql`u.credit_limit + ${delta}::bigint - u.outstanding + u.balance >= 0`
    : sql`u.credit_limit + ${delta}::bigint >= ${handedDown}`;
  const uplineLimit = sql`(SELECT up.credit_limit FROM users up WHERE up.id = u.upline_id)`;
  const siblings = sql`(SELECT coalesce(sum(c.credit_limit), 0) FROM users c WHERE c.upline_id = u.upline_id AND c.main_account_id IS NULL)`;
  const depositRule = sql`(u.upline_id IS NULL OR ${uplineLimit} IS NULL OR ${siblings} + ${delta}::bigint <= ${uplineLimit})`;
  const result = await sql<{ initial: string; final: string }>`
    UPDATE users u SET credit_limit = u.credit_limit + ${delta}::bigint, updated_at = now()
    WHERE u.id = ${userId}::bigint
      AND u.credit_limit IS NOT NULL
      AND u.credit_limit + ${delta}::bigint >= 0
      AND ${delta < 0 ? withdrawalRule : depositRule}
    RETURNING (u.credit_limit - ${delta}::bigint)::text AS initial, u.credit_limit::text AS final`.execute(
    trx,
  );
  return toChange(result.rows[0]);
}

/** Locks a row of users for the rest of the transaction. */
export async function lockUser(trx: Trx, userId: number): Promise<void> {
  await sql`SELECT id FROM users WHERE id = ${userId}::bigint FOR UPDATE`.execute(trx);
}

/**
 * Takes the transaction-scoped advisory lock of one login's payment key: a concurrent retry with
 * the same key waits for the first one and then sees it.
 */
export async function lockPaymentKey(trx: Trx, actorId: number, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`payment:${actorId}:${key}`}))`.execute(trx);
}

/** The payment a login made with a payment key, if any. */
export async function selectPaymentByKey(trx: Trx, actorId: number, key: string) {
  return trx
    .selectFrom('payments')
    .select(['target_user_id', 'payment_type', 'amount', 'initial_amount', 'final_amount'])
    .where('actor_id', '=', String(actorId))
    .where('payment_key', '=', key)
    .executeTakeFirst();
}

export type PaymentValues = Insertable<Database['payments']>;

/** Inserts a payments row; its id. */
export async function insertPayment(trx: Trx, values: PaymentValues): Promise<number> {
  const row = await trx.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A filter of the payments list (the caller's scope is given as a where condition). */
export interface PaymentHistoryFilter {
  /** Conditions on the target account (alias t): the caller's tree and target lines. */
  scope: RawBuilder<boolean>[];
  targetUserId?: number;
  paymentType?: number;
  fromDate?: string;
  toDate?: string;
  /** The table search: the target's or the initiator's username starts with it. */
  search?: string;
}

/** The LIKE pattern of usernames starting with the table search (lower case), or null for none. */
function usernameStart(search: string | undefined): string | null {
  const text = search?.trim().toLowerCase();
  return text ? startsWithPattern(text) : null;
}

function paymentsWithAccounts(db: Db, filter: PaymentHistoryFilter) {
  let base = db
    .selectFrom('payments as p')
    .innerJoin('users as t', 't.id', 'p.target_user_id')
    .innerJoin('users as i', 'i.id', 'p.initiate_user_id');
  for (const condition of filter.scope) base = base.where(condition);
  if (filter.targetUserId !== undefined)
    base = base.where('p.target_user_id', '=', String(filter.targetUserId));
  if (filter.paymentType !== undefined) base = base.where('p.payment_type', '=', filter.paymentType);
  if (filter.fromDate)
    base = base.where(
      sql<boolean>`p.created_at >= (${filter.fromDate}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
    );
  if (filter.toDate)
    base = base.where(
      sql<boolean>`p.created_at < ((${filter.toDate}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
    );
  const start = usernameStart(filter.search);
  if (start)
    base = base.where(sql<boolean>`(lower(t.username) LIKE ${start} OR lower(i.username) LIKE ${start})`);
  return base;
}

/** Count and transfer / receive totals of the matching payments. */
export async function selectPaymentTotals(db: Db, filter: PaymentHistoryFilter) {
  return paymentsWithAccounts(db, filter)
    .select([
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(p.amount) FILTER (WHERE p.payment_type = ${PaymentType.TransferCredit}), 0)`.as(
        'transfer',
      ),
      sql<string>`coalesce(sum(p.amount) FILTER (WHERE p.payment_type = ${PaymentType.ReceiveCredit}), 0)`.as(
        'receive',
      ),
    ])
    .executeTakeFirstOrThrow();
}

/** A page of the matching payments with the target's and initiator's names, newest first. */
export async function selectPaymentsPage(
  db: Db,
  filter: PaymentHistoryFilter,
  page: { startCount: number; pageSize: number },
) {
  return paymentsWithAccounts(db, filter)
    .select([
      'p.id',
      'p.payment_type',
      'p.target_user_id',
      't.username as target_username',
      'p.initiate_user_id',
      'i.username as initiate_username',
      'p.amount',
      'p.affects',
      'p.initial_amount',
      'p.final_amount',
      'p.remark',
      'p.created_at',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

/**
 * The settled share win/loss of one draw date summed over every account in `userId`'s subtree,
 * with its settled line count and its active (unsettled, staked) line count.
 */
export async function selectSubtreeDrawWinLoss(db: Db | Trx, userId: number, drawDate: string) {
  const { rows } = await sql<{ win_loss: string; lines: string; unsettled: string }>`
    SELECT
      (SELECT coalesce(sum(s.win_loss), 0) FROM bet_shares s
         JOIN bet_lines l ON l.id = s.bet_line_id
         JOIN users u ON u.id = s.user_id
        WHERE s.draw_date = ${drawDate}::date AND ${lineSettled('l')} AND u.path @> ARRAY[${userId}]::bigint[])::text AS win_loss,
      (SELECT count(*) FROM bet_lines l JOIN users b ON b.id = l.bettor_id
        WHERE l.draw_date = ${drawDate}::date AND ${lineSettled('l')} AND b.path @> ARRAY[${userId}]::bigint[])::text AS lines,
      (SELECT count(*) FROM bet_lines l JOIN users b ON b.id = l.bettor_id
        WHERE l.draw_date = ${drawDate}::date AND ${lineUnsettled('l')} AND l.stake > 0
          AND b.path @> ARRAY[${userId}]::bigint[])::text AS unsettled`.execute(db);
  return rows[0]!;
}

/** The draw payment of an account and date with its payment's figures, if made. */
export async function selectDrawPayment(db: Db | Trx, userId: number, drawDate: string) {
  return db
    .selectFrom('draw_payments as d')
    .leftJoin('payments as p', 'p.id', 'd.payment_id')
    .select(['d.id', 'd.win_loss', 'd.created_at', 'p.payment_type', 'p.initial_amount', 'p.final_amount'])
    .where('d.user_id', '=', String(userId))
    .where('d.draw_date', '=', drawDate)
    .executeTakeFirst();
}

export type DrawPaymentValues = Insertable<Database['draw_payments']>;

/** Inserts a draw_payments row; its id. */
export async function insertDrawPayment(trx: Trx, values: DrawPaymentValues): Promise<number> {
  const row = await trx.insertInto('draw_payments').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface DrawPaymentHistoryFilter {
  /** The caller's scope over the paid accounts (alias u). */
  scope: ReturnType<typeof scopeSql>;
  userId?: number;
  fromDate?: string;
  toDate?: string;
  /** The table search: the paid account's or its upline's username starts with it. */
  search?: string;
}

function drawPaymentsWithAccounts(db: Db, filter: DrawPaymentHistoryFilter) {
  let base = db
    .selectFrom('draw_payments as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .innerJoin('users as up', 'up.id', 'd.upline_id')
    .innerJoin('users as a', 'a.id', 'd.actor_id')
    .leftJoin('payments as p', 'p.id', 'd.payment_id')
    .where(filter.scope);
  if (filter.userId !== undefined) base = base.where('d.user_id', '=', String(filter.userId));
  if (filter.fromDate) base = base.where('d.draw_date', '>=', filter.fromDate);
  if (filter.toDate) base = base.where('d.draw_date', '<=', filter.toDate);
  const start = usernameStart(filter.search);
  if (start)
    base = base.where(sql<boolean>`(lower(u.username) LIKE ${start} OR lower(up.username) LIKE ${start})`);
  return base;
}

export async function selectDrawPaymentTotals(db: Db, filter: DrawPaymentHistoryFilter) {
  return drawPaymentsWithAccounts(db, filter)
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(d.win_loss), 0)`.as('total')])
    .executeTakeFirstOrThrow();
}

/** A page of the matching draw payments with the accounts' names and the payment's figures, newest first. */
export async function selectDrawPaymentsPage(
  db: Db,
  filter: DrawPaymentHistoryFilter,
  page: { startCount: number; pageSize: number },
) {
  return drawPaymentsWithAccounts(db, filter)
    .select([
      'd.id',
      'd.draw_date',
      'd.user_id',
      'u.username',
      'd.upline_id',
      'up.username as upline_username',
      'd.win_loss',
      'p.payment_type',
      'p.initial_amount',
      'p.final_amount',
      'd.remark',
      'a.username as actor_username',
      'd.created_at',
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

/**
 * Postpaid bettors (main accounts with an upline, active) with auto transfer on whose schedule
 * falls on `day` (frequency 1 daily, or weekly on autoTransferDay) and no run for `date` yet, by id.
 */
export async function selectAutoTransferDue(db: Db, date: string, day: number): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT u.id::text FROM users u
    WHERE u.role_id IN (${Role.Player}, ${Role.House})
      AND u.main_account_id IS NULL
      AND u.upline_id IS NOT NULL
      AND u.status = 'active'
      AND coalesce((u.settings->>'autoTransfer')::boolean, false)
      AND coalesce(u.settings->>'creditType', 'postpaid') <> 'prepaid'
      AND (coalesce((u.settings->>'autoTransferFrequency')::int, 0) = 1
           OR coalesce((u.settings->>'autoTransferDay')::int, 1) = ${day})
      AND NOT EXISTS (SELECT 1 FROM auto_transfer_runs r WHERE r.user_id = u.id AND r.business_date = ${date}::date)
    ORDER BY u.id`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Claims an account's auto transfer of a date (amount 0 for now); false when a run already claimed it. */
export async function claimAutoTransferRun(
  trx: Trx,
  userId: number,
  date: string,
  at: Date,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('auto_transfer_runs')
    .values({ user_id: userId, business_date: date, amount: 0, payment_id: null, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'business_date']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** An account's balance in cents (it must exist). */
export async function selectBalance(trx: Trx, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select('balance')
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Records what an account's claimed auto transfer of a date paid. */
export async function completeAutoTransferRun(
  trx: Trx,
  userId: number,
  date: string,
  amount: number,
  paymentId: number,
): Promise<void> {
  await trx
    .updateTable('auto_transfer_runs')
    .set({ amount, payment_id: paymentId })
    .where('user_id', '=', String(userId))
    .where('business_date', '=', date)
    .execute();
}
