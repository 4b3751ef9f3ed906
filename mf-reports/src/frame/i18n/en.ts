/** English texts of namespace 'reports-frame': what every report shares (column labels, filters,
 * drill-down trail, processing warning). zh and ms follow this shape. */
export const en = {
  /** Column labels the report tables share (a report's own namespace, looked up first, may differ). */
  col: {
    drawDate: 'Draw date',
    pool: 'Pool',
    number: 'Number',
    netAmount: 'Net amount',
    payout: 'Payout',
    winLoss: 'Win/Loss',
    ownNet: 'Own net',
    uplinePayout: 'Upline payout',
    username: 'Username',
    turnover: 'Turnover',
    commission: 'Commission',
    out: 'Out',
    total: 'Total',
  },
  /** Bet kinds by number (1-6). */
  kind: {
    k1: 'Normal',
    k2: 'Box',
    k3: 'iBox',
    k4: 'PH',
    k5: 'PB',
    k6: 'Reverse',
  },
  filter: {
    from: 'From date',
    drawDate: 'Draw date',
    to: 'To date',
    pools: 'Pools',
    allPools: 'All pools',
    search: 'Search',
    account: 'Account',
    currency: 'Currency',
    quick: 'Quick pick',
    all: 'All',
  },
  pick: {
    lastDraw: 'Last draw',
    thisWeek: 'This week',
    lastWeek: 'Last week',
    thisMonth: 'This month',
    lastMonth: 'Last month',
  },
  crumb: {
    label: 'Viewing',
    self: 'My downlines',
  },
  msg: {
    processing: 'Result calculation is processing. The report result will not be accurate temporarily.',
    badRange: 'The from date must not be after the to date.',
    noDate: 'Please select the from date and the to date.',
    rangeTooLong: 'The date range may cover at most 366 days.',
    drillHint: 'Click an agent row to see its downlines.',
  },
  receipt: {
    title: 'Ticket {{ticketNo}}',
    betString: 'Bet string',
    receipt: 'Receipt',
    close: 'Close',
    loading: 'Loading…',
    failed: 'The receipt could not be loaded.',
  },
};

/** Same keys as English, every value a string. */
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type FrameResource = Tree<typeof en>;
