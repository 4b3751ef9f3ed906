// The configuration area: packages and templates, numbers (red numbers, meanings, queues), system and currency settings, account settings, announcements.
// Other areas, the seed and app.ts import this area only through this file.
export {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_SETTINGS,
  mergeSettings,
  readSettings,
  settingsReply,
} from './accountSettings';
export type { StoredSettings } from './accountSettings';
export { queuedLookup } from './numbers/numberQueues';
export { loadRedNumbers, redNumberLookup } from './numbers/redNumbers';
export type { RedNumberLookup, RedNumberRow } from './numbers/redNumbers';
export { getCurrencySetting } from './numbers/settingsService';
export { loadLuckyBetTable } from './packages/luckyBet';
export type { LuckyBetRow } from './packages/luckyBet';
export {
  DEFAULT_PACKAGES_KEY,
  defaultPackageIdsFrom,
  loadAccountTerms,
  packageIdsIn,
  packageTermsFromRows,
  resolveAccountTerms,
} from './packages/pricing';
export type { AccountTerms, CodeTerms, PackageRateRow, PackageTerms } from './packages/pricing';
export { assertAccountPackages, codesOfType, poolsOfType } from './packages/service';
export { adjustPayouts, adjustmentLookup, loadPayoutAdjustments } from './packages/templates';
export type { AdjustmentLookup, PayoutAdjustmentItem } from './packages/templates';
export { PackageTermsCache, packageTermsCacheOf } from './packages/termsCache';
export { configurationRoutes } from './routes';
export { DEFAULT_SYSTEM_SETTINGS, SYSTEM_SETTINGS_KEY, readSystemSettings } from './systemSettings';
export type { SystemSettings } from './systemSettings';
