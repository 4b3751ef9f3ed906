import { BASE_CURRENCY, ReportCurrencyMessages, type ReportInit } from '@drawdesk/shared-kernel/contract';
import { sql, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../auth/sessionUser';
import type { Db } from '../../db/connection';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { getCurrencySetting } from '../configuration';
import { CURRENCIES } from '../configuration';

/**
 * The currency of a report (DOMAIN 14) and how its amounts are converted from the stored base
 * currency cents (docs/settlement-rules.md "Report currency").
 */
export interface ReportCurrency {
  code: string;
  /** Real rate: base currency per unit of this currency, per 10,000 (currency_rates.rate). */
  ratePer10k: number;
}

const RATE_SCALE = 10_000;
const BASE: ReportCurrency = { code: BASE_CURRENCY, ratePer10k: RATE_SCALE };

/** The report currency of a request: absent = base; an unknown one or one without a rate is refused. */
export async function reportCurrency(db: Db, currency: string | undefined): Promise<ReportCurrency> {
  if (currency === undefined || currency === BASE_CURRENCY) return BASE;
  if (!CURRENCIES.includes(currency)) throw new BusinessError(ReportCurrencyMessages.unknown);
  const row = await db
    .selectFrom('currency_rates')
    .select('rate')
    .where('currency', '=', currency)
    .executeTakeFirst();
  if (!row) throw new BusinessError(ReportCurrencyMessages.noRate);
  return { code: currency, ratePer10k: row.rate };
}

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

/**
 * Report/InitReport: the currencies a report can be shown in (base first, then those with a rate,
 * in the account form's order) and the caller's account currency as the screens' default.
 */
export async function initReport(
  deps: Pick<AreaDeps, 'db' | 'clock'>,
  ctx: AuthContext,
): Promise<ReportInit> {
  const [rows, own] = await Promise.all([
    getCurrencySetting(deps),
    deps.db
      .selectFrom('users')
      .select(sql<string | null>`settings ->> 'currency'`.as('currency'))
      .where('id', '=', String(ctx.principalId))
      .executeTakeFirst(),
  ]);
  const currencies = rows.filter((r) => r.rate !== null).map((r) => r.currency);
  const mine = own?.currency ?? null;
  return {
    baseCurrency: BASE_CURRENCY,
    currencies,
    currency: mine !== null && currencies.includes(mine) ? mine : BASE_CURRENCY,
  };
}
