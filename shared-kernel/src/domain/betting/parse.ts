/**
 * The express bet string (DOMAIN 7) to an order. Pure: the business date and the open draws come
 * from the caller. Every bad line is reported; an order with any error yields no order at all.
 */
import { POOLS, type PoolId } from '../pools';
import { parseAmountCents } from './amount';
import {
  BET_CODE_INFO,
  DEFAULT_BET_FORMATS,
  betCodeOrder,
  codeFitsLength,
  isBetCode,
  poolOffersCode,
  type BetCode,
  type NumberLength,
} from './codes';
import { formatDayMonth } from '../format';
import { parseDateSpec, type DateSpec } from './dates';
import type { BetError, BetErrorReason } from './errors';
import type { BetAmount, DrawRef, Order, OrderLine } from './order';
import { isKindAllowed, parseKindForm } from './permutations';

/** Open draw dates (ISO, ascending) of a pool at the server's time. */
export type OpenDrawsSource =
  ((poolId: PoolId) => readonly string[]) | Partial<Record<PoolId, readonly string[]>>;

export interface ParseContext {
  /** Business date, ISO `YYYY-MM-DD`: resolves `DD/MM` without a year. */
  today: string;
  /** The open draws per pool, ascending: `D` takes the first, `Dn` the first n. */
  openDraws: OpenDrawsSource;
  /** The account's default pools; Magnum when unset or empty. */
  defaultPools?: readonly PoolId[];
  /** The account's positional bet formats; DEFAULT_BET_FORMATS for a length not given. */
  betFormats?: Partial<Record<NumberLength, readonly BetCode[]>>;
  /** Most bet lines an order may have (maxLineBetInUI). */
  maxLines?: number;
  /** Accept explicit dates without checking them against openDraws (re-reading a stored ticket). */
  skipDrawCheck?: boolean;
}

export type ParseResult = { ok: true; order: Order } | { ok: false; errors: BetError[] };

const poolByDigit = new Map(POOLS.map((p) => [p.inputDigit, p.id]));
const letterOf = new Map(POOLS.map((p) => [p.id, p.receiptLetter]));
const DEFAULT_POOLS: readonly PoolId[] = [1];

