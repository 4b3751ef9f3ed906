import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessionUser';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/connection';
import { BusinessError } from '../../../http/errors';
import { orderRunCounts, placeOrder } from '../placeOrder';
import type { PlaceOrderReply } from '../types';
import { voidTickets } from '../voidTickets';
import { AFTER_CUTOFF, NOW, patchSettings, setEat } from '../../../../test/betting-fixtures';
import { insertTestUser, SETUP_TIMEOUT } from '../../../../test/harness';
import {
  authOf as raceAuthOf,
  describePg,
  openRaceDatabase,
  race as raceOver,
} from '../../../../test/raceFixtures';

// Races need many open transactions at once: PostgreSQL only (test/raceFixtures.ts).
const CLIENTS = 32;
/**
 * Attempts per race: 4,200 + 3,400 + 2,000 + 400 = 10,000 by default (10k; about 50 s
 * on PostgreSQL on a 2-CPU machine, docs/performance.md "Betting"). RACE_SCALE multiplies the first
 * three (RACE_SCALE=0.5 for a quick run).
 */
const SCALE = Number(process.env.RACE_SCALE ?? 1) || 1;
const CREDIT_ATTEMPTS = Math.round(4200 * SCALE);
const HOT_ATTEMPTS = Math.round(3400 * SCALE);
const KEY_ATTEMPTS = Math.round(2000 * SCALE);
const VOID_TICKETS = 400;
let db: Db;
let clock: Clock;
let dispose: () => Promise<void>;

const authOf = (userId: number) => raceAuthOf(db, userId, 'race');

const race = (total: number, attempt: (i: number) => Promise<void>) => raceOver(CLIENTS, total, attempt);

const num = (v: unknown) => Number(v ?? 0);

async function tree(suffix: string, players: number, credit: number) {
  const company = await insertTestUser(db, {
    username: `rc_${suffix}`,
    roleId: Role.Company,
    upline: 'admin',
    creditLimitCents: 1e12,
  });
  const agent = await insertTestUser(db, {
    username: `ra_${suffix}`,
    roleId: Role.Multilevel,
    agentLevel: 1,
    upline: `rc_${suffix}`,
    creditLimitCents: 1e11,
  });
  const ids: number[] = [];
  for (let i = 0; i < players; i++) {
    ids.push(
      await insertTestUser(db, {
        username: `rp_${suffix}_${i}`,
        roleId: Role.Player,
        upline: `ra_${suffix}`,
        creditLimitCents: credit,
      }),
    );
  }
  return { company, agent, players: ids };
}

