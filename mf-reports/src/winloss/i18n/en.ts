/** English texts of namespace 'reports-winloss' (win/loss, sales summary and player transaction
 * columns). zh and ms follow this shape. */
export const en = {
  col: {
    ownWinLoss: 'Own win/loss',
    uplineWinLoss: 'Upline win/loss',
    ticketCount: 'Tickets',
    time: 'Time',
    reason: 'Reason',
    amount: 'Amount',
    preBalance: 'Pre-balance',
    postBalance: 'Post-balance',
    actor: 'By',
    system: 'System',
    eat: 'Eat',
    ownPayout: 'Own payout',
    uplineNet: 'Upline net',
    subtotal: 'Subtotal',
    lines: 'Lines',
    myResult: 'My result',
  },
  group: {
    downline: 'Downline',
    own: 'Own',
    upline: 'Upline',
  },
  link: {
    lines: 'Lines',
    linesOf: 'Lines of {{username}}',
    selfDetail: 'My own eaten lines',
  },
  msg: {
    loading: 'Loading…',
  },
  /** Player transaction: the credit-log reasons it shows (shared-kernel PLAYER_TRANSACTION_REASONS). */
  reason: {
    bet: 'Bet',
    void: 'Void (stake returned)',
    prize: 'Prize',
    payment: {
      transferCredit: {
        balance: 'Payment: transfer credit (balance)',
        creditLimit: 'Payment: transfer credit (credit limit)',
      },
      receiveCredit: {
        balance: 'Payment: receive credit (balance)',
        creditLimit: 'Payment: receive credit (credit limit)',
      },
    },
  },
};

/** Same keys as English, every value a string. */
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type WinLossResource = Tree<typeof en>;
