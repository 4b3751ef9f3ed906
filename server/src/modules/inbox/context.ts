import type { BettingContext, BettorOption, GetBettingContextBody } from '@drawdesk/shared-kernel/contract';
import { businessDate, centsToUnits, isBettorRole, type RoleId } from '@drawdesk/shared-kernel/domain';
import {
  BET_CODES,
  DEFAULT_BET_FORMATS,
  codeFitsLength,
  isBetCode,
  type BetCode,
  type NumberLength,
} from '@drawdesk/shared-kernel/domain/betting';
import { sql } from 'kysely';
import { readsEverything } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../areaDeps';
import { openDraws } from '../draws/open';
import { requireFunction, targetInScope } from '../limits/target';
import { loadAccountTerms } from '../packages/pricing';
import { readSystemSettings } from '../system/settings';
import { figuresOf } from '../tree/credit';
import { readSettings } from '../tree/settings';

const LENGTHS: readonly NumberLength[] = [2, 3, 4, 5, 6];
const BETTOR_LIST_LIMIT = 50;

/**
 * Positional formats per number length from the account's flat `betFormat` list: the codes of the
 * list that fit each length, in the list's order; the default format for a length it has none for.
 */
export function betFormatsOf(betFormat: readonly string[]): Record<NumberLength, BetCode[]> {
  const codes = betFormat.map((c) => c.toUpperCase()).filter(isBetCode);
  const out = {} as Record<NumberLength, BetCode[]>;
  for (const len of LENGTHS) {
    const fit = codes.filter((c) => codeFitsLength(c, len));
    out[len] = fit.length > 0 ? [...new Set(fit)] : [...DEFAULT_BET_FORMATS[len]];
  }
  return out;
}

/** Filters a users query (alias u) to the caller's tree: DOMAIN 1 scope with target lines. */
export function scopeSql(ctx: AuthContext, alias: string) {
  if (readsEverything(ctx)) return sql<boolean>`true`;
  const path = sql.ref(`${alias}.path`);
  const lines = ctx.user.mainAccountId === null ? [] : ctx.user.targetLines;
  if (lines.length === 0) return sql<boolean>`${path} @> ARRAY[${ctx.principalId}]::bigint[]`;
  return sql<boolean>`(${sql.ref(`${alias}.id`)} = ${ctx.principalId} OR (${path} @> ARRAY[${ctx.principalId}]::bigint[] AND ${path} && ${sql.val(lines.map(String))}::bigint[]))`;
}

/** Bettors (players, houses; main accounts) the caller may order for, by username. */
export async function bettorsFor(db: Db | Trx, ctx: AuthContext, keyword = ''): Promise<BettorOption[]> {
  let q = db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.role_id'])
    .where('u.role_id', 'in', [5, 6])
    .where('u.main_account_id', 'is', null)
    .where('u.status', '!=', 'inactive')
    .where(scopeSql(ctx, 'u'));
  const kw = keyword.trim().toLowerCase();
  if (kw) q = q.where(sql<boolean>`lower(u.username) LIKE ${`%${kw.replace(/[\\%_]/g, '\\$&')}%`}`);
  const rows = await q.orderBy('u.username').limit(BETTOR_LIST_LIMIT).execute();
  return rows.map((r) => ({ userId: Number(r.id), username: r.username, userRoleId: r.role_id }));
}

/** Bet/GetBettingContext: what the order screens need to order for one bettor. */
export async function getBettingContext(
  { db, clock }: AreaDeps,
  ctx: AuthContext,
  body: GetBettingContextBody,
): Promise<BettingContext> {
  requireFunction(ctx, ['Bet'], [1, 2]);
  let bettorId: number | null = null;
  if (body.targetUserId !== undefined) {
    const target = await targetInScope(db, ctx, body.targetUserId);
    if (!isBettorRole(target.roleId) || target.mainAccountId !== null)
      throw new BusinessError('Only a player or a house account can own tickets.');
    bettorId = target.id;
  } else {
    const principal = await db
      .selectFrom('users')
      .select('role_id')
      .where('id', '=', String(ctx.principalId))
      .executeTakeFirstOrThrow();
    if (isBettorRole(principal.role_id as RoleId)) bettorId = ctx.principalId;
  }
  const accountId = bettorId ?? ctx.principalId;
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', String(accountId))
    .executeTakeFirstOrThrow();
  const settings = readSettings(row.settings);
  const now = clock.now();
  const [system, draws, terms, figures, bettors] = await Promise.all([
    readSystemSettings(db),
    openDraws(db, now, { allowLate: settings.allowOrderWithinResultRelease }),
    loadAccountTerms(db, [accountId]),
    figuresOf(db, row),
    bettorId !== null && bettorId === ctx.principalId
      ? Promise.resolve<BettorOption[]>([])
      : bettorsFor(db, ctx, body.keyword ?? ''),
  ]);
  const bettor: BettorOption | null =
    bettorId === null ? null : { userId: bettorId, username: row.username, userRoleId: row.role_id };
  const accountTerms = terms.get(accountId);
  const betRates: Record<string, Record<string, number>> = {};
  for (const type of [0, 2, 3] as const) {
    const rates: Record<string, number> = {};
    const byCode = accountTerms?.byType[type];
    for (const code of BET_CODES) rates[code] = byCode?.get(code)?.betRate ?? 10_000;
    betRates[String(type)] = rates;
  }
  const formats = betFormatsOf(settings.betFormat);
  return {
    bettor,
    bettors: bettor && bettorId === ctx.principalId ? [bettor] : bettors,
    today: businessDate(now),
    openDraws: [...draws.values()].flat().map((d) => ({
      poolId: d.poolId,
      drawDate: d.drawDate,
      cutoffAt: d.cutoffAt.toISOString(),
      late: d.late,
    })),
    defaultPools: [1],
    betFormats: Object.fromEntries(LENGTHS.map((l) => [String(l), formats[l]])),
    receiptMode: settings.receiptMode,
    receiptFormat: settings.receiptFormat,
    maxLineBetInUI: system.maxLineBetInUI,
    betRates,
    luckyBet: settings.luckyBet,
    creditLeft: centsToUnits(figures.creditLeft),
    creditLimit: centsToUnits(figures.creditLimit),
  };
}
