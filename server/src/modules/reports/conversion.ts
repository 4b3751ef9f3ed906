import { BASE_CURRENCY } from '@drawdesk/shared-kernel/contract';
import { sql, type RawBuilder } from 'kysely';

/**
 * The currency of a report (DOMAIN 14) and how its amounts are converted from the stored base
 * currency cents (docs/settlement-rules.md "Report currency").
 */
export interface ReportCurrency {
  code: string;
  /** Real rate: base currency per unit of this currency, per 10,000 (currency_rates.rate). */
  ratePer10k: number;
}

export const RATE_SCALE = 10_000;
export const BASE: ReportCurrency = { code: BASE_CURRENCY, ratePer10k: RATE_SCALE };

/**
 * The one conversion of report amounts: base cents x 10,000 / rate, rounded half away from zero
 * to the cent (symmetric, so a loss converts to exactly minus the matching win). Numeric division
 * is exact enough: a quotient with denominator <= 10^9 is either exactly .5 or >= 5e-10 from it.
 * The base currency leaves the expression untouched.
 */
export function inCurrency(cents: RawBuilder<unknown>, currency: ReportCurrency): RawBuilder<string> {
  if (currency.ratePer10k === RATE_SCALE) return sql<string>`${cents}`;
  return sql<string>`round((${cents})::numeric * ${sql.lit(RATE_SCALE)} / ${sql.lit(currency.ratePer10k)})::bigint`;
}
