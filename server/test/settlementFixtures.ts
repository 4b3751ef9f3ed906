/**
 * Fixtures of the settlement tests: accounts with their own rate and payout table, bet lines with
 * their chain of shares inserted straight into tickets / bet_lines / bet_shares with the semantics
 * of 0006_betting (depth 0 the bettor: in 0, eat 0, out stake; depth k the k-th upline: in, eat,
 * out = in - eat, own rate/payouts and the row below's), and an independent oracle of DOMAIN 10
 * built on the kernel's matchBet / winningsCents / netCostCents.
 */
import { Role } from '@drawdesk/shared-kernel/domain';
import {
  iboxLimitKey,
  matchBet,
  netCostCents,
  ptShareCents,
  winningsCents,
  type BetCode,
  type BetKindId,
  type DrawResult,
  type PayoutTable,
} from '@drawdesk/shared-kernel/domain/betting';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection';
import { insertTestUser } from './harness';
import { addTicketDraw } from './ticketDraws';

export interface Account {
  id: number;
  username: string;
  /** Bet rate per 10,000 for every code. */
  rate: number;
  payouts: PayoutTable;
  /** Position taking 0-100 (agents, company 100). */
  pt: number;
  /** Most stake this account eats per line (null: pt only). */
  limit: number | null;
}

let seq = 0;
const uniq = () => `${Date.now().toString(36).slice(-4)}${(seq++).toString(36)}`;

/** Creates a company, agents and bettors; chain[0] is the company, then agents top-down. */
export async function makeAccount(
  db: Db,
  roleId: number,
  upline: string,
  terms: Omit<Account, 'id' | 'username'>,
  prefix = 'st',
): Promise<Account> {
  const username = `${prefix}_${uniq()}`.slice(0, 20);
  const id = await insertTestUser(db, {
    username,
    roleId: roleId as never,
    upline,
    agentLevel: roleId === Role.Multilevel ? 1 : null,
    creditLimitCents: 1_000_000_000,
  });
  return { id, username, ...terms };
}

/** Scales every payout of a table by `factor` (rounded to the cent). */
export function scalePayouts(table: PayoutTable, factor: number): PayoutTable {
  const out: Record<string, number[]> = {};
  for (const [code, list] of Object.entries(table)) out[code] = list.map((p) => Math.round(p * factor));
  return out as unknown as PayoutTable;
}

