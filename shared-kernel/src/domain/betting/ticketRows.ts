/**
 * The rows an order writes (DOMAIN 9 step 6, DOMAIN 10), built from its priced allocation: one bet
 * line per expanded bet, one share row per account of the chain on every line that accepted a stake
 * (the bettor at depth 0, then each upline with its in / eat / out and its downline's terms), the
 * amounts left unposted above the company, the numbers to queue for it, the usage the order adds and
 * the ticket's totals in integer cents. Pure: plain data in, rows out. Rows are named as the columns
 * they fill, so the server sends them to its write statement as they are.
 */
import { BetKind } from '../constants';
import type { Cents } from '../money';
import type { LineAllocation } from './allocate';
import { netCostCents, type ExpandedBet } from './expand';

/** The bettor's own terms on a line: what the bet line row copies (rates per 10,000, payouts in cents). */
export interface LineTerms {
  /** The package they come from; null for the built-in official figures. */
  packageId: number | null;
  baseRate: number;
  betRate: number;
  payouts: readonly number[];
}

/** An account's bet rate and payout table on a line: a share row copies its own and its downline's. */
export interface ShareTerms {
  rate: number;
  payouts: readonly number[];
}

/** One expanded bet with its draw, its allocation up the chain and its prices. */
export interface PricedLine {
  bet: ExpandedBet;
  drawId: number;
  allocation: LineAllocation;
  /** The number was queued for the company when the line was allocated (sold out at once). */
  blocked: boolean;
  /** Priced as a red number (the red package). */
  red: boolean;
  own: LineTerms;
  /** The terms of each share's account, in allocation share order; may be empty when nothing was accepted. */
  upline: readonly ShareTerms[];
}

/** A usage row the shares are counted on: its basis and key as a share row stores them. */
export interface UsageKeyRef {
  basis: number;
  limitKey: string;
}

export interface TicketRowsInput {
  bettorId: number;
  lines: readonly PricedLine[];
  /** The bettor's chain ends at a company: only then are numbers queued and amounts left unposted. */
  hasCompany: boolean;
  /** The usage rows behind the allocation's limit keys (ShareAllocation.keys). */
  usageRefs: ReadonlyMap<string, UsageKeyRef>;
}

/** A bet_lines row; `i` numbers the lines from 1 (share rows name their line by it). */
export interface BetLineRow {
  i: number;
  draw_id: number;
  pool_id: number;
  draw_date: string;
  input_line: number;
  number: string;
  code: string;
  kind: number;
  limit_key: string;
  requested: Cents;
  stake: Cents;
  ibox_divisor: number;
  base_rate: number;
  bet_rate: number;
  payouts: readonly number[];
  package_id: number | null;
  is_red: boolean;
  net: Cents;
  /** The line's number was queued for the company when it was allocated (not a column). */
  blocked: boolean;
}

/** A bet_shares row on line `line` (BetLineRow.i). */
export interface BetShareRow {
  line: number;
  draw_id: number;
  pool_id: number;
  draw_date: string;
  user_id: number;
  depth: number;
  down_user_id: number | null;
  in_amount: Cents;
  eat: Cents;
  out_amount: Cents;
  rate: number;
  payouts: readonly number[];
  down_rate: number | null;
  down_payouts: readonly number[] | null;
  /** `<basis>|<limit key>` of every usage row the eat was counted on (given back on void). */
  usage_keys: string[];
}

/** An amount left above the company on a draw, number and code (the company posts it). */
export interface UnpostedRow {
  drawId: number;
  number: string;
  code: string;
  /** An ibox line's amount: laid off as ibox, `number` the sorted digits (its limit key). */
  ibox: boolean;
  amount: Cents;
}

/** A number sold out at the company on a draw and code: queued for it. */
export interface QueueRow {
  drawId: number;
  number: string;
  code: string;
}

export interface TicketRows {
  lines: BetLineRow[];
  shares: BetShareRow[];
  /** One row per draw, number and code, amounts of the order's lines added up. */
  unposted: UnpostedRow[];
  /** One row per draw, number and code. */
  queue: QueueRow[];
  /** The accepted stakes added up. */
  grossCents: Cents;
  /** Each line's accepted stake x the bettor's bet rate (half up, per line), added up. */
  netCents: Cents;
}

