import {
  DIGIT_FILTER_CODES,
  RunMessages,
  type GetRunMapReportBody,
  type RunMapOverall,
  type RunMapRow,
  type UserEatData,
} from '@drawdesk/shared-kernel/contract';
import {
  BetKind,
  centsToUnits,
  Grouping,
  Role,
  unitsToCents,
  type PoolId,
} from '@drawdesk/shared-kernel/domain';
import {
  BET_CODE_INFO,
  BET_CODES,
  iboxLimitKey,
  LimitBasis,
  ptShareCents,
  usageKey,
  type BetCode,
  type LimitBasisId,
} from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../auth/sessionUser';
import type { Target } from '../../auth/target';
import type { AreaDeps } from '../../areaDeps';
import type { Db } from '../../db/connection';
import { BusinessError } from '../../http/errors';
import { COMPANY_PT, effectiveFightLimit, limitsToUnits, loadEatState, type EatState } from '../limits';
import { openDraws } from '../pools';
import { MAP_FUNCTIONS, openExposure, pageOf } from './exposureScope';
import { selectLimitUsage, selectMapDraws, selectRedLimits, selectRunCells } from './queries/exposure';
import { openReport } from './reportGuard';
import { convertCents } from './resultsScope';

/** The run map's refusals (the kernel's RunMessages: the screen shows them in the user's language). */
export const RunMapMessages = { notEater: RunMessages.notEater } as const;

/** Accounts that eat (DOMAIN 10): a company and the agents; the run map and eat data are theirs. */
const eats = (viewer: Target) => viewer.roleId === Role.Company || viewer.roleId === Role.Multilevel;

/** The account's eat settings (a company's pt is 100 whatever is stored). */
export async function eatStateOf(db: Db, viewer: Target): Promise<EatState> {
  return loadEatState(db, viewer.id, viewer.roleId === Role.Company);
}

/**
 * The fight limit of the account's grouping on a code (DOMAIN 10): per code (amount base), one for
 * every code (total base) or per game (group base), an unset one up to its max fight limit; null =
 * no limit (only pt decides). The order pipeline's groupingLimit, over the stored state.
 */
export function codeLimit(state: EatState, code: BetCode): number | null {
  const { limits } = state;
  const own =
    state.grouping === Grouping.TotalBase
      ? limits.totalBase
      : state.grouping === Grouping.GroupBase
        ? limits.groupBase[BET_CODE_INFO[code].game as keyof EatState['limits']['groupBase']]
        : limits.amountBase[code];
  return effectiveFightLimit(own ?? null, state.maxFightLimit);
}

interface Cell {
  number: string;
  ibox: boolean;
  code: BetCode;
  in: number;
  eat: number;
  eatNet: number;
  run: number;
  runNet: number;
}

/**
 * The red numbers' own fight limits (cents) per run map row they govern (docs/reports-rules.md
 * "Exposure family", run map): a line on red number N is held on the key of the digits its code
 * bets on, so N governs the straight rows of its last 4, 3 and 2 digits (those codes' rows; `d|key`)
 * and the ibox row of its sorted digits (`I|key`); several red numbers on one row: the lowest.
 */
export function redLimitsByRow(reds: ReadonlyArray<{ numbers: readonly string[]; limit: number }>) {
  const byRow = new Map<string, number>();
  const put = (key: string, limit: number) => {
    const was = byRow.get(key);
    if (was === undefined || limit < was) byRow.set(key, limit);
  };
  for (const red of reds) {
    for (const n of red.numbers) {
      for (let d = 2; d <= n.length; d++) put(`${d}|${n.slice(n.length - d)}`, red.limit);
      put(`I|${iboxLimitKey(n)}`, red.limit);
    }
  }
  return (cell: { number: string; ibox: boolean; code: BetCode }): number | undefined =>
    byRow.get(cell.ibox ? `I|${cell.number}` : `${BET_CODE_INFO[cell.code].digits}|${cell.number}`);
}

/** The limit that binds a cell: the one with the least left (its grouping's, a red number's). */
interface Binding {
  limit: number;
  used: number;
  left: number;
}

