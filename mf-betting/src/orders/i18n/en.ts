import { BET_ERROR_MESSAGES } from '@drawdesk/shared-kernel/domain/betting';

/**
 * Interface text of the order screens (express betting, web orders, auto tickets), namespace
 * 'betting-orders'. English ships with the screens; zh and ms have exactly these keys.
 */
export const en = {
  common: {
    bettor: 'Bettor',
    searchBettor: 'Search bettor',
    chooseBettor: 'Choose a bettor to order for.',
    creditLeft: 'Credit left',
    submit: 'Place order',
    clear: 'Clear',
    pools: 'Pools',
    drawDates: 'Draw dates',
    nextDraw: 'Next open draw',
    kind: 'Bet type',
    number: 'Number',
    amount: 'Amount',
    copy: 'Copy',
    copied: 'Receipt copied.',
    print: 'Print',
    receipt: 'Receipt',
    ticketNo: 'Ticket no',
    gross: 'Gross',
    net: 'Net',
    recentTickets: 'Recent tickets',
    status: 'Status',
    orderDate: 'Order date',
    preview: 'Preview',
    lines: 'Bet lines',
    expanded: 'Expanded bets',
    line: 'Line {{line}}',
    soldOut: 'Sold out: {{count}} line(s)',
    nothingYet: 'Type a bet string to see the preview.',
    hasErrors: 'Fix the lines marked in red before placing the order.',
    selectPool: 'Please select at least one pool',
    fillRow: 'Enter at least one number with an amount.',
    badNumber: 'A number must have 2 to 6 digits.',
    kinds: {
      k1: 'Normal',
      k2: 'Box',
      k3: 'iBox',
      k4: 'PH',
      k5: 'PB',
      k6: 'Reverse',
    },
    statuses: {
      s0: 'Active',
      s1: 'Processed',
      s2: 'Cancelled',
      s99: 'Error',
    },
  },
  unavailable: {
    readOnlyRole: 'Placing orders is not available: this login only reads.',
    noBetCreate: 'Placing orders is not available: your access does not include creating bets.',
  },
  express: {
    betString: 'Bet string',
    hint: 'One line each: D (next draw) or D2, #123 for pools, then bets such as 1234#1#2. Ctrl+Enter places the order.',
  },
  web: {
    addRow: 'Add row',
    removeRow: 'Remove',
    numbers: 'Numbers',
    numbersHint: 'One number per line (or separated by spaces or commas).',
    amounts: 'Amounts for every number',
  },
  auto: {
    formTitle: 'New auto ticket',
    listTitle: 'Auto tickets',
    betString: 'Bet string (no date line but D)',
    runType: 'Run',
    byCount: 'Number of draws',
    byEndDate: 'Until date',
    count: 'Draws',
    endDate: 'End date',
    save: 'Save auto ticket',
    saved: 'Auto ticket saved.',
    voidSelected: 'Void selected',
    voidConfirm: 'Void {{count}} auto ticket(s)?',
    runAmount: 'Please fill up run amount',
    selectOne: 'Please select at least one auto ticket.',
    remaining: 'Remaining',
    runs: 'Placed',
    lastError: 'Last refusal',
    createdAt: 'Created',
    statuses: {
      s1: 'Active',
      s2: 'Voided',
      s3: 'Finished',
    },
  },
  /** The parser's refusal reasons, as the kernel words them. */
  errors: { ...BET_ERROR_MESSAGES },
};

/** Same keys as English, every value a string. */
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type OrdersResource = Tree<typeof en>;