/** The share rows of one accepted line: the bettor's (depth 0, all out), then each upline's. */
function pushShares(
  out: BetShareRow[],
  line: number,
  bettorId: number,
  priced: PricedLine,
  usageRefs: ReadonlyMap<string, UsageKeyRef>,
): void {
  const { bet, drawId, allocation, own } = priced;
  out.push({
    line,
    draw_id: drawId,
    pool_id: bet.poolId,
    draw_date: bet.drawDate,
    user_id: bettorId,
    depth: 0,
    down_user_id: null,
    in_amount: 0,
    eat: 0,
    out_amount: allocation.acceptedCents,
    rate: own.betRate,
    payouts: own.payouts,
    down_rate: null,
    down_payouts: null,
    usage_keys: [],
  });
  let down = { id: bettorId, rate: own.betRate, payouts: own.payouts };
  allocation.shares.forEach((s, k) => {
    const mine = priced.upline[k] as ShareTerms;
    out.push({
      line,
      draw_id: drawId,
      pool_id: bet.poolId,
      draw_date: bet.drawDate,
      user_id: s.userId,
      depth: k + 1,
      down_user_id: down.id,
      in_amount: s.inCents,
      eat: s.eatCents,
      out_amount: s.outCents,
      rate: mine.rate,
      payouts: mine.payouts,
      down_rate: down.rate,
      down_payouts: down.payouts,
      usage_keys: s.keys.map((key) => {
        const ref = usageRefs.get(key) as UsageKeyRef;
        return `${ref.basis}|${ref.limitKey}`;
      }),
    });
    down = { id: s.userId, rate: mine.rate, payouts: mine.payouts };
  });
}

/**
 * The ticket's lines, shares, unposted amounts and queued numbers, with its gross and net. A line
 * cut to nothing keeps its bet line row (stake 0, net 0) and has no share rows. What a line leaves
 * unposted counts under the digits its code bets on; an ibox line under the sorted digits of its
 * number (its limit key, DOMAIN 10) with `ibox` true, apart from the straight bets on them.
 */
export function ticketRows(input: TicketRowsInput): TicketRows {
  const { bettorId, hasCompany, usageRefs } = input;
  const lines: BetLineRow[] = [];
  const shares: BetShareRow[] = [];
  const unposted = new Map<string, UnpostedRow>();
  const queue = new Map<string, QueueRow>();
  let grossCents = 0;
  let netCents = 0;
  input.lines.forEach((priced, index) => {
    const { bet, drawId, allocation: alloc, own } = priced;
    const line = index + 1;
    const net = netCostCents(alloc.acceptedCents, own.betRate);
    grossCents += alloc.acceptedCents;
    netCents += net;
    lines.push({
      i: line,
      draw_id: drawId,
      pool_id: bet.poolId,
      draw_date: bet.drawDate,
      input_line: bet.inputLine,
      number: bet.number,
      code: bet.code,
      kind: bet.kind,
      limit_key: bet.limitKey,
      requested: alloc.requestedCents,
      stake: alloc.acceptedCents,
      ibox_divisor: bet.iboxDivisor,
      base_rate: own.baseRate,
      bet_rate: own.betRate,
      payouts: own.payouts,
      package_id: own.packageId,
      is_red: priced.red,
      net,
      blocked: priced.blocked,
    });
    if (alloc.soldOutCents > 0 && !priced.blocked && hasCompany)
      queue.set(`${drawId}|${bet.number}|${bet.code}`, { drawId, number: bet.number, code: bet.code });
    if (alloc.acceptedCents <= 0) return;
    pushShares(shares, line, bettorId, priced, usageRefs);
    if (alloc.unpostedCents > 0 && hasCompany) {
      const ibox = bet.kind === BetKind.IBox;
      const key = `${drawId}|${bet.limitKey}|${bet.code}|${ibox ? 1 : 0}`;
      const cur = unposted.get(key);
      if (cur) cur.amount += alloc.unpostedCents;
      else
        unposted.set(key, {
          drawId,
          number: bet.limitKey,
          code: bet.code,
          ibox,
          amount: alloc.unpostedCents,
        });
    }
  });
  return {
    lines,
    shares,
    unposted: [...unposted.values()],
    queue: [...queue.values()],
    grossCents,
    netCents,
  };
}

/**
 * The usage an order adds, per usage row it was allocated on: what the row had when read
 * (`expected`, 0 for a row not read) and what the allocation added (`delta`, may be 0).
 */
export function usageChanges<R>(
  refs: ReadonlyMap<string, R>,
  before: ReadonlyMap<string, Cents>,
  after: ReadonlyMap<string, Cents>,
): Array<R & { expected: Cents; delta: Cents }> {
  return [...refs.entries()].map(([key, ref]) => ({
    ...ref,
    expected: before.get(key) ?? 0,
    delta: (after.get(key) ?? 0) - (before.get(key) ?? 0),
  }));
}