describePg(
  'betting races on PostgreSQL (skipped on PGlite: one connection serializes every transaction)',
  () => {
    beforeAll(async () => {
      ({ db, clock, dispose } = await openRaceDatabase(CLIENTS));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await dispose?.();
    });

    it(`32 clients race one bettor credit over ${CREDIT_ATTEMPTS} attempts: 0 cents overspent, outstanding = sum of active nets`, async () => {
      const t = await tree('credit', 1, 100_00);
      const bettor = t.players[0] as number;
      const auth = await authOf(bettor);
      let placed = 0;
      let refused = 0;
      await race(CREDIT_ATTEMPTS, async (i) => {
        const cents = 1 + ((i * 7919) % 400);
        const number = String((i * 31) % 10_000).padStart(4, '0');
        try {
          await placeOrder({ db, clock }, auth, {
            betString: `D25/11\n#1\n${number}#B${(cents / 100).toFixed(2)}`,
            orderKey: `credit-${i}-race`,
            source: 'express',
          });
          placed++;
        } catch (error) {
          if (!(error instanceof BusinessError) || !error.message.startsWith('Insufficient credit'))
            throw error;
          refused++;
        }
      });
      // Placed in order i = 0, 1, ... the credit takes exactly 50 orders; racing clients reorder the
      // last ones, so a correct run places about 50 (either side), never a fixed count.
      expect(placed).toBeGreaterThan(40);
      expect(refused).toBeGreaterThan(100);
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', String(bettor))
        .executeTakeFirstOrThrow();
      const active = await db
        .selectFrom('tickets')
        .select(sql<string>`coalesce(sum(net), 0)`.as('net'))
        .select(sql<string>`count(*)`.as('n'))
        .where('bettor_id', '=', String(bettor))
        .where('status', '=', 0)
        .executeTakeFirstOrThrow();
      const left = num(user.credit_limit) - num(user.outstanding) + num(user.balance);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(num(user.outstanding)).toBe(num(active.net));
      expect(num(active.n)).toBe(placed);
      const logs = await db
        .selectFrom('credit_log')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('s'))
        .where('user_id', '=', String(bettor))
        .where('reason', '=', 'bet')
        .executeTakeFirstOrThrow();
      expect(-num(logs.s)).toBe(num(active.net));
    }, 300_000);

    it(`32 clients race one hot number fight limit over ${HOT_ATTEMPTS} attempts: 0 cents over any limit, usage = sum of eats`, async () => {
      const t = await tree('hot', 16, 1e10);
      await setEat(db, t.agent, { pt: 60, limits: [[1, 'B', 100_00]] });
      await setEat(db, t.company, { limits: [[1, 'B', 250_00]] });
      const auths = await Promise.all(t.players.map(authOf));
      const runs = { ...orderRunCounts };
      await race(HOT_ATTEMPTS, async (i) => {
        const cents = 1 + ((i * 104_729) % 500);
        const extra = i % 3 === 0 ? `\n${String(i % 10_000).padStart(4, '0')}#B0.5` : '';
        await placeOrder({ db, clock }, auths[i % auths.length] as AuthContext, {
          betString: `D25/11\n#1\n1234#B${(cents / 100).toFixed(2)}${extra}`,
          orderKey: `hot-${i}-race`,
          source: 'express',
        });
      });
      const draw = await db
        .selectFrom('draws')
        .select('id')
        .where('pool_id', '=', 1)
        .where('draw_date', '=', '2026-11-25')
        .executeTakeFirstOrThrow();
      for (const [userId, limit] of [
        [t.agent, 100_00],
        [t.company, 250_00],
      ] as const) {
        const usage = await db
          .selectFrom('limit_usage')
          .select('used')
          .where('user_id', '=', String(userId))
          .where('draw_id', '=', draw.id)
          .where('limit_key', '=', 'B:1234')
          .executeTakeFirstOrThrow();
        const eats = await db
          .selectFrom('bet_shares as s')
          .innerJoin('bet_lines as l', 'l.id', 's.bet_line_id')
          .select(sql<string>`coalesce(sum(s.eat), 0)`.as('eat'))
          .where('s.user_id', '=', String(userId))
          .where('l.number', '=', '1234')
          .where('l.status', '=', 0)
          .executeTakeFirstOrThrow();
        expect(num(usage.used)).toBeLessThanOrEqual(limit);
        expect(num(usage.used)).toBe(num(eats.eat));
        expect(num(usage.used)).toBe(limit); // the race used the whole limit
      }
      // Every accepted cent is eaten by someone (no posting): stake = sum of eats.
      const stake = await db
        .selectFrom('bet_lines')
        .select(sql<string>`coalesce(sum(stake), 0)`.as('s'))
        .where('number', '=', '1234')
        .where('bettor_id', 'in', t.players.map(String))
        .executeTakeFirstOrThrow();
      expect(num(stake.s)).toBe(100_00 + 250_00);
      // Both paths ran: orders written unlocked (usage as read) and orders run again locked after
      // another order changed the usage they had read (docs/betting-rules.md "Order pipeline" 24-25).
      expect(orderRunCounts.unlocked - runs.unlocked).toBeGreaterThanOrEqual(HOT_ATTEMPTS);
      expect(orderRunCounts.locked - runs.locked).toBeGreaterThan(0);
    }, 300_000);

    it(`repeated order keys from 32 clients over ${KEY_ATTEMPTS} attempts: 0 duplicates, every reply of a key is the same ticket`, async () => {
      const t = await tree('keys', 1, 1e10);
      const auth = await authOf(t.players[0] as number);
      const replies = new Map<string, Set<number>>();
      await race(KEY_ATTEMPTS, async (i) => {
        const key = `dup-key-${i % 40}`;
        const reply: PlaceOrderReply = await placeOrder({ db, clock }, auth, {
          betString: `#1\n${String(i % 40).padStart(4, '0')}#B1`,
          orderKey: key,
          source: 'express',
        });
        const set = replies.get(key) ?? new Set<number>();
        set.add(reply.ticketId);
        replies.set(key, set);
      });
      expect(replies.size).toBe(40);
      for (const set of replies.values()) expect(set.size).toBe(1);
      const n = await db
        .selectFrom('tickets')
        .select(sql<string>`count(*)`.as('n'))
        .where('bettor_id', '=', String(t.players[0]))
        .executeTakeFirstOrThrow();
      expect(num(n.n)).toBe(40);
    }, 300_000);

    it('voids racing the cutoff: each ticket fully voided or untouched; credit and usage add up', async () => {
      const t = await tree('void', 4, 1e10);
      await setEat(db, t.agent, { pt: 50, limits: [[1, 'B', 1_000_00]] });
      for (const p of t.players) await patchSettings(db, p, { allowSelfVoid: true });
      const auths = await Promise.all(t.players.map(authOf));
      const tickets: Array<{ id: number; auth: AuthContext }> = [];
      for (let i = 0; i < VOID_TICKETS; i++) {
        const auth = auths[i % auths.length] as AuthContext;
        const r = await placeOrder({ db, clock }, auth, {
          betString: `D25/11\n#12\n${String(i % 50).padStart(4, '0')}#B1#S1`,
          orderKey: `void-${i}-race`,
          source: 'express',
        });
        tickets.push({ id: r.ticketId, auth });
      }
      let voided = 0;
      let refused = 0;
      const flip = (async () => {
        await new Promise((r) => setTimeout(r, 150));
        await clock.setTestClock(AFTER_CUTOFF);
      })();
      await race(tickets.length, async (i) => {
        const { id, auth } = tickets[i] as { id: number; auth: AuthContext };
        try {
          await voidTickets({ db, clock }, auth, [id]);
          voided++;
        } catch (error) {
          if (!(error instanceof BusinessError)) throw error;
          expect(error.message).toContain('draw closed');
          refused++;
        }
      });
      await flip;
      await clock.setTestClock(NOW);
      expect(voided + refused).toBe(VOID_TICKETS);
      expect(voided).toBeGreaterThan(0);
      // A ticket and its lines share one status.
      const mixed = await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM tickets t JOIN bet_lines l ON l.ticket_id = t.id
      WHERE t.bettor_id = ANY(${t.players.map(String)}::bigint[]) AND l.status <> CASE t.status WHEN 2 THEN 2 ELSE 0 END`.execute(
        db,
      );
      expect(num(mixed.rows[0]?.n)).toBe(0);
      const cancelled = await db
        .selectFrom('tickets')
        .select(sql<string>`count(*)`.as('n'))
        .where('bettor_id', 'in', t.players.map(String))
        .where('status', '=', 2)
        .executeTakeFirstOrThrow();
      expect(num(cancelled.n)).toBe(voided);
      for (const p of t.players) {
        const user = await db
          .selectFrom('users')
          .select('outstanding')
          .where('id', '=', String(p))
          .executeTakeFirstOrThrow();
        const active = await db
          .selectFrom('tickets')
          .select(sql<string>`coalesce(sum(net), 0)`.as('net'))
          .where('bettor_id', '=', String(p))
          .where('status', '=', 0)
          .executeTakeFirstOrThrow();
        expect(num(user.outstanding)).toBe(num(active.net));
      }
      const usage = await db
        .selectFrom('limit_usage')
        .select(sql<string>`coalesce(sum(used), 0)`.as('u'))
        .where('user_id', '=', String(t.agent))
        .executeTakeFirstOrThrow();
      const eats = await db
        .selectFrom('bet_shares as s')
        .innerJoin('bet_lines as l', 'l.id', 's.bet_line_id')
        .select(sql<string>`coalesce(sum(s.eat), 0)`.as('e'))
        .where('s.user_id', '=', String(t.agent))
        .where('l.status', '=', 0)
        .where('l.code', '=', 'B') // only B has a limit, so only B is tracked
        .executeTakeFirstOrThrow();
      expect(num(usage.u)).toBe(num(eats.e));
    }, 300_000);
  },
);
