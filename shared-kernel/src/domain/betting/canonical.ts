/**
 * The canonical express bet string kept on every ticket (DOMAIN 7): explicit dates with years, the
 * pool line, then bet lines with every amount labelled. parseBetString(canonicalBetString(o)) gives
 * the same order as o (line numbers aside).
 */
import { POOLS, type PoolId } from '../pools';
import { formatBetAmount } from './amount';
import { formatDayMonthYear } from './dates';
import type { Order, OrderLine } from './order';
import { formatKindForm } from './permutations';

const digitOf = new Map(POOLS.map((p) => [p.id, p.inputDigit]));

/** `1234#B1#S0.5`: the kind form and every amount labelled, in BET_CODES order. */
export function canonicalBetLine(line: Pick<OrderLine, 'number' | 'kind' | 'amounts'>): string {
  return (
    formatKindForm(line.number, line.kind) +
    line.amounts.map((a) => `#${a.code}${formatBetAmount(a.cents)}`).join('')
  );
}

/** Pools of a line grouped by their date sets (one group unless `D` met pools of different calendars). */
function dateGroups(line: OrderLine): { dates: string[]; pools: PoolId[] }[] {
  const byPool = new Map<PoolId, string[]>();
  for (const d of line.draws) {
    const list = byPool.get(d.poolId);
    if (list) list.push(d.date);
    else byPool.set(d.poolId, [d.date]);
  }
  const groups = new Map<string, { dates: string[]; pools: PoolId[] }>();
  for (const [poolId, dates] of byPool) {
    const key = dates.join(',');
    const g = groups.get(key);
    if (g) g.pools.push(poolId);
    else groups.set(key, { dates, pools: [poolId] });
  }
  return [...groups.values()].sort((a, b) => (a.dates.join(',') < b.dates.join(',') ? -1 : 1));
}

/**
 * A date line and a pool line whenever they change, then the bet line. A line whose pools have
 * different date sets (only `D`/`Dn` over pools of different calendars) is written once per set.
 */
export function canonicalBetString(order: Order): string {
  const out: string[] = [];
  let dateLine = '';
  let poolLine = '';
  for (const line of order.lines) {
    const bet = canonicalBetLine(line);
    for (const g of dateGroups(line)) {
      const d = `D${g.dates.map(formatDayMonthYear).join(',')}`;
      const p = `#${g.pools.map((id) => digitOf.get(id)).join('')}`;
      if (d !== dateLine) out.push((dateLine = d));
      if (p !== poolLine) out.push((poolLine = p));
      out.push(bet);
    }
  }
  return out.join('\n');
}
