/**
 * The live preview of an order (DOMAIN 7-9) in the browser: the kernel parser with the betting
 * context's open draws, formats and default pools, then expansion with the context's bet rates.
 * The server decides; this only shows what it will most likely do.
 */
import type { BettingContext } from '@drawdesk/shared-kernel/contract';
import { poolLetters, POOLS, type PoolId } from '@drawdesk/shared-kernel/domain';
import {
  expandOrder,
  formatBetAmount,
  formatDayMonthYear,
  formatKindForm,
  isBetCode,
  parseBetString,
  type BetCode,
  type BetError,
  type BetKindId,
  type NumberLength,
} from '@drawdesk/shared-kernel/domain/betting';

export interface PreviewLine {
  line: number;
  text: string;
  pools: string;
  dates: string[];
  bets: number;
  grossCents: number;
}

export interface OrderPreview {
  errors: BetError[];
  lines: PreviewLine[];
  expanded: number;
  grossCents: number;
  netCents: number;
}

const typeOf = new Map(POOLS.map((p) => [p.id, p.packageType]));

export function previewOrder(text: string, ctx: BettingContext): OrderPreview {
  const draws = new Map<number, string[]>();
  for (const d of ctx.openDraws) draws.set(d.poolId, [...(draws.get(d.poolId) ?? []), d.drawDate]);
  const betFormats: Partial<Record<NumberLength, BetCode[]>> = {};
  for (const [len, codes] of Object.entries(ctx.betFormats))
    betFormats[Number(len) as NumberLength] = codes.filter(isBetCode);
  const parsed = parseBetString(text, {
    today: ctx.today,
    openDraws: (p: PoolId) => draws.get(p) ?? [],
    defaultPools: ctx.defaultPools as PoolId[],
    betFormats,
    maxLines: ctx.maxLineBetInUI,
  });
  if (!parsed.ok) return { errors: parsed.errors, lines: [], expanded: 0, grossCents: 0, netCents: 0 };
  const rate = (poolId: PoolId, code: BetCode) =>
    ctx.betRates[String(typeOf.get(poolId) ?? 0)]?.[code] ?? 10_000;
  const expansion = expandOrder(parsed.order, rate);
  const perLine = new Map<number, { bets: number; gross: number }>();
  for (const b of expansion.bets) {
    const cur = perLine.get(b.inputLine) ?? { bets: 0, gross: 0 };
    cur.bets++;
    cur.gross += b.grossCents;
    perLine.set(b.inputLine, cur);
  }
  const lines = parsed.order.lines.map((l) => {
    const pools = [...new Set(l.draws.map((d) => d.poolId))].sort((a, b) => a - b);
    const amounts = l.amounts.map((a) => `${a.code}${formatBetAmount(a.cents)}`).join(' ');
    return {
      line: l.line,
      text: `${formatKindForm(l.number, l.kind as BetKindId)} ${amounts}`,
      pools: poolLetters(pools),
      dates: [...new Set(l.draws.map((d) => d.date))].sort(),
      bets: perLine.get(l.line)?.bets ?? 0,
      grossCents: perLine.get(l.line)?.gross ?? 0,
    };
  });
  return {
    errors: [],
    lines,
    expanded: expansion.bets.length,
    grossCents: expansion.grossCents,
    netCents: expansion.netCents,
  };
}

/** A web-order grid as an express bet string (labelled amounts), for the same preview. */
export interface GridRow {
  number: string;
  kind: number;
  amounts: Record<string, string>;
}

export function gridBetString(
  rows: readonly GridRow[],
  pools: readonly number[],
  dates: readonly string[],
): string {
  const dateLine = `D${dates.map((d) => formatDayMonthYear(d)).join(',')}`;
  const out = [dateLine, `#${[...pools].sort((a, b) => a - b).join('')}`];
  for (const r of rows) {
    const amounts = Object.entries(r.amounts).filter(([, v]) => v.trim() !== '' && Number(v) > 0);
    if (!r.number.trim() && amounts.length === 0) continue;
    out.push(
      `${formatKindForm(r.number.trim(), r.kind as BetKindId)}${amounts.map(([c, v]) => `#${c}${v.trim()}`).join('')}`,
    );
  }
  return out.join('\n');
}
