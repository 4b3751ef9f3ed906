/** Interface text of the result screen, namespace 'admin-results'; zh and ms must have exactly these keys. */
export const en = {
  pick: {
    drawDate: 'Draw date',
    pool: 'Pool',
    autoRefresh: 'Refresh every 10 seconds',
  },
  form: {
    title: 'Result',
    first: '1st prize',
    second: '2nd prize',
    third: '3rd prize',
    starter: 'Starter {{n}}',
    consolation: 'Consolation {{n}}',
    starters: 'Starters',
    consolations: 'Consolations',
    fiveD: '5D',
    fiveDFirst: '5D 1st',
    fiveDSecond: '5D 2nd',
    fiveDThird: '5D 3rd',
    sixDFirst: '6D 1st',
    save: 'Save',
    validate: 'Validate',
    release: 'Release',
    claim: 'Claim prizes of the date',
    readOnly:
      'Results are entered and released by the operator. Claiming prizes credits your own players only.',
  },
  err: {
    four: 'Enter 4 digits.',
    five: 'Enter 5 digits.',
    six: 'Enter 6 digits.',
  },
  status: {
    title: 'Status',
    result: 'Result',
    release: 'Release',
    none: 'Not entered',
    saved: 'Saved (pending validation)',
    validated: 'Validated',
    released: 'Released',
    pending: 'Pending',
    processing: 'Processing',
    version: 'Version {{v}}',
  },
  msg: {
    saved: 'Result saved.',
    validated: 'Result validated.',
    released: 'Released: {{lines}} bet lines settled, {{winning}} winning, winnings {{winnings}}.',
    confirmRelease: 'Release the result of {{pool}} for {{date}}? Every bet of the draw is settled.',
    confirmClaim: 'Release the winnings of {{date}} to the players\u2019 balances?',
    claimed: 'Prizes of {{date}} released to {{bettors}} players ({{total}}).',
    alreadyClaimed: 'The prizes of {{date}} were already released.',
  },
};

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
/** The shape zh and ms must match: the English keys, any string as value. */
export type Resource = Tree<typeof en>;
