import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';

/** Interface text of the draw payment screen, namespace 'accounts-draw-payment'; zh and ms must have these keys. */
const en = {
  form: {
    title: 'Settle a draw date',
    drawDate: 'Draw date',
    downline: 'Downline',
    remark: 'Remark',
    load: 'Show amount',
    pay: 'Pay',
    noDownline: 'You have no downline to settle with.',
  },
  info: {
    title: 'Win/loss of the draw date',
    amount: 'Amount',
    lines: 'Settled bet lines',
    youPay: 'You pay {{target}} {{amount}}.',
    theyPay: '{{target}} pays you {{amount}}.',
    nothing: 'Nothing to pay: the win/loss of {{target}} on this date is 0.',
    paid: 'Already paid on {{at}} ({{amount}}).',
    confirm: 'Settle {{amount}} with {{target}} for {{date}}?',
    done: 'Draw payment saved.',
  },
  history: {
    title: 'Draw payment history',
    createdAt: 'Paid at',
    drawDate: 'Draw date',
    username: 'Downline',
    upline: 'Upline',
    amount: 'Win/loss',
    type: 'Payment',
    transfer: 'Transfer credit',
    receive: 'Receive credit',
    none: '-',
    finalAmount: 'Final amount',
    remark: 'Remark',
    actor: 'By',
    total: 'Total',
  },
};

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type DrawPaymentResource = Tree<typeof en>;

export const DRAW_PAYMENT_NAMESPACE = 'accounts-draw-payment';
export const drawPaymentResources: LazyResourceSet & { en: DrawPaymentResource } = {
  en,
  zh: () => import('./i18n.zh').then((m) => m.drawPaymentZh),
  ms: () => import('./i18n.ms').then((m) => m.drawPaymentMs),
};

let registered = false;
export function registerDrawPaymentTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(DRAW_PAYMENT_NAMESPACE, drawPaymentResources);
}