/**
 * GetRunMapReport (REPORTS.md "Exposure family"): the viewer's position on one draw per number
 * and code (ibox lines under their sorted digits, apart), its fight limit on the key the order
 * pipeline counts it on, what limit_usage holds there and what is left, what went up because the
 * limit was full, and its own runs. Amounts converted per figure; totals are sums.
 */
export async function getRunMapReport(
  deps: AreaDeps,
  ctx: AuthContext,
  body: GetRunMapReportBody,
): Promise<{ rows: RunMapRow[]; totalCount: number; overallInfo: RunMapOverall }> {
  const { db } = deps;
  const opened = await openExposure(db, ctx, body, { from: body.drawDate, to: body.drawDate });
  const { viewer } = opened;
  if (!eats(viewer)) throw new BusinessError(RunMapMessages.notEater);
  const [draw] = await selectMapDraws(db, {
    drawDate: body.drawDate,
    poolId: body.poolId,
    unreleased: false,
  });
  const drawId = draw ? Number(draw.id) : null;
  const [raw, usageRows, state, reds, open] = await Promise.all([
    drawId === null ? Promise.resolve([]) : selectRunCells(db, viewer.id, drawId),
    drawId === null ? Promise.resolve([]) : selectLimitUsage(db, viewer.id, drawId),
    eatStateOf(db, viewer),
    selectRedLimits(db, { userId: viewer.id, poolId: body.poolId, drawDate: body.drawDate }),
    openDraws(db, deps.clock.now(), { pools: [body.poolId as PoolId] }),
  ]);
  const used = new Map(usageRows.map((u) => [`${u.basis}|${u.limit_key}`, Number(u.used)]));
  const codes = new Set<string>(DIGIT_FILTER_CODES[body.digits ?? 'all']);

  const cells = new Map<string, Cell>();
  for (const r of raw) {
    if (!codes.has(r.code)) continue;
    // A cell whose lines were all voided keeps a row of zeros in the aggregate.
    if ([r.in_amount, r.eat, r.eat_net, r.own_stake, r.own_net].every((v) => Number(v) === 0)) continue;
    const number = r.ibox ? iboxLimitKey(r.number) : r.number;
    if (body.number !== undefined && !number.includes(body.number)) continue;
    const key = `${number}|${r.ibox ? 1 : 0}|${r.code}`;
    const cell = cells.get(key) ?? {
      number,
      ibox: r.ibox,
      code: r.code as BetCode,
      in: 0,
      eat: 0,
      eatNet: 0,
      run: 0,
      runNet: 0,
    };
    cells.set(key, cell);
    cell.in += Number(r.in_amount);
    cell.eat += Number(r.eat);
    cell.eatNet += Number(r.eat_net);
    cell.run += Number(r.own_stake);
    cell.runNet += Number(r.own_net);
  }

  const pt = viewer.roleId === Role.Company ? COMPANY_PT : state.positionTaking;
  const redLimitOf = redLimitsByRow(reds.map((r) => ({ numbers: r.numbers, limit: Number(r.fight_limit) })));
  const binding = (cell: Cell): Binding | null => {
    const kind = cell.ibox ? BetKind.IBox : BetKind.Normal;
    const limits: Array<{ basis: LimitBasisId; limit: number }> = [];
    const own = codeLimit(state, cell.code);
    if (own !== null) limits.push({ basis: state.grouping as LimitBasisId, limit: own });
    const red = redLimitOf(cell);
    if (red !== undefined) limits.push({ basis: LimitBasis.RedNumber, limit: red });
    let best: Binding | null = null;
    for (const { basis, limit } of limits) {
      const u = used.get(`${basis}|${usageKey(basis, cell.code, cell.number, kind)}`) ?? 0;
      const left = Math.max(0, limit - u);
      if (!best || left < best.left) best = { limit, used: u, left };
    }
    return best;
  };

  const conv = (cents: number) => convertCents(cents, opened.currency);
  const threshold = body.threshold === undefined ? null : unitsToCents(body.threshold);
  const codeOrder = new Map<string, number>(BET_CODES.map((c, i) => [c, i]));
  const sorted = [...cells.values()].sort(
    (a, b) =>
      (a.number < b.number ? -1 : a.number > b.number ? 1 : 0) ||
      Number(a.ibox) - Number(b.ibox) ||
      (codeOrder.get(a.code) ?? 0) - (codeOrder.get(b.code) ?? 0),
  );
  const sums = { in: 0, eat: 0, eatNet: 0, run: 0, runNet: 0, exposure: 0, exposureNet: 0, overLimit: 0 };
  let overCount = 0;
  const rows: RunMapRow[] = sorted.map((c) => {
    const b = binding(c);
    const overLimit = b !== null && b.left === 0 ? Math.max(0, ptShareCents(c.in, pt) - c.eat) : 0;
    const figures = {
      in: conv(c.in),
      eat: conv(c.eat),
      eatNet: conv(c.eatNet),
      run: conv(c.run),
      runNet: conv(c.runNet),
      exposure: conv(c.eat - c.run),
      exposureNet: conv(c.eatNet - c.runNet),
      overLimit: conv(overLimit),
    };
    for (const k of Object.keys(sums) as Array<keyof typeof sums>) sums[k] += figures[k];
    const over = threshold !== null && figures.exposure >= threshold;
    if (over) overCount++;
    return {
      number: c.number,
      ibox: c.ibox,
      code: c.code,
      in: centsToUnits(figures.in),
      eat: centsToUnits(figures.eat),
      eatNet: centsToUnits(figures.eatNet),
      run: centsToUnits(figures.run),
      runNet: centsToUnits(figures.runNet),
      exposure: centsToUnits(figures.exposure),
      exposureNet: centsToUnits(figures.exposureNet),
      limit: b === null ? null : centsToUnits(conv(b.limit)),
      used: b === null ? null : centsToUnits(conv(b.used)),
      limitLeft: b === null ? null : centsToUnits(conv(b.left)),
      overLimit: centsToUnits(figures.overLimit),
      over,
    };
  });
  const isOpen = (open.get(body.poolId as PoolId) ?? []).some((d) => d.drawDate === body.drawDate);
  return {
    rows: pageOf(rows, body),
    totalCount: rows.length,
    overallInfo: {
      in: centsToUnits(sums.in),
      eat: centsToUnits(sums.eat),
      eatNet: centsToUnits(sums.eatNet),
      run: centsToUnits(sums.run),
      runNet: centsToUnits(sums.runNet),
      exposure: centsToUnits(sums.exposure),
      exposureNet: centsToUnits(sums.exposureNet),
      overLimit: centsToUnits(sums.overLimit),
      overCount,
      drawDate: body.drawDate,
      poolId: body.poolId,
      open: isOpen,
      viewerId: viewer.id,
      currency: opened.currency.code,
      processing: opened.processing,
    },
  };
}

/**
 * GetUserEatData: the viewer's (default the caller's own) position taking and fight limits as the
 * run map screen shows them, with per code the limit its eat is held to under its grouping.
 */
export async function getUserEatData(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: { userId?: number | undefined },
): Promise<UserEatData> {
  const viewer = await openReport(db, ctx, { functions: MAP_FUNCTIONS, userId: body.userId });
  if (!eats(viewer)) throw new BusinessError(RunMapMessages.notEater);
  const state = await eatStateOf(db, viewer);
  const limits: Record<string, number | null> = {};
  for (const code of BET_CODES) {
    const cents = codeLimit(state, code);
    limits[code] = cents === null ? null : centsToUnits(cents);
  }
  return {
    userId: viewer.id,
    username: viewer.username,
    userRoleId: viewer.roleId,
    positionTaking: viewer.roleId === Role.Company ? COMPANY_PT : state.positionTaking,
    grouping: state.grouping,
    maxFightLimit: state.maxFightLimit === null ? null : centsToUnits(state.maxFightLimit),
    fightLimits: limitsToUnits(state.limits),
    limits,
  };
}