export async function ensureDraw(db: Db, poolId: number, drawDate: string): Promise<number> {
  await sql`INSERT INTO draws (pool_id, draw_date) VALUES (${poolId}, ${drawDate}) ON CONFLICT DO NOTHING`.execute(
    db,
  );
  const row = await db
    .selectFrom('draws')
    .select('id')
    .where('pool_id', '=', poolId)
    .where('draw_date', '=', drawDate)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface Placed {
  lineId: number;
  ticketId: number;
  drawId: number;
  poolId: number;
  drawDate: string;
  number: string;
  code: BetCode;
  kind: BetKindId;
  stake: number;
  iboxDivisor: number;
  net: number;
  baseRate: number;
  bettor: Account;
  shares: {
    userId: number;
    depth: number;
    downUserId: number | null;
    in: number;
    out: number;
    rate: number;
    payouts: number[];
    downRate: number | null;
    downPayouts: number[] | null;
  }[];
}

export interface BetInput {
  drawId: number;
  poolId: number;
  drawDate: string;
  /** Bettor first, then its uplines bottom-up, the company last. */
  chain: Account[];
  number: string;
  code: BetCode;
  kind?: BetKindId;
  stake: number;
  iboxDivisor?: number;
  ticketId?: number;
  /** Stake already eaten per account id on this key (mutated). */
  usage?: Map<number, number>;
  /** The line's base rate per 10,000 (default 10000): commission = baseRate x in - netAmount. */
  baseRate?: number;
}

export async function newTicket(db: Db, bettor: Account, drawDate: string): Promise<number> {
  const no = uniq();
  const row = await db
    .insertInto('tickets')
    .values({
      ticket_no: `T${no}`,
      xid: `X${no}`,
      bettor_id: bettor.id,
      actor_id: bettor.id,
      ordering_agent_id: bettor.id,
      source: 'express',
      bet_string: '',
      receipt_string: '',
      gross: 0,
      net: 0,
      first_draw_date: drawDate,
      last_draw_date: drawDate,
      draw_ids: [],
      reply: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Inserts one bet line with its shares, adds its net cost to the bettor's outstanding. */
export async function placeLine(db: Db, input: BetInput): Promise<Placed> {
  const [bettor, ...uplines] = input.chain;
  if (!bettor) throw new Error('empty chain');
  const kind = input.kind ?? 1;
  const n = input.iboxDivisor ?? 1;
  const baseRate = input.baseRate ?? 10000;
  const ticketId = input.ticketId ?? (await newTicket(db, bettor, input.drawDate));
  const net = netCostCents(input.stake, bettor.rate);
  const payoutsOf = (a: Account): number[] => [...a.payouts[input.code]];
  const line = await db
    .insertInto('bet_lines')
    .values({
      ticket_id: ticketId,
      bettor_id: bettor.id,
      draw_id: input.drawId,
      pool_id: input.poolId,
      draw_date: input.drawDate,
      input_line: 1,
      number: input.number,
      code: input.code,
      kind,
      limit_key: kind === 3 ? iboxLimitKey(input.number) : input.number,
      requested: input.stake,
      stake: input.stake,
      ibox_divisor: n,
      base_rate: baseRate,
      bet_rate: bettor.rate,
      payouts: payoutsOf(bettor),
      net,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addTicketDraw(db, ticketId, input.drawId);
  const lineId = Number(line.id);
  const shares: Placed['shares'] = [
    {
      userId: bettor.id,
      depth: 0,
      downUserId: null,
      in: 0,
      out: input.stake,
      rate: bettor.rate,
      payouts: payoutsOf(bettor),
      downRate: null,
      downPayouts: null,
    },
  ];
  let below = bettor;
  let amount = input.stake;
  uplines.forEach((a, i) => {
    const used = input.usage?.get(a.id) ?? 0;
    const left = a.limit === null ? Number.POSITIVE_INFINITY : Math.max(0, a.limit - used);
    const eat = Math.min(ptShareCents(amount, a.pt), left);
    input.usage?.set(a.id, used + eat);
    shares.push({
      userId: a.id,
      depth: i + 1,
      downUserId: below.id,
      in: amount,
      out: amount - eat,
      rate: a.rate,
      payouts: payoutsOf(a),
      downRate: below.rate,
      downPayouts: payoutsOf(below),
    });
    amount -= eat;
    below = a;
  });
  await db
    .insertInto('bet_shares')
    .values(
      shares.map((s) => ({
        bet_line_id: lineId,
        user_id: s.userId,
        depth: s.depth,
        down_user_id: s.downUserId,
        draw_id: input.drawId,
        pool_id: input.poolId,
        draw_date: input.drawDate,
        in_amount: s.in,
        eat: s.depth === 0 ? 0 : s.in - s.out,
        out_amount: s.out,
        rate: s.rate,
        payouts: s.payouts,
        down_rate: s.downRate,
        down_payouts: s.downPayouts,
      })),
    )
    .execute();
  await sql`UPDATE users SET outstanding = outstanding + ${net} WHERE id = ${bettor.id}`.execute(db);
  return {
    lineId,
    ticketId,
    drawId: input.drawId,
    poolId: input.poolId,
    drawDate: input.drawDate,
    number: input.number,
    code: input.code,
    kind,
    stake: input.stake,
    iboxDivisor: n,
    net,
    baseRate,
    bettor,
    shares,
  };
}

/** The oracle (DOMAIN 10): each share's win/loss with the kernel's matching and rounding. */
export function expectedShares(p: Placed, result: DrawResult) {
  const matches = matchBet({ number: p.number, code: p.code, kind: p.kind }, result);
  const winnings = winningsCents(p.code, matches, p.shares[0]!.payouts, p.stake, p.iboxDivisor);
  const shares = p.shares.map((s) => {
    const income = s.downRate === null ? 0 : netCostCents(s.in, s.downRate);
    const cost = netCostCents(s.out, s.rate);
    const payoutOut = s.downPayouts ? winningsCents(p.code, matches, s.downPayouts, s.in, p.iboxDivisor) : 0;
    const payoutIn = winningsCents(p.code, matches, s.payouts, s.out, p.iboxDivisor);
    return {
      userId: s.userId,
      depth: s.depth,
      downUserId: s.downUserId,
      income,
      cost,
      payoutOut,
      payoutIn,
      winLoss: income - cost - payoutOut + payoutIn,
    };
  });
  return { matches, winnings, shares };
}

export const defaultAccount = (
  payouts: PayoutTable,
  rate: number,
  pt = 100,
  limit: number | null = null,
) => ({
  payouts,
  rate,
  pt,
  limit,
});
