/** English texts of namespace 'reports-frame': what every report shares (filters, drill-down trail,
 * processing warning). zh and ms follow this shape. */
export const en = {
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
  msg: {
    processing: 'Result calculation is processing. The report result will not be accurate temporarily.',
    badRange: 'The from date must not be after the to date.',
    drillHint: 'Click an agent row to see its downlines.',
  },
};

/** Same keys as English, every value a string. */
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type FrameResource = Tree<typeof en>;
