/**
 * A seeded random account tree whose bets go through the real order pipeline (PlaceExpressOrder),
 * for the tests that check reports of open draws (the exposure family) against an independent
 * computation: one company (pt 100, a 6D fight limit of 1.00 so some lines are sold out), agents up to 3
 * levels deep with random pt, grouping (amount, total and group base, with limits of the other
 * groupings stored too), max fight limits and a red number with its own limit, each account with
 * its own package (random bet rates per code), players under them, a house under the company, and
 * random orders of every kind (normal, box, ibox, reverse, PH, PB) and code (4D, 3D and 2D codes on
 * 4-digit lines, 3-digit and 2-digit numbers, 5D and 6D on Toto) on a few numbers, so limits fill.
 */
import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import { BET_CODES, OFFICIAL_PAYOUTS, type BetCode } from '@drawdesk/shared-kernel/domain/betting';
import { sql } from 'kysely';
import { insertPackage, patchSettings, setEat } from './betting-fixtures';
import { call, insertTestUser, type TestApp } from './harness';
import type { RandomTools } from './randomTree';

/** One account of the tree with its eat setup as stored. */
export interface TreeAccount {
  id: number;
  username: string;
  roleId: RoleId;
  /** Ids from the company down to this account. */
  path: number[];
  pt: number;
  grouping: 1 | 2 | 3;
  max: number | null;
  /** account_fight_limits rows: [basis, key, cents]. */
  limits: Array<[number, string, number]>;
  /** Bet rate per 10,000 of each code (its own package). */
  rates: Record<BetCode, number>;
}

export interface PipelineTree {
  company: TreeAccount;
  agents: TreeAccount[];
  /** Players and the house (bettors). */
  bettors: TreeAccount[];
  byId: Map<number, TreeAccount>;
  /** The demo player (isDemo): its lines count in no report. */
  demo: TreeAccount;
  /** The agent owning the red number RED_NUMBER (fight limit RED_LIMIT cents) on pools 1 and 3. */
  redOwner: TreeAccount;
}

export const RED_NUMBER = '1234';
export const RED_LIMIT = 700;
/** The numbers the orders bet on (few, so limits fill; palindromes, pairs and a triple for the kinds). */
export const NUMBERS = ['1234', '5678', '1122', '1221', '9990', '4321', '0707', '2468'];

const CODES_4: readonly BetCode[] = ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'];
const CODES_3: readonly BetCode[] = ['3A', '3SB', '3SC', '3SD', '3SE', '3C'];
const CODES_2: readonly BetCode[] = ['2A', '2SB', '2SC', '2SD', '2SE'];
const GAMES = ['4D', '3D', '2D', '5D', '6D'] as const;

