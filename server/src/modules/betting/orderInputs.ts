import { randomInt } from 'node:crypto';
import { BettingMessages, type BetReceipt, type WebOrderRow } from '@drawdesk/shared-kernel/contract';
import { POOLS, unitsToCents, type PoolId } from '@drawdesk/shared-kernel/domain';
import {
  BET_CODES,
  codeFitsLength,
  formatBetAmount,
  formatDayMonthYear,
  formatKindForm,
  isBetCode,
  NUMBER_LENGTHS,
  type BetCode,
  type BetKindId,
  type NumberLength,
} from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../auth/sessionUser';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { assertInScope } from '../../auth/target';
import { loadLuckyBetTable, type LuckyBetRow } from '../configuration';
import { readSystemSettings } from '../configuration';
import { readSettings } from '../configuration';
import { selectPathAndSettings, selectTicketReceipt } from './queries/accountsAndTickets';

const digitOf = new Map(POOLS.map((p) => [p.id, p.inputDigit]));

/**
 * The account's positional bet formats per number length from its flat `betFormat` setting: the
 * codes of the list that fit each length, in the list's order, each once. A length with none is
 * left out: the parser (and the order screens) take DOMAIN 7's default for it.
 */
export function betFormatsOf(betFormat: readonly string[]): Partial<Record<NumberLength, BetCode[]>> {
  const codes = [...new Set(betFormat.map((c) => c.toUpperCase()))].filter(isBetCode);
  const out: Partial<Record<NumberLength, BetCode[]>> = {};
  for (const length of NUMBER_LENGTHS) {
    const fit = codes.filter((c) => codeFitsLength(c, length));
    if (fit.length > 0) out[length] = fit;
  }
  return out;
}

/** `D` (next open draw) or `D23/11/2026,26/11/2026`, then `#123`. */
function header(pools: readonly number[], drawDates?: readonly string[]): string {
  const dates = drawDates && drawDates.length > 0 ? [...new Set(drawDates)].sort() : [];
  const dateLine = dates.length > 0 ? `D${dates.map(formatDayMonthYear).join(',')}` : 'D';
  const poolLine = `#${[...new Set(pools)]
    .sort((a, b) => a - b)
    .map((p) => digitOf.get(p as PoolId) ?? String(p))
    .join('')}`;
  return `${dateLine}\n${poolLine}`;
}

/**
 * PlaceWebOrder's grid as an express bet string (DOMAIN 7, labelled amounts): one bet line per
 * row with at least one amount above 0; a row with none is skipped (an empty grid row).
 */
export function webOrderBetString(
  rows: readonly WebOrderRow[],
  pools: readonly number[],
  drawDates?: readonly string[],
): string {
  const lines = [header(pools, drawDates)];
  for (const row of rows) {
    const amounts = BET_CODES.flatMap((code) => {
      const value = row.amounts[code];
      if (value === undefined || value <= 0) return [];
      return [`${code}${formatBetAmount(unitsToCents(value))}`];
    });
    if (amounts.length === 0) continue;
    lines.push(`${formatKindForm(row.number, row.kind as BetKindId)}#${amounts.join('#')}`);
  }
  return lines.join('\n');
}

/** Draws `count` random 4-digit numbers with a cryptographic RNG. */
export function luckyNumbers(count: number): string[] {
  return Array.from({ length: count }, () => String(randomInt(0, 10_000)).padStart(4, '0'));
}

/** A lucky bet as a bet string: each number bets the table row's Big/Small/3A/3C split. */
export function luckyBetString(
  row: LuckyBetRow,
  numbers: readonly string[],
  pools: readonly number[],
): string {
  const parts = (
    [
      ['B', row.big],
      ['S', row.small],
      ['3A', row.a3],
      ['3C', row.c3],
    ] as const
  )
    .filter(([, cents]) => cents > 0)
    .map(([code, cents]) => `${code}${formatBetAmount(cents)}`);
  if (parts.length === 0) throw new BusinessError(BettingMessages.luckyAmount);
  return [header(pools), ...numbers.map((n) => `${n}#${parts.join('#')}`)].join('\n');
}

/** PlaceLuckyBet's bet string for the bettor: its luckyBet setting must be on; the amount a row of the table. */
export async function luckyOrderString(
  deps: AreaDeps,
  auth: AuthContext,
  amount: number,
  pools: readonly number[],
  targetUserId?: number,
): Promise<string> {
  const bettorId = targetUserId ?? auth.principalId;
  const row = await selectPathAndSettings(deps.db, bettorId);
  // Scope first: the setting of an account outside the caller's tree is none of its business.
  const bettor = assertInScope(
    auth,
    row && { id: bettorId, path: row.path.map(Number), settings: row.settings },
  );
  if (!readSettings(bettor.settings).luckyBet) throw new BusinessError(BettingMessages.luckyBetOff);
  const cents = unitsToCents(amount);
  const [table, system] = await Promise.all([loadLuckyBetTable(deps.db), readSystemSettings(deps.db)]);
  const tier = table.find((r) => r.amount === cents);
  if (!tier) throw new BusinessError(BettingMessages.luckyAmount);
  return luckyBetString(tier, luckyNumbers(Math.max(1, system.luckyNumberPerBetAmount)), pools);
}

/** GetBetReceipt: the ticket's XID, canonical bet string and receipt, for tickets in the caller's tree. */
export async function getBetReceipt(
  deps: AreaDeps,
  auth: AuthContext,
  ticketId: number,
): Promise<BetReceipt> {
  const row = await selectTicketReceipt(deps.db, ticketId);
  const found = row && { ...row, id: Number(row.bettor_id), path: row.path.map(Number) };
  // The login that placed the ticket reads it back; anyone else needs its bettor in scope.
  const t = found && Number(found.actor_id) === auth.user.id ? found : assertInScope(auth, found);
  return { ticketXId: t.xid, expressBetString: t.bet_string, receiptString: t.receipt_string };
}
