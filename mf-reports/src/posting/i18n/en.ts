/** English texts of namespace 'reports-posting' (the remote invoice pages). zh and ms follow this shape. */
export const en = {
  col: {
    number: 'Number',
    code: 'Bet code',
    sent: 'Sent',
    accepted: 'Accepted',
    net: 'Net',
    ranks: 'Matched prizes',
    payout: 'Payout',
    total: 'Total',
  },
  field: {
    invoiceId: 'Invoice',
    agent: 'Remote agent',
    drawDate: 'Draw date',
    pool: 'Pool',
    remoteTicketNo: 'Remote ticket',
    remoteXid: 'Remote ticket ID',
    status: 'Status',
    manual: 'Sent by hand',
    gross: 'Gross',
    net: 'Net (owed to the agent)',
    payout: 'Payout',
    winLoss: 'Win/loss (owed to us when positive)',
    createdAt: 'Sent at',
    paidAt: 'Paid at',
    error: 'Error',
    betString: 'Bet string',
    receiptString: 'Receipt string',
  },
  status: {
    placed: 'Placed',
    voided: 'Voided',
    settled: 'Settled',
    paid: 'Paid',
    failed: 'Failed',
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
    fiveD: '5D {{rank}}',
    sixD: '6D {{rank}}',
  },
  msg: {
    badQuery: 'Open it from the invoice list: the invoice is missing.',
    notFound: 'This invoice could not be loaded.',
    noPayout: 'No line of this invoice won.',
    notSettled: "The draw's result is not released yet: there is no payout.",
    yes: 'Yes',
    no: 'No',
  },
  link: {
    lines: 'Invoice lines',
    payout: 'Payout lines',
    list: 'Invoice list',
  },
};

/** Same keys as English, every value a string. */
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type PostingResource = Tree<typeof en>;
