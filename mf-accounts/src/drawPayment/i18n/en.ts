/** English texts of the draw payment screen, namespace 'accounts-draw-payment'; zh and ms have these keys. */
export const en = {
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

/** The shape zh and ms follow: the same keys, every value a string. */
export type Resource = typeof en;
