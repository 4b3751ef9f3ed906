import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';

/** Interface text of the inbox, namespace 'betting-inbox'. zh and ms have exactly these keys. */
const en = {
  filter: {
    from: 'From',
    to: 'To',
    dateType: 'Date of',
    byDraw: 'Draw date',
    byOrder: 'Order date',
    status: 'Status',
    all: 'All',
    username: 'Bettor username',
    ticketNo: 'Ticket no',
    pool: 'Pool',
    source: 'Source',
    search: 'Search',
    reset: 'Reset',
  },
  col: {
    list: 'Tickets',
    ticketNo: 'Ticket no',
    bettor: 'Bettor',
    orderingAgent: 'Ordering agent',
    orderDate: 'Order date',
    drawDates: 'Draw dates',
    pools: 'Pools',
    gross: 'Gross',
    net: 'Net',
    status: 'Status',
    late: 'Late',
    source: 'Source',
    count: 'Tickets',
  },
  status: {
    s0: 'Active',
    s1: 'Processed',
    s2: 'Cancelled',
    s99: 'Error',
  },
  source: {
    express: 'Express',
    web: 'Web',
    auto: 'Auto',
    lucky: 'Lucky',
    api: 'API',
  },
  action: {
    voidSelected: 'Void selected',
    void: 'Void',
    voidConfirm: 'Void {{count}} ticket(s)? The credit goes back to the bettor.',
    voided: '{{count}} ticket(s) voided.',
    selectTicket: 'Please select at least one ticket to void',
    sms: 'SMS receipt',
    smsPhone: 'Phone number (empty: the bettor’s phone)',
    smsSent: 'SMS receipt queued to {{phone}}.',
    receipt: 'Receipt',
    close: 'Close',
    expressBetString: 'Express bet string',
    receiptString: 'Receipt string',
    yes: 'Yes',
  },
};

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type InboxResource = Tree<typeof en>;

export const INBOX_NAMESPACE = 'betting-inbox';
export const inboxResources: LazyResourceSet & { en: InboxResource } = {
  en,
  zh: () => import('./i18n.zh').then((m) => m.inboxZh),
  ms: () => import('./i18n.ms').then((m) => m.inboxMs),
};

let registered = false;
export function registerInboxTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(INBOX_NAMESPACE, inboxResources);
}
