import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';

/**
 * Interface text of the win/loss, sales summary and player transaction reports, namespace
 * 'reports-winloss'. English ships with the screens; zh and ms are fetched when chosen and must
 * have exactly these keys.
 */
const en = {
  filter: {
    from: 'From date',
    to: 'To date',
    pools: 'Pools',
    allPools: 'All pools',
    search: 'Search',
    account: 'Account',
    currency: 'Currency',
  },
  crumb: {
    label: 'Viewing',
    self: 'My downlines',
  },
  col: {
    username: 'Username',
    turnover: 'Turnover',
    netAmount: 'Net amount',
    commission: 'Commission',
    payout: 'Payout',
    winLoss: 'Win/Loss',
    ownWinLoss: 'Own win/loss',
    uplineWinLoss: 'Upline win/loss',
    ticketCount: 'Tickets',
    total: 'Total',
    time: 'Time',
    reason: 'Reason',
    amount: 'Amount',
    preBalance: 'Pre-balance',
    postBalance: 'Post-balance',
    actor: 'By',
    system: 'System',
  },
  msg: {
    processing: 'Result calculation is processing. The report result will not be accurate temporarily.',
    badRange: 'The from date must not be after the to date.',
    drillHint: 'Click an agent row to see its downlines.',
  },
};

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type WinLossResource = Tree<typeof en>;

export const WINLOSS_NAMESPACE = 'reports-winloss';
export const winLossResources: LazyResourceSet & { en: WinLossResource } = {
  en,
  zh: () => import('./i18n.zh').then((m) => m.winLossZh),
  ms: () => import('./i18n.ms').then((m) => m.winLossMs),
};

let registered = false;
/** Adds the namespace once (every screen calls this when its chunk loads). */
export function registerWinLossTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(WINLOSS_NAMESPACE, winLossResources);
}