/** `#123` (after upper-casing and removing spaces) to pool ids in id order; null when invalid. */
export function parsePoolLine(text: string): PoolId[] | null {
  if (!/^#[1-9]+$/.test(text)) return null;
  const ids = new Set<PoolId>();
  for (const ch of text.slice(1)) {
    const id = poolByDigit.get(ch);
    if (id === undefined) return null;
    ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

interface AmountsResult {
  amounts: BetAmount[];
  errors: { reason: BetErrorReason; detail?: string }[];
}

const NO_ERRORS: AmountsResult['errors'] = [];

/** True when a segment starts with a code (`B1`, `4SD2`) rather than an amount (`1`, `.5`). */
function isLabelled(seg: string): boolean {
  const c0 = seg.charCodeAt(0);
  if (c0 >= 65 && c0 <= 90) return true;
  const c1 = seg.charCodeAt(1);
  return c0 >= 48 && c0 <= 57 && c1 >= 65 && c1 <= 90;
}

/** Splits a labelled segment after the code's letters: `4SD2` -> 4SD, 2; no letters -> '' code. */
function splitLabel(seg: string): [string, string] {
  const start = seg.charCodeAt(0) >= 48 && seg.charCodeAt(0) <= 57 ? 1 : 0;
  let i = start;
  while (i < seg.length && seg.charCodeAt(i) >= 65 && seg.charCodeAt(i) <= 90) i++;
  return i === start ? ['', seg] : [seg.slice(0, i), seg.slice(i)];
}

function parseAmounts(
  segments: readonly string[],
  length: NumberLength,
  format: readonly BetCode[],
): AmountsResult {
  let errors = NO_ERRORS;
  const fail = (reason: BetErrorReason, detail: string): void => {
    if (errors === NO_ERRORS) errors = [];
    errors.push({ reason, detail });
  };
  const amounts: BetAmount[] = [];
  let labelled = false;
  for (const seg of segments) if (isLabelled(seg)) labelled = true;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] as string;
    if (seg === '') continue;
    let code: string | undefined;
    let text: string;
    if (labelled) {
      [code, text] = splitLabel(seg);
      if (code === '') {
        fail('BET_AMOUNT_INVALID', seg);
        continue;
      }
      if (!isBetCode(code)) {
        fail('BET_UNKNOWN_CODE', code);
        continue;
      }
    } else {
      code = format[i];
      text = seg;
      if (code === undefined) {
        if (i === format.length) fail('BET_TOO_MANY_AMOUNTS', String(format.length));
        continue;
      }
    }
    const betCode = code as BetCode;
    if (!codeFitsLength(betCode, length)) {
      fail('BET_CODE_NOT_FOR_NUMBER', betCode);
      continue;
    }
    if (amounts.some((a) => a.code === betCode)) {
      fail('BET_DUPLICATE_CODE', betCode);
      continue;
    }
    const cents = parseAmountCents(text);
    if (cents === null) {
      fail('BET_AMOUNT_INVALID', text === '' ? betCode : text);
      continue;
    }
    amounts.push({ code: betCode, cents });
  }
  if (amounts.length > 1) amounts.sort((a, b) => betCodeOrder(a.code) - betCodeOrder(b.code));
  return { amounts, errors };
}

interface DateState {
  line: number | null;
  spec: DateSpec | null;
  id: number;
}
interface PoolState {
  pools: readonly PoolId[] | null;
  key: string;
}

/** Parses a whole bet string. Never throws for any input text. */
export function parseBetString(text: string, ctx: ParseContext): ParseResult {
  const errors: BetError[] = [];
  const seenErrors = new Set<string>();
  const report = (line: number, reason: BetErrorReason, detail?: string): void => {
    const key = `${line}|${reason}|${detail ?? ''}`;
    if (seenErrors.has(key)) return;
    seenErrors.add(key);
    errors.push(detail === undefined ? { line, reason } : { line, reason, detail });
  };

  const openCache = new Map<PoolId, { list: readonly string[]; set: ReadonlySet<string> }>();
  const open = (poolId: PoolId): { list: readonly string[]; set: ReadonlySet<string> } => {
    let hit = openCache.get(poolId);
    if (!hit) {
      const src = ctx.openDraws;
      const list = (typeof src === 'function' ? src(poolId) : src[poolId]) ?? [];
      hit = { list, set: new Set(list) };
      openCache.set(poolId, hit);
    }
    return hit;
  };

  const defaultPools =
    ctx.defaultPools && ctx.defaultPools.length > 0
      ? [...new Set(ctx.defaultPools)].sort((a, b) => a - b)
      : DEFAULT_POOLS;
  let dateState: DateState = { line: null, spec: { kind: 'next', count: 1 }, id: 0 };
  let poolState: PoolState = { pools: defaultPools, key: defaultPools.join('') };
  let previous: readonly BetAmount[] | 'error' | null = null;
  let betLines = 0;
  const lines: OrderLine[] = [];
  const drawCache = new Map<string, DrawRef[]>();
  let lastDraws: DrawRef[] | null = null;
  let lastDateState: DateState | null = null;
  let lastPoolState: PoolState | null = null;
  const remember = (draws: DrawRef[]): DrawRef[] => {
    lastDateState = dateState;
    lastPoolState = poolState;
    return (lastDraws = draws);
  };

  /** Draws of the current date and pool lines, memoised; a problem is reported once, where first met. */
  const resolveDraws = (spec: DateSpec, pools: readonly PoolId[], lineNo: number): DrawRef[] => {
    if (lastDraws !== null && lastDateState === dateState && lastPoolState === poolState) return lastDraws;
    const key = `${dateState.id}|${poolState.key}`;
    const hit = drawCache.get(key);
    if (hit) return remember(hit);
    const draws: DrawRef[] = [];
    const problem = (detail: string): void => report(dateState.line ?? lineNo, 'BET_DRAW_CLOSED', detail);
    for (const poolId of pools) {
      const letter = letterOf.get(poolId) ?? String(poolId);
      if (spec.kind === 'next') {
        const list = open(poolId).list;
        if (list.length < spec.count) problem(`${letter} D${spec.count === 1 ? '' : spec.count}`);
        for (const date of list.slice(0, spec.count)) draws.push({ poolId, date });
      } else {
        const set = open(poolId).set;
        for (const date of spec.dates) {
          if (ctx.skipDrawCheck || set.has(date)) draws.push({ poolId, date });
          else problem(`${formatDayMonth(date)} ${letter}`);
        }
      }
    }
    drawCache.set(key, draws);
    return remember(draws);
  };

  // Whether every pool of the current pool line offers a code: cached per pool line.
  let offeredCache = new Map<BetCode, boolean>();
  let offeredFor: PoolState | null = null;
  const offeredEverywhere = (pools: readonly PoolId[], code: BetCode): boolean => {
    if (offeredFor !== poolState) {
      offeredCache = new Map();
      offeredFor = poolState;
    }
    let hit = offeredCache.get(code);
    if (hit === undefined) offeredCache.set(code, (hit = pools.every((p) => poolOffersCode(p, code))));
    return hit;
  };

  const rawLines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < rawLines.length; i++) {
    const lineNo = i + 1;
    const raw = rawLines[i] as string;
    const s = (/\s/.test(raw) ? raw.replace(/\s+/g, '') : raw).toUpperCase();
    if (s === '') continue;

    if (s.startsWith('D')) {
      const spec = parseDateSpec(s.slice(1), ctx.today);
      if (spec === null) report(lineNo, 'BET_BAD_DATE', s);
      dateState = { line: lineNo, spec, id: dateState.id + 1 };
      continue;
    }
    if (s.startsWith('#')) {
      const pools = parsePoolLine(s);
      if (pools === null) report(lineNo, 'BET_BAD_POOL', s);
      poolState = { pools, key: pools ? pools.join('') : `bad${lineNo}` };
      continue;
    }

    betLines++;
    if (ctx.maxLines !== undefined && betLines === ctx.maxLines + 1)
      report(lineNo, 'BET_TOO_MANY_LINES', String(ctx.maxLines));
    const hashAt = s.indexOf('#');
    const head = hashAt < 0 ? s : s.slice(0, hashAt);
    const form = parseKindForm(head);
    if (form === null || form.number.length < 2 || form.number.length > 6) {
      report(lineNo, hashAt >= 0 || /^[\d*]/.test(head) ? 'BET_BAD_NUMBER' : 'BET_BAD_LINE', head);
      previous = 'error';
      continue;
    }
    const length = form.number.length as NumberLength;
    if (!isKindAllowed(form.kind, length)) report(lineNo, 'BET_KIND_NOT_ALLOWED', head);

    let amounts: readonly BetAmount[] = [];
    let amountsBad = false;
    if (hashAt < 0) {
      if (previous === null) {
        report(lineNo, 'BET_NO_AMOUNT');
        amountsBad = true;
      } else if (previous === 'error') {
        amountsBad = true; // the line above is already reported
      } else {
        amounts = previous;
        for (const a of amounts) {
          if (!codeFitsLength(a.code, length)) {
            report(lineNo, 'BET_CODE_NOT_FOR_NUMBER', a.code);
            amountsBad = true;
          }
        }
      }
    } else {
      const format = ctx.betFormats?.[length] ?? DEFAULT_BET_FORMATS[length];
      const parsed = parseAmounts(s.slice(hashAt + 1).split('#'), length, format);
      for (const e of parsed.errors) report(lineNo, e.reason, e.detail);
      amounts = parsed.amounts;
      amountsBad = parsed.errors.length > 0;
      if (!amountsBad && amounts.length === 0) {
        report(lineNo, 'BET_NO_AMOUNT');
        amountsBad = true;
      }
    }
    previous = amountsBad ? 'error' : amounts;

    const pools = poolState.pools;
    if (pools !== null) {
      for (const a of amounts) {
        if (offeredEverywhere(pools, a.code)) continue;
        const missing = pools.filter((p) => !poolOffersCode(p, a.code));
        report(lineNo, 'BET_CODE_NOT_IN_POOL', `${a.code} ${missing.map((p) => letterOf.get(p)).join('')}`);
      }
    }
    if (pools === null || dateState.spec === null) continue;
    const draws = resolveDraws(dateState.spec, pools, lineNo);
    if (errors.length > 0) continue; // the order fails: keep checking, stop building
    lines.push({ line: lineNo, number: form.number, kind: form.kind, amounts, draws });
  }

  if (betLines === 0) report(0, 'BET_NO_LINE');
  if (errors.length > 0) {
    errors.sort((a, b) => a.line - b.line);
    return { ok: false, errors };
  }
  return { ok: true, order: { lines } };
}

/** Digits a code is placed on for a number: its last `digits` digits. */
export function effectiveNumber(number: string, code: BetCode): string {
  return number.slice(-BET_CODE_INFO[code].digits);
}
