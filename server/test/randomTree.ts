/**
 * A seeded random account tree, result and bets for the tests that check settlement and reports
 * against an independent computation: one company (pt 100, no limit), agents up to 3 levels deep
 * with random pt, fight limits and terms (rate and payout table: their package), players under
 * them and a house account under the company; random 4D/3D/ibox/5D/6D lines placed straight into
 * the tables with their chain of shares (settlementFixtures.placeLine).
 */
import { Role } from '@drawdesk/shared-kernel/domain';
import {
  codesForLength,
  distinctPermutations,
  OFFICIAL_PAYOUTS,
  type BetCode,
  type DrawResult,
} from '@drawdesk/shared-kernel/domain/betting';
import type { Db } from '../src/db/connection';
import { makeAccount, placeLine, scalePayouts, type Account, type Placed } from './settlementFixtures';

/** Small deterministic PRNG (mulberry32) so a failure can be replayed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over one PRNG. */
export function randomTools(rand: () => number) {
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join('');
  return { rand, int, pick, digits };
}
export type RandomTools = ReturnType<typeof randomTools>;

export interface RandomTree {
  company: Account;
  /** The agents, top-down as they were made. */
  agents: Account[];
  /** Each bettor's chain: the bettor first, then its uplines bottom-up, the company last. */
  chains: Account[][];
}

/** Random tree: one company (pt 100, no limit), agents up to 3 levels with random pt and limits. */
export async function randomTree(db: Db, r: RandomTools, prefix = 'st'): Promise<RandomTree> {
  const { rand, int } = r;
  const terms = (pt: number, limit: number | null) => ({
    rate: int(6500, 9000),
    payouts: scalePayouts(OFFICIAL_PAYOUTS, 0.8 + rand() * 0.4),
    pt,
    limit,
  });
  const company = await makeAccount(db, Role.Company, 'admin', terms(100, null), prefix);
  const chains: Account[][] = [];
  const agents: Account[] = [];
  const grow = async (above: Account[], level: number): Promise<void> => {
    const count = int(1, 2);
    for (let i = 0; i < count; i++) {
      const agent = await makeAccount(
        db,
        Role.Multilevel,
        above[0]!.username,
        terms(int(0, 100), rand() < 0.5 ? null : int(0, 3000)),
        prefix,
      );
      agents.push(agent);
      const chain = [agent, ...above];
      if (level < 3 && rand() < 0.6) await grow(chain, level + 1);
      for (let j = int(1, 2); j > 0; j--) {
        const player = await makeAccount(db, Role.Player, agent.username, terms(0, null), prefix);
        chains.push([player, ...chain]);
      }
    }
  };
  await grow([company], 1);
  const direct = await makeAccount(db, Role.House, company.username, terms(0, null), prefix);
  chains.push([direct, company]);
  return { company, agents, chains };
}

/** A random full result (with 5D and 6D); one number repeated so that every matching position pays. */
export function randomResult(r: RandomTools): DrawResult {
  const { digits } = r;
  const starters = Array.from({ length: 10 }, () => digits(4));
  const consolations = Array.from({ length: 10 }, () => digits(4));
  consolations[3] = starters[5]!;
  return {
    first: digits(4),
    second: digits(4),
    third: digits(4),
    starters,
    consolations,
    fiveD: { first: digits(5), second: digits(5), third: digits(5) },
    sixD: { first: digits(6) },
  };
}

const CODES_4: readonly BetCode[] = codesForLength(4);

export interface RandomBetsInput {
  drawDate: string;
  /** Draw ids of pool 1 (4D lines) and pool 3 (Toto: 4D, 5D and 6D lines). */
  draw1: number;
  draw3: number;
  chains: readonly Account[][];
  result: DrawResult;
  count: number;
  /** Stake already eaten per account (mutated): the fight limits across every line. */
  usage: Map<number, number>;
  /** Chance that a line goes on the bettor's previous ticket of the same draw (default 0). */
  sameTicket?: number;
  /** Base rate of the lines, per 10,000 (default 10000). */
  baseRate?: () => number;
}

/**
 * Random lines: about 8% 5D and 8% 6D near the result's numbers, the rest 4D/3D codes on prize or
 * random numbers (20% ibox), 15% of those on pool 3. Half the numbers come from the result.
 */
export async function placeRandomBets(db: Db, r: RandomTools, input: RandomBetsInput): Promise<Placed[]> {
  const { rand, int, pick, digits } = r;
  const { result, drawDate, chains, usage } = input;
  const prizes = [result.first, result.second, result.third, ...result.starters, ...result.consolations];
  const placed: Placed[] = [];
  const lastTicket = new Map<string, number>();
  for (let i = 0; i < input.count; i++) {
    const chain = pick(chains);
    const roll = rand();
    const stake = int(1, 3000);
    const common = { drawDate, chain, stake, usage };
    let line: Omit<Parameters<typeof placeLine>[1], 'drawDate' | 'chain' | 'stake' | 'usage'>;
    if (roll < 0.08) {
      const first = result.fiveD!.first;
      const number = rand() < 0.5 ? digits(5 - int(2, 4)) + first.slice(-int(2, 4)) : digits(5);
      line = { drawId: input.draw3, poolId: 3, number: number.padStart(5, '0').slice(-5), code: '5D' };
    } else if (roll < 0.16) {
      const first = result.sixD!.first;
      const k = int(2, 6);
      const number = rand() < 0.5 ? first.slice(0, k) + digits(6 - k) : digits(6 - k) + first.slice(6 - k);
      line = { drawId: input.draw3, poolId: 3, number, code: '6D' };
    } else {
      const base = rand() < 0.5 ? pick(prizes) : digits(4);
      const ibox = rand() < 0.2;
      const number = ibox ? pick(distinctPermutations(base)) : base;
      const three = !ibox && rand() < 0.1;
      const code = three ? pick(['3A', '3SB', '3SC', '3SD', '3SE', '3C'] as BetCode[]) : pick(CODES_4);
      const onToto = rand() < 0.15;
      line = {
        drawId: onToto ? input.draw3 : input.draw1,
        poolId: onToto ? 3 : 1,
        number: three ? number.slice(1) : number,
        code,
        ...(ibox
          ? { kind: 3 as const, iboxDivisor: distinctPermutations(three ? number.slice(1) : number).length }
          : {}),
      };
    }
    const key = `${chain[0]!.id}:${line.drawId}`;
    const previous = lastTicket.get(key);
    const reuse = input.sameTicket !== undefined && previous !== undefined && rand() < input.sameTicket;
    const p = await placeLine(db, {
      ...common,
      ...line,
      ...(reuse ? { ticketId: previous } : {}),
      ...(input.baseRate ? { baseRate: input.baseRate() } : {}),
    });
    lastTicket.set(key, p.ticketId);
    placed.push(p);
  }
  return placed;
}