let seq = 0;
const uniq = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-3)}${(seq++).toString(36)}`.slice(0, 20);

/** Random fight limits of every basis (the grouping decides which one binds), sometimes none. */
function randomLimits(r: RandomTools): Array<[number, string, number]> {
  const { rand, int, pick } = r;
  const out: Array<[number, string, number]> = [];
  if (rand() < 0.2) return out;
  for (const code of BET_CODES) if (rand() < 0.4) out.push([1, code, int(0, 4) === 0 ? 0 : int(100, 3000)]);
  if (rand() < 0.7) out.push([2, 'ALL', int(200, 5000)]);
  for (const game of GAMES) if (rand() < 0.5) out.push([3, game, pick([0, int(100, 4000)])]);
  return out;
}

async function account(
  t: TestApp,
  r: RandomTools,
  roleId: RoleId,
  upline: { username: string; path: number[] },
  prefix: string,
  eat: { pt: number; grouping: 1 | 2 | 3; max: number | null; limits: Array<[number, string, number]> },
): Promise<TreeAccount> {
  const username = uniq(prefix);
  const id = await insertTestUser(t.db, {
    username,
    roleId,
    upline: upline.username,
    agentLevel: roleId === Role.Multilevel ? 1 : null,
    creditLimitCents: 10_000_000_000,
  });
  const rates = Object.fromEntries(BET_CODES.map((c) => [c, r.int(6500, 9500)])) as Record<BetCode, number>;
  const pkg = await insertPackage(
    t.db,
    `pk_${username}`,
    Object.fromEntries(BET_CODES.map((c) => [c, { bet: rates[c], payouts: [...OFFICIAL_PAYOUTS[c]] }])),
  );
  await patchSettings(t.db, id, { packageIds: { normal: pkg } });
  if (roleId === Role.Company || roleId === Role.Multilevel)
    await setEat(t.db, id, { pt: eat.pt, grouping: eat.grouping, max: eat.max, limits: eat.limits });
  return { id, username, roleId, path: [...upline.path, id], ...eat, rates };
}

/** The random tree (see the file comment); the clock must let the draws of `dates` be open. */
export async function pipelineTree(
  t: TestApp,
  r: RandomTools,
  opts: { prefix: string; redDates: [string, string] },
): Promise<PipelineTree> {
  const { rand, int, pick } = r;
  const { prefix } = opts;
  const none = { pt: 0, grouping: 1 as const, max: null, limits: [] };
  const company = await account(t, r, Role.Company, { username: 'admin', path: [] }, `${prefix}c`, {
    pt: 100,
    grouping: 1,
    max: null,
    limits: [[1, '6D', 100]],
  });
  const agents: TreeAccount[] = [];
  const bettors: TreeAccount[] = [];
  const grow = async (above: TreeAccount, level: number): Promise<void> => {
    const count = level === 1 ? 2 : int(1, 2);
    for (let i = 0; i < count; i++) {
      const limits = randomLimits(r);
      const agent = await account(t, r, Role.Multilevel, above, `${prefix}a`, {
        pt: pick([0, 30, 50, 75, 100, int(1, 99)]),
        grouping: pick([1, 2, 3] as const),
        max: rand() < 0.25 ? int(300, 2500) : null,
        limits,
      });
      agents.push(agent);
      if (level < 3 && rand() < 0.7) await grow(agent, level + 1);
      for (let j = int(1, 2); j > 0; j--)
        bettors.push(await account(t, r, Role.Player, agent, `${prefix}p`, none));
    }
  };
  await grow(company, 1);
  bettors.push(await account(t, r, Role.House, company, `${prefix}h`, none));
  const byId = new Map([company, ...agents, ...bettors].map((a) => [a.id, a]));

  // A demo player: under an agent with an upline agent, so its lines cross several levels.
  const demo = bettors.find((b) => b.roleId === Role.Player && b.path.length > 3) ?? bettors[0]!;
  await patchSettings(t.db, demo.id, { isDemo: true });

  // A red number of an agent that eats (right under the company) with its own limit, lower than most.
  const redOwner = agents.find((a) => a.path.length === 2 && a.pt >= 30) ?? agents[0]!;
  await t.db
    .insertInto('red_numbers')
    .values({
      owner_id: String(redOwner.id),
      number: RED_NUMBER,
      permutation_type: 'normal',
      numbers: [RED_NUMBER],
      pools: [1, 3],
      date_from: opts.redDates[0],
      date_to: opts.redDates[1],
      fight_limit: RED_LIMIT,
    })
    .execute();
  return { company, agents, bettors, byId, demo, redOwner };
}

/** `2.5`, `1`: an amount of cents in the bet string's form. */
const amount = (cents: number) => (cents / 100).toString();

/** One random bet line of the express bet string (DOMAIN 7); `toto`: 5D and 6D lines too. */
export function randomBetLine(r: RandomTools, toto: boolean): string {
  const { rand, int, pick } = r;
  const n = pick(NUMBERS);
  const amounts = (codes: readonly BetCode[]) => {
    const chosen = [...new Set(Array.from({ length: int(1, 3) }, () => pick(codes)))];
    return chosen.map((c) => `#${c}${amount(int(1, 2000))}`).join('');
  };
  const roll = rand();
  if (toto && roll < 0.1) return `${n}${int(0, 9)}#5D${amount(int(1, 800))}`;
  if (toto && roll < 0.25) return `${n}${int(10, 99)}#6D${amount(int(1, 800))}`;
  if (roll < 0.2) return `${n.slice(1)}${amounts(CODES_3)}`;
  if (roll < 0.26) return `${n.slice(2)}${amounts(CODES_2)}`;
  if (roll < 0.32) return `*${n.slice(1)}${amounts(CODES_3)}`;
  if (roll < 0.38) return `**${n.slice(1)}${amounts(CODES_3)}`;
  const forms = [n, `*${n}`, `**${n}`, `${n}*`, `${n.slice(0, 3)}*${n[3]}`, `${n[0]}*${n.slice(1)}`];
  const form = pick([n, n, n, ...forms]);
  const codes = rand() < 0.8 ? CODES_4 : [...CODES_4, ...CODES_3, ...CODES_2];
  return `${form}${amounts(codes)}`;
}

/** `2026-11-25` -> `25/11/2026`. */
export const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * Places `count` random orders of random bettors (PlaceExpressOrder by `cookie`, an account above
 * every bettor, with targetUserId): 1 to 4 bet lines on Magnum, Toto or both, on one of `dates`.
 * Returns the tickets placed.
 */
