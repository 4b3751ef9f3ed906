/** English texts of namespace 'reports-details' (win/loss, own win/loss and jackpot detail pages).
 * zh and ms follow this shape. */
export const en = {
  col: {
    ticketNo: 'Ticket no',
    bettor: 'Bettor',
    code: 'Code',
    kind: 'Kind',
    stake: 'Stake',
    in: 'In',
    eat: 'Eat',
    ownPayout: 'Own payout',
    ownWinLoss: 'Own win/loss',
    tier: 'Prize',
  },
  tier: {
    t1: '1st',
    t2: '2nd',
    t3: '3rd',
    t4: '4th',
    t5: '5th',
    t6: '6th',
  },
  label: {
    drawDate: 'Draw date',
    pool: 'Pool',
    fiveD: '5D numbers',
    sixD: '6D number',
    jackpot1: 'Jackpot 1',
    jackpot2: 'Jackpot 2',
    none: 'None',
  },
  msg: {
    badQuery: 'This page needs its filters in the address. Open it from a report.',
    noResult: 'No result is saved for this draw.',
    notReleased: 'The result of this draw is not released yet: no winning lines.',
    processing: 'Result calculation is processing. The report result will not be accurate temporarily.',
  },
};

/** Same keys as English, every value a string. */
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type DetailsResource = Tree<typeof en>;
