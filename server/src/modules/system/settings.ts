import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';

/** The system settings of SPEC 3, stored as one JSON object in app_settings under SYSTEM_SETTINGS_KEY. */
export interface SystemSettings {
  /** Percent, 0-100 with up to 2 decimals, in hundredths (12.5% -> 1250). */
  agentMaxDiscountPercentage: number;
  /** Percent in hundredths. */
  paybackCommissionRate: number;
  /** How many random numbers a lucky bet draws (DOMAIN 7). */
  luckyNumberPerBetAmount: number;
  /** Business time `HH:mm` the result source job runs at (issue 6). */
  scrapeResultTime: string;
  /** Most input lines one order may have (DOMAIN 9 step 2). */
  maxLineBetInUI: number;
  /** 1 active: GD and 9Lotto draw daily; 0 inactive (DOMAIN 4). */
  dailyPool: 0 | 1;
  /** Result feed URLs for the normal pools and for GD (issue 6 result source). */
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
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SYSTEM_SETTINGS_KEY)
    .executeTakeFirst();
  const stored = row?.value && typeof row.value === 'object' ? (row.value as Partial<SystemSettings>) : {};
  return { ...DEFAULT_SYSTEM_SETTINGS, ...stored };
}
