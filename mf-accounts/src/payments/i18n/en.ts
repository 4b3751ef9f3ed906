/**
 * Interface text of the payment screen, namespace 'accounts-payments'. Keys `screen.phrase`; English ships
 * with the screen, Chinese and Malay are fetched when chosen. zh and ms must have exactly these keys.
 */
export const en = {
  payment: {
    formTitle: 'Make a payment',
    target: 'Downline',
    type: 'Payment type',
    transfer: 'Transfer credit',
    receive: 'Receive credit',
    transferExplain:
      'You pay {{target}}: the amount leaves your side and {{target}}’s balance goes down by it.',
    receiveExplain:
      '{{target}} pays you: the amount comes to your side and {{target}}’s balance goes up by it.',
    explainNoTarget: 'Choose a downline to see who pays whom.',
    amount: 'Amount',
    submit: 'Make payment',
    confirm: '{{type}} of {{amount}} with {{target}}?',
    done: 'Payment made: {{target}} {{initial}} → {{final}}.',
    resultTitle: 'Last payment',
    historyTitle: 'Payment history',
    from: 'From',
    to: 'To',
    search: 'Search',
    date: 'Date',
    initiator: 'Made by',
    initialAmount: 'Initial amount',
    finalAmount: 'Final amount',
    noDownline: 'You have no direct downline to pay.',
    currentBalance: 'Current balance',
    creditLeft: 'Credit left',
    creditLimit: 'Credit limit',
  },
};

/** The shape zh and ms follow: the same keys, every value a string. */
export type Resource = typeof en;
