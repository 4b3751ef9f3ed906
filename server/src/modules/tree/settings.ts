import type { CreateOrUpdateUserBody, UserSettings } from '@drawdesk/shared-kernel/contract';
import { centsToUnits, unitsToCents } from '@drawdesk/shared-kernel/domain';

/**
 * The SPEC 3 settings as kept in users.settings (jsonb). Percentages and amounts are integers:
 * discount and positionTaking in hundredths of a percent, maxFightLimit and fightLimits in cents.
 */
export type StoredSettings = Omit<UserSettings, 'discount' | 'positionTaking' | 'maxFightLimit' | 'fightLimits'> & {
  discount: number;
  positionTaking: number;
  maxFightLimit: number;
  fightLimits: Record<string, number>;
};

export const DEFAULT_CURRENCY = 'MYR';
export const CURRENCIES: readonly string[] = ['MYR', 'SGD', 'THB', 'IDR', 'VND', 'USD'];

export const DEFAULT_SETTINGS: StoredSettings = {
  phone: '',
  email: '',
  receiptMode: 1,
  receiptFormat: 1,
  currency: DEFAULT_CURRENCY,
  discount: 0,
  positionTaking: 0,
  packageIds: {},
  fixPackage: false,
  eatSequence: '*/**',
  smsEnabled: false,
  luckyBet: false,
  allowSelfVoid: false,
  autoTransfer: false,
  autoTransferFrequency: 0,
  autoTransferDay: 1,
  creditType: 'postpaid',
  isDemo: false,
  maxFightLimit: 0,
  fightLimits: {},
  voidTicketAuthority: false,
  voidTicketSendSms: false,
  showEarnedReport: false,
  viewPageInfo: false,
  displayFullNameInReport: false,
  showEarnCommission: false,
  canEditPackage: false,
  allowOrderWithinResultRelease: false,
  divideShowFull: false,
  totalBaseEatSequence: false,
  followPassword: false,
  betFormat: [],
};

const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof StoredSettings)[];

/** The stored settings over the defaults (accounts made before a field existed get its default). */
export function readSettings(raw: unknown): StoredSettings {
  const stored = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof StoredSettings, unknown>>;
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) if (stored[key] !== undefined) out[key] = stored[key];
  return out as StoredSettings;
}

const mapValues = (record: Record<string, number>, fn: (v: number) => number) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v)]));

/** Request fields (units) over `base`: an omitted field keeps its value. */
export function mergeSettings(base: StoredSettings, body: Partial<CreateOrUpdateUserBody>): StoredSettings {
  const next: Record<string, unknown> = { ...base };
  for (const key of SETTING_KEYS) {
    const value = body[key];
    if (value === undefined) continue;
    if (key === 'discount' || key === 'positionTaking' || key === 'maxFightLimit') next[key] = unitsToCents(value as number);
    else if (key === 'fightLimits') next[key] = mapValues(value as Record<string, number>, unitsToCents);
    else if (key === 'packageIds') next[key] = { ...base.packageIds, ...(value as object) };
    else next[key] = value;
  }
  return next as StoredSettings;
}

export function settingsReply(stored: StoredSettings): UserSettings {
  return {
    ...stored,
    discount: centsToUnits(stored.discount),
    positionTaking: centsToUnits(stored.positionTaking),
    maxFightLimit: centsToUnits(stored.maxFightLimit),
    fightLimits: mapValues(stored.fightLimits, centsToUnits),
  };
}
