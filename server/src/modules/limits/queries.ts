import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import { containsPattern } from '../../db/likePatterns';
import type { Trx } from '../../db/retry';
import { defaultEatState, limitsToRows, rowsToLimits, type EatState } from './eatRules';
import type { GroupingId } from '@drawdesk/shared-kernel/contract';

async function loadLimits(db: Db | Trx, userId: number) {
  const rows = await db
    .selectFrom('account_fight_limits')
    .select(['basis', 'limit_key', 'amount'])
    .where('user_id', '=', String(userId))
    .execute();
  return rowsToLimits(rows.map((r) => ({ basis: r.basis, key: r.limit_key, amount: Number(r.amount) })));
}

/** The stored eat settings (defaults when none are stored); `lock` takes the row lock for an update. */
export async function loadEatState(
  db: Db | Trx,
  userId: number,
  isCompany: boolean,
  lock = false,
): Promise<EatState> {
  let query = db.selectFrom('account_eat_settings').selectAll().where('user_id', '=', String(userId));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  const base = defaultEatState(isCompany);
  if (!row) return base;
  return {
    positionTaking: isCompany ? base.positionTaking : row.position_taking,
    grouping: row.grouping as GroupingId,
    maxFightLimit: row.max_fight_limit === null ? null : Number(row.max_fight_limit),
    isRedPackage: row.is_red_package,
    limits: await loadLimits(db, userId),
  };
}

/**
 * Locks the account's settings row for the rest of the transaction, creating it first (with the
 * defaults: pt 0, a company's 100, no limits) when the account has none.
 */
export async function lockEatState(trx: Trx, userId: number, isCompany: boolean): Promise<EatState> {
  const existing = await trx
    .selectFrom('account_eat_settings')
    .select('user_id')
    .where('user_id', '=', String(userId))
    .forUpdate()
    .executeTakeFirst();
  if (!existing) {
    const seed = defaultEatState(isCompany);
    await trx
      .insertInto('account_eat_settings')
      .values({
        user_id: String(userId),
        position_taking: seed.positionTaking,
        max_fight_limit: seed.maxFightLimit,
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
  return loadEatState(trx, userId, isCompany, true);
}

async function replaceLimits(trx: Trx, userId: number, state: EatState): Promise<void> {
  await trx.deleteFrom('account_fight_limits').where('user_id', '=', String(userId)).execute();
  const rows = limitsToRows(state.limits);
  if (rows.length > 0) {
    await trx
      .insertInto('account_fight_limits')
      .values(
        rows.map((r) => ({ user_id: String(userId), basis: r.basis, limit_key: r.key, amount: r.amount })),
      )
      .execute();
  }
}

/** Writes the whole state (the row must be locked by lockEatState). */
export async function saveEatState(
  trx: Trx,
  userId: number,
  state: EatState,
  actorId: number,
): Promise<void> {
  await trx
    .updateTable('account_eat_settings')
    .set({
      position_taking: state.positionTaking,
      grouping: state.grouping,
      max_fight_limit: state.maxFightLimit,
      is_red_package: state.isRedPackage,
      updated_by: String(actorId),
      updated_at: sql<Date>`now()`,
    })
    .where('user_id', '=', String(userId))
    .execute();
  await replaceLimits(trx, userId, state);
}

/** Conditions on the listed accounts (alias u): the caller's tree and target lines. */
export type AccountScope = RawBuilder<boolean>[];

/** Main accounts in the scope (username containing `search`, when given) left-joined with their eat settings. */
function mainAccountsWithEatSettings(db: Db | Trx, scope: AccountScope, search: string | undefined) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('account_eat_settings as s', 's.user_id', 'u.id')
    .where('u.main_account_id', 'is', null);
  for (const condition of scope) query = query.where(condition);
  if (search) query = query.where(sql<boolean>`u.username ILIKE ${containsPattern(search)}`);
  return query;
}

export async function countResendLimitRows(
  db: Db,
  scope: AccountScope,
  search: string | undefined,
): Promise<number> {
  const total = await mainAccountsWithEatSettings(db, scope, search)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** A page of the accounts with their resend-order limit switch and count, by username. */
export async function selectResendLimitRowsPage(
  db: Db,
  scope: AccountScope,
  search: string | undefined,
  page: { startCount: number; pageSize: number },
) {
  return mainAccountsWithEatSettings(db, scope, search)
    .select([
      'u.id',
      'u.username',
      'u.role_id',
      'u.upline_id',
      'u.resend_order_limit_enable as enabled',
      's.resend_order_limit as count',
    ])
    .orderBy(sql`lower(u.username)`)
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

/** An account's resend-order limit switch and count, its users row locked FOR UPDATE. */
export async function lockResendLimit(trx: Trx, userId: number) {
  return trx
    .selectFrom('users as u')
    .leftJoin('account_eat_settings as s', 's.user_id', 'u.id')
    .select(['u.resend_order_limit_enable as enabled', 's.resend_order_limit as count'])
    .where('u.id', '=', String(userId))
    .forUpdate('u')
    .executeTakeFirstOrThrow();
}

export async function setResendLimitEnabled(trx: Trx, userId: number, enabled: boolean): Promise<void> {
  await trx
    .updateTable('users')
    .set({ resend_order_limit_enable: enabled, updated_at: sql<Date>`now()` })
    .where('id', '=', String(userId))
    .execute();
}

/** Writes the resend-order count (the settings row must be locked by lockEatState). */
export async function setResendLimitCount(
  trx: Trx,
  userId: number,
  count: number,
  actorId: number,
): Promise<void> {
  await trx
    .updateTable('account_eat_settings')
    .set({
      resend_order_limit: count,
      updated_by: String(actorId),
      updated_at: sql<Date>`now()`,
    })
    .where('user_id', '=', String(userId))
    .execute();
}
