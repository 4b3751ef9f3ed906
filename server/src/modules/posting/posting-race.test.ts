import { PostingMessages } from '@drawdesk/shared-kernel/contract';
import { Role, unitsToCents } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { AuthContext } from '../../auth/sessionUser';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { BusinessError } from '../../http/errors';
import { placeOrder, voidTickets } from '../betting';
import { setEat } from '../../../test/betting-fixtures';
import { insertTestUser, SETUP_TIMEOUT } from '../../../test/harness';
import {
  authOf as raceAuthOf,
  describePg,
  openRaceDatabase,
  race as raceOver,
} from '../../../test/raceFixtures';
import { doPost } from './posting';

// DoPost racing orders and voids on the same unposted rows: PostgreSQL only (test/raceFixtures.ts).
const CLIENTS = 24;
const SCALE = Number(process.env.RACE_SCALE ?? 1) || 1;
const ORDERS = Math.round(1500 * SCALE);
const POSTS = Math.round(300 * SCALE);
let db: Db;
let clock: Clock;
let dispose: () => Promise<void>;

const authOf = (userId: number) => raceAuthOf(db, userId, 'post-race');

describePg(
  'posting races on PostgreSQL (skipped on PGlite: one connection serializes every transaction)',
  () => {
    beforeAll(async () => {
      ({ db, clock, dispose } = await openRaceDatabase(CLIENTS + 4));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await dispose?.();
    });

    it(`${CLIENTS} clients race ${ORDERS} orders and voids against ${POSTS} DoPosts: what each post reports is exactly what became posted`, async () => {
      const company = await insertTestUser(db, {
        username: 'prc_co',
        roleId: Role.Company,
        upline: 'admin',
        creditLimitCents: 1e12,
      });
      const agent = await insertTestUser(db, {
        username: 'prc_ag',
        roleId: Role.Multilevel,
        agentLevel: 1,
        upline: 'prc_co',
        creditLimitCents: 1e11,
      });
      const players: number[] = [];
      for (let i = 0; i < 8; i++)
        players.push(
          await insertTestUser(db, {
            username: `prc_p${i}`,
            roleId: Role.Player,
            upline: 'prc_ag',
            creditLimitCents: 1e10,
          }),
        );
      // The agent passes everything up; the company eats nothing of Big or Small: all of it is unposted.
      await setEat(db, agent, { pt: 0 });
      await setEat(db, company, {
        pt: 100,
        limits: [
          [1, 'B', 0],
          [1, 'S', 0],
        ],
      });
      await db
        .insertInto('remote_bet_agents')
        .values({
          company_id: String(company),
          name: 'race',
          url: 'http://127.0.0.1:1',
          opcode: 'RACE',
          secret: 's',
          status: 1,
        })
        .execute();
      const companyAuth = await authOf(company);
      const auths = await Promise.all(players.map(authOf));
      const numbers = ['1234', '2345', '3456', '4567'];
      const drawId = (
        await db
          .selectFrom('draws')
          .select('id')
          .where('pool_id', '=', 1)
          .where('draw_date', '=', '2026-11-25')
          .executeTakeFirstOrThrow()
      ).id;
      let postedByCalls = 0;
      let posts = 0;
      const post = async (i: number) => {
        // All, or one number's Big and Small.
        const n = numbers[i % numbers.length] as string;
        const items =
          i % 2 === 0
            ? undefined
            : [
                { number: n, code: 'B' },
                { number: n, code: 'S' },
              ];
        try {
          const r = await doPost({ db, clock }, companyAuth, {
            drawDate: '2026-11-25',
            poolId: 1,
            ...(items ? { items } : {}),
          });
          postedByCalls += unitsToCents(r.posted);
          posts++;
        } catch (error) {
          if (!(error instanceof BusinessError) || error.message !== PostingMessages.nothingToPost)
            throw error;
        }
      };
      const race = (total: number, attempt: (i: number) => Promise<void>) =>
        raceOver(CLIENTS, total, attempt);
      const state = async () => {
        const rows = await db
          .selectFrom('unposted_amounts')
          .select(['number', 'code', 'amount', 'posted', 'carried'])
          .where('company_id', '=', String(company))
          .where('draw_id', '=', drawId)
          .execute();
        // What the company passed up on its active lines, from the share rows (independent of the rows).
        const { rows: outs } = await sql<{ number: string; code: string; out: string }>`
        SELECT l.number, l.code, sum(s.out_amount) AS out FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id
        WHERE s.user_id = ${company} AND l.draw_id = ${drawId} AND l.status <> 2 GROUP BY 1, 2`.execute(db);
        const outOf = new Map(outs.map((o) => [`${o.number}|${o.code}`, Number(o.out)]));
        for (const r of rows) {
          // Nothing distributed, so a void takes back in full: the amount is exactly what is active.
          expect([r.number, r.code, Number(r.amount)]).toEqual([
            r.number,
            r.code,
            outOf.get(`${r.number}|${r.code}`) ?? 0,
          ]);
          expect(Number(r.posted)).toBeLessThanOrEqual(Number(r.amount));
          expect(Number(r.carried)).toBe(0);
        }
        return { posted: rows.reduce((s, r) => s + Number(r.posted), 0) };
      };

      // 1. Orders against posts: every cent a post reports is posted, and nothing else is.
      const placed: number[] = [];
      const every = Math.ceil((ORDERS + POSTS) / POSTS);
      await race(ORDERS + POSTS, async (i) => {
        if (i % every === 0) return post(i);
        const n = numbers[i % numbers.length] as string;
        const cents = 1 + ((i * 7919) % 300);
        const reply = await placeOrder({ db, clock }, auths[i % auths.length] as AuthContext, {
          betString: `D25/11\n#1\n${n}#B${(cents / 100).toFixed(2)}#S0.1`,
          orderKey: `post-race-${i}-key`,
          source: 'express',
        });
        placed.push(reply.ticketId);
      });
      expect(posts).toBeGreaterThan(0);
      const first = await state();
      expect(first.posted).toBe(postedByCalls);

      // 2. Voids against posts: the amounts stay those of the active lines; a void only lowers posted.
      const before = postedByCalls;
      const toVoid = placed.filter((_, i) => i % 3 === 0);
      await race(POSTS + 2 * toVoid.length, async (i) => {
        if (i < POSTS) return post(i);
        if (i < POSTS + toVoid.length) {
          await voidTickets({ db, clock }, companyAuth, [toVoid[i - POSTS] as number]);
          return;
        }
        const n = numbers[i % numbers.length] as string;
        await placeOrder({ db, clock }, auths[i % auths.length] as AuthContext, {
          betString: `D25/11\n#1\n${n}#B1#S0.2`,
          orderKey: `post-race-2-${i}-key`,
          source: 'express',
        });
      });
      const second = await state();
      // A void takes back from what is not posted first: posted falls by at most what was voided.
      const { rows: voided } = await sql<{ out: string }>`
      SELECT coalesce(sum(s.out_amount), 0) AS out FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id
      WHERE s.user_id = ${company} AND l.draw_id = ${drawId} AND l.status = 2`.execute(db);
      const newlyPosted = postedByCalls - before;
      expect(second.posted).toBeLessThanOrEqual(first.posted + newlyPosted);
      expect(second.posted).toBeGreaterThanOrEqual(first.posted + newlyPosted - Number(voided[0]?.out ?? 0));

      const audits = await db
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'post unposted amounts')
        .where('company_id', '=', String(company))
        .execute();
      expect(audits).toHaveLength(posts);
      const audited = audits.reduce((s, a) => s + unitsToCents((a.after as { posted: number }).posted), 0);
      expect(audited).toBe(postedByCalls);
    }, 300_000);
  },
);