export async function placeRandomOrders(
  t: TestApp,
  r: RandomTools,
  tree: PipelineTree,
  opts: { cookie: string; dates: readonly string[]; count: number; bettors?: readonly TreeAccount[] },
): Promise<Array<{ ticketId: number; bettorId: number }>> {
  const { int, pick } = r;
  const placed: Array<{ ticketId: number; bettorId: number }> = [];
  for (let i = 0; i < opts.count; i++) {
    const bettor = pick(opts.bettors ?? tree.bettors);
    const pools = pick(['#1', '#3', '#13']);
    // 5D and 6D only where every pool of the line offers them (Toto alone).
    const lines = Array.from({ length: int(1, 4) }, () => randomBetLine(r, pools === '#3'));
    const betString = [`D${dayMonthYear(pick(opts.dates))}`, pools, ...lines].join('\n');
    const res = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
      cookie: opts.cookie,
      body: { betString, targetUserId: bettor.id, orderKey: uniq('order-key-') + i },
    });
    if (res.body.success !== true)
      throw new Error(`order refused: ${String(res.body.message)}\n${betString}`);
    placed.push({ ticketId: (res.body.data as { ticketId: number }).ticketId, bettorId: bettor.id });
  }
  return placed;
}

/** The raw rows the independent computations read. */
export interface RawLine {
  id: number;
  ticketId: number;
  bettorId: number;
  drawId: number;
  poolId: number;
  drawDate: string;
  number: string;
  code: BetCode;
  kind: number;
  stake: number;
  requested: number;
  net: number;
  status: number;
  packageId: number | null;
}
export interface RawShare {
  lineId: number;
  userId: number;
  depth: number;
  downUserId: number | null;
  in: number;
  eat: number;
  out: number;
  downRate: number | null;
}
export interface RawData {
  lines: Map<number, RawLine>;
  shares: RawShare[];
  tickets: Map<number, { ticketNo: string; source: string; status: number; bettorId: number }>;
  draws: Map<number, { poolId: number; drawDate: string; released: boolean }>;
  usage: Array<{ userId: number; drawId: number; basis: number; key: string; used: number }>;
}

/** Every line, share, ticket, draw and usage row as stored (plain reads, no report SQL). */
export async function readRaw(t: TestApp): Promise<RawData> {
  const [lines, shares, tickets, draws, usage] = await Promise.all([
    t.db.selectFrom('bet_lines').selectAll().execute(),
    t.db.selectFrom('bet_shares').selectAll().execute(),
    t.db.selectFrom('tickets').select(['id', 'ticket_no', 'source', 'status', 'bettor_id']).execute(),
    t.db.selectFrom('draws').select(['id', 'pool_id', 'draw_date', 'release_status']).execute(),
    sql<{ user_id: string; draw_id: string; basis: number; limit_key: string; used: string }>`
      SELECT user_id, draw_id, basis, limit_key, used FROM limit_usage`.execute(t.db),
  ]);
  return {
    lines: new Map(
      lines.map((l) => [
        Number(l.id),
        {
          id: Number(l.id),
          ticketId: Number(l.ticket_id),
          bettorId: Number(l.bettor_id),
          drawId: Number(l.draw_id),
          poolId: l.pool_id,
          drawDate: l.draw_date,
          number: l.number,
          code: l.code as BetCode,
          kind: l.kind,
          stake: Number(l.stake),
          requested: Number(l.requested),
          net: Number(l.net),
          status: l.status,
          packageId: l.package_id === null ? null : Number(l.package_id),
        },
      ]),
    ),
    shares: shares.map((s) => ({
      lineId: Number(s.bet_line_id),
      userId: Number(s.user_id),
      depth: s.depth,
      downUserId: s.down_user_id === null ? null : Number(s.down_user_id),
      in: Number(s.in_amount),
      eat: Number(s.eat),
      out: Number(s.out_amount),
      downRate: s.down_rate,
    })),
    tickets: new Map(
      tickets.map((x) => [
        Number(x.id),
        { ticketNo: x.ticket_no, source: x.source, status: x.status, bettorId: Number(x.bettor_id) },
      ]),
    ),
    draws: new Map(
      draws.map((d) => [
        Number(d.id),
        { poolId: d.pool_id, drawDate: d.draw_date, released: d.release_status === 'released' },
      ]),
    ),
    usage: usage.rows.map((u) => ({
      userId: Number(u.user_id),
      drawId: Number(u.draw_id),
      basis: u.basis,
      key: u.limit_key,
      used: Number(u.used),
    })),
  };
}
