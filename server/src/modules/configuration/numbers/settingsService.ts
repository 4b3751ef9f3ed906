import {
  BASE_CURRENCY,
  hasAtMostDecimals,
  type CurrencyRow,
  type SystemSettingsDto,
  type UpdateCurrencySettingBody,
} from '@drawdesk/shared-kernel/contract';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import { inTransaction } from '../../../db/retry';
import { badRequest, BusinessError } from '../../../http/errors';
import type { AreaDeps } from '../../../areaDeps';
import {
  readSystemSettings,
  systemSettingsFromDto,
  systemSettingsProblem,
  systemSettingsToDto,
  writeSystemSettings,
} from '../systemSettings';
import { CURRENCIES } from '../accountSettings';
import { lockCurrencyRate, selectCurrencyRates, upsertCurrencyRate } from '../queries';

export async function getSystemSetting({ db }: AreaDeps): Promise<SystemSettingsDto> {
  return systemSettingsToDto(await readSystemSettings(db));
}

/** Super admin only (route guard). Replaces every setting; the audit row keeps before and after. */
export async function updateSystemSetting(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: SystemSettingsDto,
): Promise<SystemSettingsDto> {
  const problem = systemSettingsProblem(body);
  if (problem) throw new BusinessError(problem);
  return inTransaction(db, async (trx) => {
    const before = await readSystemSettings(trx);
    const after = systemSettingsFromDto(body);
    await writeSystemSettings(trx, after);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'system-setting.update',
      entity: 'app_settings',
      entityId: 'systemSettings',
      before,
      after,
    });
    return systemSettingsToDto(after);
  });
}

const RATE_SCALE = 10_000;
const toRate = (stored: number): number => stored / RATE_SCALE;

/** Every currency of the account form; MYR is the base (rate 1); a currency not set yet has null rates. */
export async function getCurrencySetting({ db }: AreaDeps): Promise<CurrencyRow[]> {
  const rows = await selectCurrencyRates(db);
  const byCode = new Map(rows.map((r) => [r.currency, r]));
  return CURRENCIES.map((currency) => {
    if (currency === BASE_CURRENCY) {
      return { currency, rate: 1, fakeRate: 1, isBase: true, updatedBy: null, updatedAt: null };
    }
    const row = byCode.get(currency);
    return {
      currency,
      rate: row ? toRate(row.rate) : null,
      fakeRate: row ? toRate(row.fake_rate) : null,
      isBase: false,
      updatedBy: row?.username ?? null,
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
    };
  });
}

export async function updateCurrencySetting(
  deps: AreaDeps,
  ctx: AuthContext,
  body: UpdateCurrencySettingBody,
): Promise<CurrencyRow> {
  for (const field of ['rate', 'fakeRate'] as const) {
    if (!hasAtMostDecimals(body[field], 4))
      throw badRequest(`Invalid input: ${field} has more than 4 decimals`);
  }
  if (!CURRENCIES.includes(body.currency)) throw new BusinessError(`Unknown currency '${body.currency}'.`);
  if (body.currency === BASE_CURRENCY) {
    throw new BusinessError(`${BASE_CURRENCY} is the base currency: its rate is always 1.`);
  }
  const rate = Math.round(body.rate * RATE_SCALE);
  const fakeRate = Math.round(body.fakeRate * RATE_SCALE);
  await inTransaction(deps.db, async (trx) => {
    const before = await lockCurrencyRate(trx, body.currency);
    await upsertCurrencyRate(trx, { currency: body.currency, rate, fakeRate, updatedBy: ctx.user.id });
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'currency.update',
      entity: 'currency_rates',
      entityId: body.currency,
      before: before ? { rate: toRate(before.rate), fakeRate: toRate(before.fake_rate) } : null,
      after: { rate: body.rate, fakeRate: body.fakeRate },
    });
  });
  const row = (await getCurrencySetting(deps)).find((r) => r.currency === body.currency);
  if (!row) throw new BusinessError(`Unknown currency '${body.currency}'.`);
  return row;
}
