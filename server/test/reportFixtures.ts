import { sql } from 'kysely';
import type { Db } from '../src/db/connection';
import { addTicketDraw } from './ticketDraws';

/** Fixture rows of placed (and settled) bets, written straight into tickets, bet_lines and bet_shares. */

let ticketSeq = 0;

export async function drawId(db: Db, drawDate: string, poolId: number): Promise<number> {
  const found = await db
    .selectFrom('draws')
    .select('id')
    .where('draw_date', '=', drawDate)
    .where('pool_id', '=', poolId)
    .executeTakeFirst();
  if (found) return Number(found.id);
  const row = await db
    .insertInto('draws')
    .values({ draw_date: drawDate, pool_id: poolId, is_special: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface ChainLink {
  userId: number;
  /** Rate per 10,000 of this account. */
  rate: number;
  /** Cents eaten by this account (uplines only). */
  eat?: number;
  /** Settled win/loss of this account on the line, cents (null = unsettled). */
  winLoss?: number | null;
}

export interface FixtureLine {
  /** Bettor first, then each upline up to the company. */
  chain: ChainLink[];
  stake: number;
  baseRate: number;
  drawDate: string;
  poolId: number;
  /** 0 active, 1 settled (the line placed, its draw released: docs/settlement-rules.md), 2 cancelled. */
  status?: 0 | 1 | 2;
  /** Put the line on this ticket (default: a new ticket). */
  ticketId?: number;
}

/** Inserts one bet line (and a ticket unless given) with its share rows; returns the ticket id. */
export async function addLine(db: Db, line: FixtureLine): Promise<number> {
  const bettor = line.chain[0]!;
  const status = line.status ?? 0;
  const draw = await drawId(db, line.drawDate, line.poolId);
  if (status === 1) {
    await db
      .updateTable('draws')
      .set({ release_status: 'released' })
      .where('id', '=', String(draw))
      .execute();
  }
  let ticketId = line.ticketId;
  if (ticketId === undefined) {
    ticketSeq += 1;
    const t = await db
      .insertInto('tickets')
      .values({
        ticket_no: `FX${Date.now()}${ticketSeq}`,
        xid: `FX-${Date.now()}-${ticketSeq}-${Math.random().toString(36).slice(2, 8)}`,
        bettor_id: bettor.userId,
        actor_id: bettor.userId,
        ordering_agent_id: bettor.userId,
        company_id: null,
        source: 'express',
        // Processed (1) is not stored: the fixture's draw is released above.
        status: status === 2 ? 2 : 0,
        bet_string: 'fixture',
        receipt_string: 'fixture',
        gross: line.stake,
        net: Math.round((line.stake * bettor.rate) / 10000),
        first_draw_date: line.drawDate,
        last_draw_date: line.drawDate,
        draw_ids: [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ticketId = Number(t.id);
  }
  const payouts = ['250000', '100000', '50000', '18000', '6000'];
  const l = await db
    .insertInto('bet_lines')
    .values({
      ticket_id: ticketId,
      bettor_id: bettor.userId,
      draw_id: draw,
      pool_id: line.poolId,
      draw_date: line.drawDate,
      input_line: 1,
      number: '1234',
      code: 'B',
      kind: 1,
      limit_key: '1234',
      requested: line.stake,
      stake: line.stake,
      base_rate: line.baseRate,
      bet_rate: bettor.rate,
      payouts,
      net: Math.round((line.stake * bettor.rate) / 10000),
      status: status === 2 ? 2 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addTicketDraw(db, ticketId, draw);
  let out = line.stake;
  for (let depth = 0; depth < line.chain.length; depth += 1) {
    const link = line.chain[depth]!;
    const down = depth === 0 ? null : line.chain[depth - 1]!;
    const inAmount = depth === 0 ? 0 : out;
    const eat = depth === 0 ? 0 : (link.eat ?? 0);
    const outAmount = depth === 0 ? line.stake : inAmount - eat;
    await db
      .insertInto('bet_shares')
      .values({
        bet_line_id: l.id,
        user_id: link.userId,
        depth,
        down_user_id: down ? down.userId : null,
        draw_id: draw,
        pool_id: line.poolId,
        draw_date: line.drawDate,
        in_amount: inAmount,
        eat,
        out_amount: outAmount,
        rate: link.rate,
        payouts,
        down_rate: down ? down.rate : null,
        down_payouts: down ? payouts : null,
        win_loss: link.winLoss ?? null,
      })
      .execute();
    out = outAmount;
  }
  return ticketId;
}

/** Round half away from zero of cents x rate / 10,000, as the server rounds each share. */
export const share = (cents: number, rate: number): number => {
  const v = (cents * rate) / 10000;
  return v < 0 ? -Math.round(-v) : Math.round(v);
};

export async function setBalance(db: Db, userId: number, cents: number): Promise<void> {
  await sql`UPDATE users SET balance = ${cents}::bigint WHERE id = ${userId}::bigint`.execute(db);
}
