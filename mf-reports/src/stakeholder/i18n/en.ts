/** English texts of namespace 'reports-stakeholder' (the stakeholder report). zh and ms follow this shape. */
export const en = {
  col: {
    level: 'Level',
    account: 'Account',
    role: 'Role',
    pt: 'PT %',
    in: 'In',
    eat: 'Eat',
  },
  level: {
    bettors: 'Bettors',
    below: 'Downlines',
    account: 'Account',
    upline: 'Upline',
    more: '{{name}} and {{n}} more',
  },
  role: {
    r1: 'Super admin',
    r2: 'IT admin',
    r3: 'Company',
    r4: 'Agent',
    r5: 'Player',
    r6: 'House',
  },
  picker: {
    account: 'Account',
    under: 'Under {{name}}',
    itself: '{{name}} itself',
    none: 'You have no downline to follow.',
  },
  balance: {
    label: 'Does it add up?',
    turnover: 'Bettors’ stake',
    layOff: 'Laid off above the company',
    sum: 'Win/loss of every level with the lay-off',
  },
};

/** Same keys as English, every value a string. */
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type StakeholderResource = Tree<typeof en>;
