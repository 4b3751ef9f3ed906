/** English texts of namespace 'reports-results' (strike, winning, payout and payout table reports).
 * zh and ms follow this shape. */
export const en = {
  col: {
    prize: 'Prize',
    code: 'Bet code',
    lines: 'Lines',
    stake: 'Stake',
    eat: 'Eat',
    ownPayout: 'Own payout',
    ticketNo: 'Ticket no',
    bettor: 'Bettor',
    path: 'Uplines',
    kind: 'Kind',
    ranks: 'Matched prizes',
    winLines: 'Winning lines',
    winStake: 'Stake on winning lines',
  },
  rank: {
    r1: '1st',
    r2: '2nd',
    r3: '3rd',
    r4: '4th',
    r5: '5th',
    r6: '6th',
    r7: 'Starter',
    r8: 'Consolation',
    starter: 'Starter {{n}}',
    consolation: 'Consolation {{n}}',
    fiveD: '5D {{rank}}',
    sixD: '6D {{rank}}',
  },
  filter: {
    drawDate: 'Draw date',
    number: 'Number',
    numberHint: '2 to 6 digits',
    badNumber: 'A number has 2 to 6 digits.',
    account: 'Account',
    allAccounts: 'All accounts',
    bettor: 'Bettor: {{name}}',
    clearBettor: 'Show every bettor',
    showUnbet: 'Show positions nobody bet on',
  },
  strike: {
    unbet: 'Nobody bet on this position',
    none: 'No result is released for this date and these pools yet.',
    jackpot: 'Jackpot detail of {{pool}}',
  },
  payout: {
    downlines: 'Per downline',
    self: 'My own payout',
  },
  table: {
    grid: '{{pool}}: winning lines and payout by bet code and prize',
    linesShort: 'lines',
    none: 'No winning lines in this range.',
  },
};

/** Same keys as English, every value a string. */
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type ResultsResource = Tree<typeof en>;
