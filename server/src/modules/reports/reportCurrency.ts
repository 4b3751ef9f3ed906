import { BASE_CURRENCY, ReportCurrencyMessages, type ReportInit } from '@drawdesk/shared-kernel/contract';
import type { AuthContext } from '../../auth/sessionUser';
import type { Db } from '../../db/connection';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { getCurrencySetting } from '../configuration';
import { CURRENCIES } from '../configuration';
import { BASE, type ReportCurrency } from './conversion';
import { readAccountCurrency, readCurrencyRate } from './queries';

/** The report currency of a request: absent = base; an unknown one or one without a rate is refused. */
export async function reportCurrency(db: Db, currency: string | undefined): Promise<ReportCurrency> {
  if (currency === undefined || currency === BASE_CURRENCY) return BASE;
  if (!CURRENCIES.includes(currency)) throw new BusinessError(ReportCurrencyMessages.unknown);
  const rate = await readCurrencyRate(db, currency);
  if (rate === undefined) throw new BusinessError(ReportCurrencyMessages.noRate);
  return { code: currency, ratePer10k: rate };
}

/**
 * Report/InitReport: the currencies a report can be shown in (base first, then those with a rate,
 * in the account form's order) and the caller's account currency as the screens' default.
 */
export async function initReport(
  deps: Pick<AreaDeps, 'db' | 'clock'>,
  ctx: AuthContext,
): Promise<ReportInit> {
  const [rows, mine] = await Promise.all([
    getCurrencySetting(deps),
    readAccountCurrency(deps.db, ctx.principalId),
  ]);
  const currencies = rows.filter((r) => r.rate !== null).map((r) => r.currency);
  return {
    baseCurrency: BASE_CURRENCY,
    currencies,
    currency: mine !== null && currencies.includes(mine) ? mine : BASE_CURRENCY,
  };
}
