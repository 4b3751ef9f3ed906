import {
  DEFAULT_USER_SETTINGS,
  type CreateOrUpdateUserBody,
  type UserSettings,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, unitsToCents } from '@drawdesk/shared-kernel/domain';

/** The account form's eat fields: stored by the limits area (account_eat_settings / account_fight_limits), never here. */
export type EatFormKeys = 'positionTaking' | 'maxFightLimit' | 'fightLimits';

/**
 * The SPEC 3 settings as kept in users.settings (jsonb), except pt and fight limits (see
 * EatFormKeys). The discount is an integer in hundredths of a percent.
 */
export type StoredSettings = Omit<UserSettings, 'discount' | EatFormKeys> & {
  discount: number;
};

export const DEFAULT_CURRENCY = DEFAULT_USER_SETTINGS.currency;
export const CURRENCIES: readonly string[] = ['MYR', 'SGD', 'THB', 'IDR', 'VND', 'USD'];

const {
  positionTaking: _pt,
  maxFightLimit: _max,
  fightLimits: _limits,
  ...storedDefaults
} = DEFAULT_USER_SETTINGS;
export const DEFAULT_SETTINGS: StoredSettings = {
  ...storedDefaults,
  discount: unitsToCents(storedDefaults.discount),
};

const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof StoredSettings)[];

/** The stored settings over the defaults (accounts made before a field existed get its default). */
export function readSettings(raw: unknown): StoredSettings {
  const stored = (raw && typeof raw === 'object' ? raw : {}) as Partial<
    Record<keyof StoredSettings, unknown>
  >;
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) if (stored[key] !== undefined) out[key] = stored[key];
  return out as StoredSettings;
}

/** Request fields (units) over `base`: an omitted field keeps its value. The eat fields are not settings (see EatFormKeys). */
export function mergeSettings(base: StoredSettings, body: Partial<CreateOrUpdateUserBody>): StoredSettings {
  const next: Record<string, unknown> = { ...base };
  for (const key of SETTING_KEYS) {
    const value = body[key];
    if (value === undefined) continue;
    if (key === 'discount') next[key] = unitsToCents(value as number);
    else if (key === 'packageIds') next[key] = { ...base.packageIds, ...(value as object) };
    else next[key] = value;
  }
  return next as StoredSettings;
}

/** The settings reply: stored settings plus the eat fields as the limits area gives them. */
export function settingsReply(stored: StoredSettings, eat: Pick<UserSettings, EatFormKeys>): UserSettings {
  return { ...stored, discount: centsToUnits(stored.discount), ...eat };
}
