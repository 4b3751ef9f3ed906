/** English texts of namespace 'reports-statistics' (sales and payout statistics, their charts).
 * zh and ms follow this shape. */
export const en = {
  col: {
    released: 'Released',
    ticketCount: 'Tickets',
    ownWinLoss: 'Own win/loss',
    yes: 'Yes',
    no: 'Not yet',
  },
  chart: {
    salesTitle: 'Turnover per draw date and pool, and net amount',
    payoutTitle: 'Payout per draw date and pool, and win/loss',
    dateAxis: 'Draw date',
    amountAxis: 'Amount ({{currency}})',
    amountAxisPlain: 'Amount',
    netLine: 'Net amount (all pools)',
    winLossLine: 'Win/Loss (all pools)',
    empty: 'Nothing to chart in this range.',
  },
};

/** Same keys as English, every value a string. */
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type StatisticsResource = Tree<typeof en>;
