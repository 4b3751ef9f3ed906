import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/connection';
import { insertTestUser, login, SETUP_TIMEOUT, startTestApp, userIdOf, type TestApp } from './harness';

/** Wednesday 25/11/2026 10:00 business time: the draws of 25/11 close at 19:00 (11:00Z), Singapore at 18:00. */
export const NOW = new Date('2026-11-25T02:00:00Z');
export const WED = '2026-11-25';
export const SAT = '2026-11-28';
export const SUN = '2026-11-29';
/** After Wednesday's 19:00 cutoff. */
export const AFTER_CUTOFF = new Date('2026-11-25T11:30:00Z');

export async function insertDraws(db: Db, dates: readonly string[] = [WED, SAT, SUN]): Promise<void> {
  for (const date of dates) {
    await sql`INSERT INTO draws (pool_id, draw_date) SELECT p, ${date}::date FROM generate_series(1, 9) AS p
      ON CONFLICT (pool_id, draw_date) DO NOTHING`.execute(db);
  }
}

export async function drawId(db: Db, poolId: number, date: string): Promise<number> {
  const row = await db
    .selectFrom('draws')
    .select('id')
    .where('pool_id', '=', poolId)
    .where('draw_date', '=', date)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface Rates {
  [code: string]: { base?: number; bet: number; payouts: number[] };
}

/** A package straight in the tables (rates per 10,000, payouts in cents); returns its id. */
export async function insertPackage(
  db: Db,
  name: string,
  rates: Rates,
  opts: { type?: 0 | 2 | 3; red?: boolean } = {},
) {
  const owner = await userIdOf(db, 'admin');
  const pkg = await db
    .insertInto('packages')
    .values({ name, package_type: opts.type ?? 0, is_red: opts.red ?? false, owner_id: String(owner) })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [code, r] of Object.entries(rates)) {
    await db
      .insertInto('package_rates')
      .values({ package_id: pkg.id, code, base_rate: r.base ?? 10_000, bet_rate: r.bet, payouts: r.payouts })
      .execute();
  }
  return Number(pkg.id);
}

export async function patchSettings(db: Db, userId: number, patch: Record<string, unknown>): Promise<void> {
  await sql`UPDATE users SET settings = settings || ${JSON.stringify(patch)}::jsonb WHERE id = ${userId}`.execute(
    db,
  );
}

/** pt, grouping, max and fight limits (cents) of an agent or company. */
export async function setEat(
  db: Db,
  userId: number,
  eat: {
    pt?: number;
    grouping?: 1 | 2 | 3;
    max?: number | null;
    limits?: Array<[basis: number, key: string, cents: number]>;
  },
): Promise<void> {
  await db
    .insertInto('account_eat_settings')
    .values({
      user_id: String(userId),
      position_taking: eat.pt ?? 0,
      grouping: eat.grouping ?? 1,
      max_fight_limit: eat.max ?? null,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        position_taking: eat.pt ?? 0,
        grouping: eat.grouping ?? 1,
        max_fight_limit: eat.max ?? null,
      }),
    )
    .execute();
  await db.deleteFrom('account_fight_limits').where('user_id', '=', String(userId)).execute();
  for (const [basis, key, amount] of eat.limits ?? []) {
    await db
      .insertInto('account_fight_limits')
      .values({ user_id: String(userId), basis, limit_key: key, amount })
      .execute();
  }
}

export const BIG_P = [250_000, 100_000, 50_000, 18_000, 6_000];
export const BIG_A = [260_000, 105_000, 52_500, 19_000, 6_300];

export interface WorkedTree {
  company: number;
  agent: number;
  player: number;
  names: { company: string; agent: string; player: string };
  cookies: { company: string; agent: string; player: string };
  pkgP: number;
  pkgA: number;
}

/**
 * DOMAIN 10's worked example as accounts: player P (Big 0.80, 2500/1000/500/180/60) under agent A
 * (Big 0.75, 2600/1050/525/190/63, pt 50, Big fight limit 10.00) under company C.
 */
export async function workedTree(t: TestApp, suffix: string, playerCredit = 100_000): Promise<WorkedTree> {
  const names = { company: `wc_${suffix}`, agent: `wa_${suffix}`, player: `wp_${suffix}` };
  const company = await insertTestUser(t.db, {
    username: names.company,
    roleId: Role.Company,
    upline: 'admin',
    creditLimitCents: 100_000_000,
  });
  const agent = await insertTestUser(t.db, {
    username: names.agent,
    roleId: Role.Multilevel,
    agentLevel: 1,
    upline: names.company,
    creditLimitCents: 10_000_000,
  });
  const player = await insertTestUser(t.db, {
    username: names.player,
    roleId: Role.Player,
    upline: names.agent,
    creditLimitCents: playerCredit,
  });
  const pkgP = await insertPackage(t.db, `p_${suffix}`, {
    B: { bet: 8000, payouts: BIG_P },
    S: { bet: 8000, payouts: [350_000, 200_000, 100_000] },
  });
  const pkgA = await insertPackage(t.db, `a_${suffix}`, {
    B: { bet: 7500, payouts: BIG_A },
    S: { bet: 7500, payouts: [350_000, 200_000, 100_000] },
  });
  await patchSettings(t.db, player, { packageIds: { normal: pkgP } });
  await patchSettings(t.db, agent, { packageIds: { normal: pkgA } });
  await setEat(t.db, agent, { pt: 50, limits: [[1, 'B', 1000]] });
  const cookies = {
    company: await login(t.app, names.company),
    agent: await login(t.app, names.agent),
    player: await login(t.app, names.player),
  };
  return { company, agent, player, names, cookies, pkgP, pkgA };
}

let keySeq = 0;
/** A fresh order key (8-100 chars). */
export const orderKey = (prefix = 'k') =>
  `${prefix}-${Date.now().toString(36)}-${(keySeq++).toString(36)}-key`;

export async function userMoney(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select(['credit_limit', 'outstanding', 'balance'])
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
  return {
    limit: Number(row.credit_limit),
    outstanding: Number(row.outstanding),
    balance: Number(row.balance),
  };
}

/** A test app and a second server instance on its database, and a fresh worked tree for each test. */
export interface TwoInstances {
  t: TestApp;
  /** A second server instance on the same database, clock and config (its own memory). */
  other: FastifyInstance;
  w: WorkedTree;
}

/**
 * Sets up (Jest hooks) two server instances on one test database with the draws of WED, SAT and SUN,
 * the clock at NOW before each test and a worked tree named `prefix` + a random suffix; the fields
 * are filled as the hooks run.
 */
export function twoInstancesWithWorkedTree(prefix: string): TwoInstances {
  const state = {} as TwoInstances;
  beforeAll(async () => {
    state.t = await startTestApp({ testClockAllowed: true });
    await state.t.clock.setTestClock(NOW);
    await insertDraws(state.t.db);
    state.other = await buildApp({ db: state.t.db, config: state.t.config, clock: state.t.clock });
    await state.other.ready();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await state.other?.close();
    await state.t?.close();
  });
  beforeEach(async () => {
    await state.t.clock.setTestClock(NOW);
    state.w = await workedTree(state.t, `${prefix}${Math.random().toString(36).slice(2, 8)}`);
  });
  return state;
}
