import {
  BettingMessages,
  type BettingContext,
  type BettorOption,
  type GetBettingContextBody,
} from '@drawdesk/shared-kernel/contract';
import { businessDate, centsToUnits, isBettorRole, type RoleId } from '@drawdesk/shared-kernel/domain';
import { BET_CODES, DEFAULT_BET_FORMATS, NUMBER_LENGTHS } from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../../auth/sessionUser';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import { BusinessError } from '../../../http/errors';
import type { AreaDeps } from '../../../areaDeps';
import { betFormatsOf } from '../orderInputs';
import { openDraws } from '../../pools';
import { requireFunction } from '../../../auth/target';
import { loadAccountTerms } from '../../configuration';
import { readSystemSettings } from '../../configuration';
import { readableUser } from '../../../auth/access';
import { figuresOf } from '../../accounts';
import { readSettings } from '../../configuration';
import { selectAccountRow, selectBettorsInScope } from '../queries/accountsAndTickets';

const BETTOR_LIST_LIMIT = 50;

/** A bettor that may own tickets: a player or a house, main account (not a sub-account). */
export function assertBettor(roleId: RoleId, isSubAccount: boolean): void {
  if (!isBettorRole(roleId) || isSubAccount) throw new BusinessError(BettingMessages.notBettor);
}

/** Bettors (players, houses; main accounts) the caller may order for, by username. */
export async function bettorsFor(db: Db | Trx, ctx: AuthContext, keyword = ''): Promise<BettorOption[]> {
  const rows = await selectBettorsInScope(db, ctx, keyword.trim().toLowerCase(), BETTOR_LIST_LIMIT);
  return rows.map((r) => ({ userId: Number(r.id), username: r.username, userRoleId: r.role_id }));
}

/** Bet/GetBettingContext: what the order screens need to order for one bettor. */
export async function getBettingContext(
  { db, clock }: AreaDeps,
  ctx: AuthContext,
  body: GetBettingContextBody,
): Promise<BettingContext> {
  requireFunction(ctx, ['Bet'], [1, 2]);
  // The named bettor (in scope, a bettor), else the caller's account: a bettor itself or not.
  const named = body.targetUserId;
  const row =
    named !== undefined ? await readableUser(db, ctx, named) : await selectAccountRow(db, ctx.principalId);
  const accountId = Number(row.id);
  const roleId = row.role_id as RoleId;
  if (named !== undefined) assertBettor(roleId, row.main_account_id !== null);
  const bettorId = named !== undefined || isBettorRole(roleId) ? accountId : null;
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
    betFormats: Object.fromEntries(
      NUMBER_LENGTHS.map((l) => [String(l), [...(formats[l] ?? DEFAULT_BET_FORMATS[l])]]),
    ),
    receiptMode: settings.receiptMode,
    receiptFormat: settings.receiptFormat,
    maxLineBetInUI: system.maxLineBetInUI,
    betRates,
    luckyBet: settings.luckyBet,
    creditLeft: centsToUnits(figures.creditLeft),
    creditLimit: centsToUnits(figures.creditLimit),
  };
}
