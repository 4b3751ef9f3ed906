import { isSettingUrl, type SystemSettingsDto } from '@drawdesk/shared-kernel/contract';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { readAppSettingValue, writeAppSettingValue } from './queries';

/** The system settings of SPEC 3, stored as one JSON object in app_settings under SYSTEM_SETTINGS_KEY. */
export interface SystemSettings {
  /** Percent, 0-100 with up to 2 decimals, in hundredths (12.5% -> 1250). */
  agentMaxDiscountPercentage: number;
  /** Percent in hundredths. */
  paybackCommissionRate: number;
  /** How many random numbers a lucky bet draws (DOMAIN 7). */
  luckyNumberPerBetAmount: number;
  /** Business time `HH:mm` the result source job runs at. */
  scrapeResultTime: string;
  /** Most input lines one order may have (DOMAIN 9 step 2). */
  maxLineBetInUI: number;
  /** 1 active: GD and 9Lotto draw daily; 0 inactive (DOMAIN 4). */
  dailyPool: 0 | 1;
  /** Result feed URLs for the normal pools and for GD (the result source). */
  scrapeResultSitesNormal: string[];
  scrapeResultSitesGd: string[];
  /** SPEC 4: the report block lifts by itself after the last pool's result is saved. */
  liftReportBlockAfterLastPool: boolean;
}

export const SYSTEM_SETTINGS_KEY = 'systemSettings';

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  agentMaxDiscountPercentage: 0,
  paybackCommissionRate: 0,
  luckyNumberPerBetAmount: 1,
  scrapeResultTime: '19:30',
  maxLineBetInUI: 200,
  dailyPool: 1,
  scrapeResultSitesNormal: [],
  scrapeResultSitesGd: [],
  liftReportBlockAfterLastPool: true,
};

/** The stored settings over the defaults (a setting added later reads as its default). */
export async function readSystemSettings(db: Db | Trx): Promise<SystemSettings> {
  const value = await readAppSettingValue(db, SYSTEM_SETTINGS_KEY);
  const stored = value && typeof value === 'object' ? (value as Partial<SystemSettings>) : {};
  return { ...DEFAULT_SYSTEM_SETTINGS, ...stored };
}

// ---- The API form of the settings (GetSystemSetting / UpdateSystemSetting) ----

/** Percent settings travel as decimals with 2 places (12.5), stored in hundredths (1250). */
export function systemSettingsToDto(settings: SystemSettings): SystemSettingsDto {
  return {
    agentMaxDiscountPercentage: settings.agentMaxDiscountPercentage / 100,
    paybackCommissionRate: settings.paybackCommissionRate / 100,
    luckyNumberPerBetAmount: settings.luckyNumberPerBetAmount,
    scrapeResultTime: settings.scrapeResultTime,
    maxLineBetInUI: settings.maxLineBetInUI,
    dailyPool: settings.dailyPool,
    scrapeResultSitesNormal: [...settings.scrapeResultSitesNormal],
    scrapeResultSitesGd: [...settings.scrapeResultSitesGd],
    liftReportBlockAfterLastPool: settings.liftReportBlockAfterLastPool,
  };
}

/**
 * Business checks the schema cannot express (the schema already checked types and ranges): URLs are
 * http(s) and unique per list. Returns the first problem, or null.
 */
export function systemSettingsProblem(dto: SystemSettingsDto): string | null {
  for (const [field, list] of [
    ['scrapeResultSitesNormal', dto.scrapeResultSitesNormal],
    ['scrapeResultSitesGd', dto.scrapeResultSitesGd],
  ] as const) {
    const seen = new Set<string>();
    for (const raw of list) {
      const url = raw.trim();
      if (!isSettingUrl(url)) return `${field}: '${raw}' is not a valid http(s) URL.`;
      if (seen.has(url.toLowerCase())) return `${field}: '${raw}' is listed twice.`;
      seen.add(url.toLowerCase());
    }
  }
  return null;
}

export function systemSettingsFromDto(dto: SystemSettingsDto): SystemSettings {
  return {
    agentMaxDiscountPercentage: Math.round(dto.agentMaxDiscountPercentage * 100),
    paybackCommissionRate: Math.round(dto.paybackCommissionRate * 100),
    luckyNumberPerBetAmount: dto.luckyNumberPerBetAmount,
    scrapeResultTime: dto.scrapeResultTime,
    maxLineBetInUI: dto.maxLineBetInUI,
    dailyPool: dto.dailyPool,
    scrapeResultSitesNormal: dto.scrapeResultSitesNormal.map((u) => u.trim()),
    scrapeResultSitesGd: dto.scrapeResultSitesGd.map((u) => u.trim()),
    liftReportBlockAfterLastPool: dto.liftReportBlockAfterLastPool,
  };
}

/** Stores the whole settings object (caller validates and audits in the same transaction). */
export async function writeSystemSettings(trx: Trx, settings: SystemSettings): Promise<void> {
  await writeAppSettingValue(trx, SYSTEM_SETTINGS_KEY, JSON.stringify(settings));
}
