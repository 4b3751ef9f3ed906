import { BettingMessages } from '@drawdesk/shared-kernel/contract';
import { isBettorRole, Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import {
  BET_CODE_INFO,
  LimitBasis,
  usageKey,
  type AllocationLine,
  type BetCode,
  type BindingLimit,
  type EatLevel,
  type ExpandedBet,
  type LimitBasisId,
} from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../../auth/sessionUser';
import { BusinessError, forbidden } from '../../../http/errors';
import { COMPANY_PT, effectiveFightLimit, rowsToLimits, type LimitsCents } from '../../limits';
import { assertInScope } from '../../../auth/target';
import type { RedNumberLookup } from '../../configuration';
import { readSettings, type StoredSettings } from '../../configuration';
import type { PathUserRow } from '../queries/orderStatements';
import { usageMapKey, type UsageRef } from '../queries/limitUsage';
import { orderRefusal } from '@drawdesk/shared-kernel/domain/access';

// Who bets, for whom, and the chain of uplines with their eat settings (DOMAIN 9 step 1, DOMAIN 10):
// from the path rows the order's first statement read, no I/O.

export interface ChainUser {
  id: number;
  username: string;
  roleId: RoleId;
  status: string;
  companyId: number | null;
  path: number[];
  settings: StoredSettings;
}

/** An account's position taking and fight limits (cents). */
export interface EatSetup {
  pt: number;
  grouping: number;
  maxFightLimit: number | null;
  limits: LimitsCents;
}

/** The bettor as the pipeline needs it, with the chain above it (direct upline first, company last). */
export interface OrderParties {
  bettor: ChainUser;
  chain: ChainUser[];
  /** The chain's company, if the bettor has one. */
  company: ChainUser | null;
  /** Every account of the bettor's path (root first), by id. */
  accounts: ReadonlyMap<number, ChainUser>;
}

function statusRefusal(user: { username: string; status: string }): BusinessError | null {
  if (user.status === 'suspended') return new BusinessError(BettingMessages.suspended(user.username));
  if (user.status !== 'active') return new BusinessError(BettingMessages.inactive(user.username));
  return null;
}

/** DOMAIN 9 step 1, the checks that need no database: the kernel's orderRefusal (the screens use it too), an active actor. */
export function checkActor(auth: AuthContext): void {
  if (orderRefusal(auth.user)) throw forbidden();
  const refusal = statusRefusal(auth.user);
  if (refusal) throw refusal;
}

const chainUserOf = (r: PathUserRow): ChainUser => ({
  id: Number(r.id),
  username: r.username,
  roleId: r.role_id as RoleId,
  status: r.status,
  companyId: r.company_id === null ? null : Number(r.company_id),
  path: r.path.map(Number),
  settings: readSettings(r.settings),
});

/**
 * DOMAIN 9 step 1: the actor's own checks, then over the bettor's path accounts: tree scope and
 * target lines, a bettor, every status active. `run`: a run ticket (REPORTS.md "Exposure family"),
 * whose bettor is the ordering agent itself, running its own position with its upline.
 */
export function orderParties(
  auth: AuthContext,
  bettorId: number,
  rows: readonly PathUserRow[],
  opts: { run?: boolean } = {},
): OrderParties {
  checkActor(auth);
  const target = rows.find((r) => Number(r.id) === bettorId);
  const { path } = assertInScope(auth, target && { id: bettorId, path: target.path.map(Number) });
  const byId = new Map<number, ChainUser>(rows.map((r) => [Number(r.id), chainUserOf(r)]));
  const bettor = byId.get(bettorId) as ChainUser;
  const runs = opts.run === true && bettorId === auth.principalId && bettor.roleId === Role.Multilevel;
  if (!isBettorRole(bettor.roleId) && !runs) throw new BusinessError(BettingMessages.notBettor);
  const companyAt = bettor.companyId === null ? -1 : path.indexOf(bettor.companyId);
  const chain = (companyAt < 0 ? [] : path.slice(companyAt, -1))
    .reverse()
    .map((id) => byId.get(id))
    .filter((u): u is ChainUser => u !== undefined);
  for (const user of [bettor, ...chain]) {
    const refusal = statusRefusal(user);
    if (refusal) throw refusal;
  }
  const company = chain.find((u) => u.roleId === Role.Company) ?? null;
  return { bettor, chain, company, accounts: byId };
}

/** pt, grouping, max and fight limits of every account of the chain, from the path rows. */
export function eatSetupsFrom(
  chain: readonly ChainUser[],
  rows: readonly PathUserRow[],
): Map<number, EatSetup> {
  const out = new Map<number, EatSetup>();
  for (const user of chain) {
    const row = rows.find((r) => Number(r.id) === user.id);
    const isCompany = user.roleId === Role.Company;
    out.set(user.id, {
      pt: isCompany ? COMPANY_PT : (row?.position_taking ?? 0),
      grouping: row?.grouping ?? LimitBasis.AmountBase,
      maxFightLimit: row?.max_fight_limit == null ? null : Number(row.max_fight_limit),
      limits: rowsToLimits(
        (row?.limits ?? []).map(([basis, key, amount]) => ({ basis, key, amount: Number(amount) })),
      ),
    });
  }
  return out;
}

/** The fight limit of the account's grouping on a code (its max fight limit when unset), or null. */
export function groupingLimit(setup: EatSetup, code: BetCode): number | null {
  const { limits } = setup;
  const own =
    setup.grouping === LimitBasis.TotalBase
      ? limits.totalBase
      : setup.grouping === LimitBasis.GroupBase
        ? limits.groupBase[BET_CODE_INFO[code].game as keyof LimitsCents['groupBase']]
        : limits.amountBase[code];
  return effectiveFightLimit(own ?? null, setup.maxFightLimit);
}

/** The chain's eat levels on each line, which lines are red, and the usage rows the limits name. */
export interface ChainLevels {
  levels: EatLevel[][];
  isRed: boolean[];
  /** Every usage row a limit binds on, by usageMapKey (the allocation's limit keys). */
  refs: Map<string, UsageRef>;
}

/**
 * Each line's eat levels up the chain (docs/betting-rules.md "Order pipeline" 2-3, 7): the limit of
 * each account's grouping and, on a red number of that account with a fight limit, that limit too.
 * A line is red when the number is a red number of the bettor or of any account of the chain.
 */
export function chainLevels(
  bets: readonly ExpandedBet[],
  draws: ReadonlyArray<{ drawId: number }>,
  parties: OrderParties,
  eat: ReadonlyMap<number, EatSetup>,
  redOf: RedNumberLookup,
): ChainLevels {
  const { bettor, chain } = parties;
  const refs = new Map<string, UsageRef>();
  const isRed: boolean[] = [];
  const levels = bets.map((bet, i) => {
    const { drawId } = draws[i] as { drawId: number };
    let red = redOf(bettor.id, bet.poolId, bet.drawDate, bet.number) !== undefined;
    const out = chain.map((user) => {
      const setup = eat.get(user.id) as EatSetup;
      const limits: BindingLimit[] = [];
      const bind = (basis: LimitBasisId, limit: number) => {
        const ref = {
          userId: user.id,
          drawId,
          basis,
          limitKey: usageKey(basis, bet.code, bet.limitKey, bet.kind),
        };
        const key = usageMapKey(ref);
        refs.set(key, ref);
        limits.push({ key, limit });
      };
      const own = groupingLimit(setup, bet.code);
      if (own !== null) bind(setup.grouping as LimitBasisId, own);
      const hit = redOf(user.id, bet.poolId, bet.drawDate, bet.number);
      if (hit) {
        red = true;
        if (hit.fightLimitCents !== null) bind(LimitBasis.RedNumber, hit.fightLimitCents);
      }
      return { userId: user.id, pt: setup.pt, limits };
    });
    isRed.push(red);
    return out;
  });
  return { levels, isRed, refs };
}

/**
 * The lines to allocate: each bet's stake on its levels; the company posts what is left above it
 * when it has posting on; a number queued for the company is sold out at once.
 */
export function allocationLines(
  bets: readonly ExpandedBet[],
  draws: ReadonlyArray<{ drawId: number }>,
  levels: readonly EatLevel[][],
  company: ChainUser | null,
  posting: boolean,
  queued: (drawId: number, number: string, code: string) => boolean,
): AllocationLine[] {
  const posts = company !== null && posting;
  return bets.map((bet, i) => ({
    stakeCents: bet.stakeCents,
    levels: levels[i]!,
    posting: posts,
    blocked: company !== null && queued((draws[i] as { drawId: number }).drawId, bet.number, bet.code),
  }));
}
