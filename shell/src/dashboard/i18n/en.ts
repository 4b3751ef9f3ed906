/** English texts of the dashboard blocks, namespace 'shell-dashboard' (the reference shape). */
export const en = {
  draws: {
    title: 'Next draws',
    pool: 'Pool',
    drawDate: 'Draw date',
    cutoff: 'Cutoff',
    closesIn: 'Closes in',
    closed: 'Closed',
    none: 'No open draw.',
    days: '{{count}}d',
  },
  sales: {
    title: 'Sales today ({{date}})',
    turnover: 'Turnover',
    netAmount: 'Net amount',
    tickets: 'Tickets',
  },
  top: {
    title: 'Highest exposure, draw of {{date}}',
    number: 'Number',
    amount: 'Amount',
    none: 'No bets on this draw yet.',
  },
  results: {
    title: 'Last results',
    pool: 'Pool',
    drawDate: 'Draw date',
    first: '1st',
    second: '2nd',
    third: '3rd',
    none: 'No result released yet.',
  },
};

/** Same keys as English, every value a string. */
export type DashboardResource = { [G in keyof typeof en]: { [K in keyof (typeof en)[G]]: string } };
