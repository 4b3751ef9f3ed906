/**
 * The pure rules of the stakeholder report: the account followed (a chain of picks down the tree,
 * kept in the address), each row's account text, and the totals that show the report adds up.
 */
import type { DrillStep } from '@drawdesk/shared-kernel/ui';

/** A translator of this feature's keys (i18next's `t`, or a stub in tests). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Address parameter of the picked chain ('12:demo_sh,15:demo_ma'; the account followed is the last). */
export const ACCOUNT_PARAM = 'account';

const cents = (units: number): number => Math.round(units * 100);
const units = (c: number): number => c / 100;

export interface StakeholderFigures {
  in: number;
  eat: number;
  out: number;
  netAmount: number;
  payout: number;
  winLoss: number;
}
const FIGURES: readonly (keyof StakeholderFigures)[] = ['in', 'eat', 'out', 'netAmount', 'payout', 'winLoss'];

/** Each figure summed over the rows (in cents). */
export function stakeholderTotals(rows: readonly StakeholderFigures[]): StakeholderFigures {
  const sum = (f: keyof StakeholderFigures) => units(rows.reduce((s, r) => s + cents(r[f]), 0));
  return Object.fromEntries(FIGURES.map((f) => [f, sum(f)])) as unknown as StakeholderFigures;
}

/**
 * The rows' win/loss with what the company laid off above itself: 0 when the report adds up
 * (every level's gain is another's loss).
 */
export const balanceOf = (rows: readonly { winLoss: number }[], layOffWinLoss: number): number =>
  units(rows.reduce((s, r) => s + cents(r.winLoss), cents(layOffWinLoss)));

/** A row's account: its username, or the first of the accounts it sums and how many more. */
export const accountText = (t: Translate, row: { username: string; accounts: number }): string =>
  row.accounts > 1 ? t('level.more', { name: row.username, n: row.accounts - 1 }) : row.username;

/** A position-taking share as text ('80%'); none for bettors or a level whose shares differ. */
export const ptText = (pt: number | null): string => (pt === null ? '' : `${pt}%`);

/**
 * The chain the picker shows: what is picked, or (nothing picked) the caller's first direct downline;
 * the account followed is its last step (none while the caller has no downline).
 */
export function pickedChain(picks: readonly DrillStep[], firstDownline: DrillStep | undefined): DrillStep[] {
  if (picks.length > 0) return [...picks];
  return firstDownline ? [firstDownline] : [];
}

/**
 * The chain after choosing `choice` at picker level `level` (0 = the caller's direct downlines):
 * the picks above kept, the ones below dropped; null clears the level (the account above is followed).
 */
export function pickAt(picks: readonly DrillStep[], level: number, choice: DrillStep | null): DrillStep[] {
  const kept = picks.slice(0, level);
  return choice ? [...kept, choice] : kept;
}
