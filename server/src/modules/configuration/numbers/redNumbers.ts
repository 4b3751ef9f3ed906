import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import { selectActiveRedNumbers } from './queries';

export interface RedNumberHit {
  redNumberId: number;
  /** The owner's fight limit (cents) on this red number; null = the owner's ordinary fight limits apply. */
  fightLimitCents: number | null;
}

/** (owner, pool, draw date, bet number) -> the active red number of that owner covering it, if any. */
export type RedNumberLookup = (
  ownerId: number,
  poolId: number,
  drawDate: string,
  number: string,
) => RedNumberHit | undefined;

interface LoadedRed {
  id: number;
  pools: ReadonlySet<number>;
  dateFrom: string;
  dateTo: string;
  fightLimitCents: number | null;
}

/** Postgres arrays come back as JS arrays from both drivers; tolerate the '{a,b}' text form too. */
function asArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v));
  if (typeof value === 'string') {
    const inner = value.replace(/^\{|\}$/g, '');
    return inner === '' ? [] : inner.split(',').map((v) => v.replace(/^"|"$/g, ''));
  }
  return [];
}

/**
 * Loads the active red numbers (status 1) of `ownerIds` whose dates overlap `dates`, once per order, and
 * answers per bet line: the red number of that owner whose numbers[] holds the bet number, whose pools hold
 * the pool and whose dateFrom <= drawDate <= dateTo. When several match, the lowest fight limit wins (a
 * null limit counts as none), then the lowest id.
 */
export async function loadRedNumbers(
  db: Db | Trx,
  ownerIds: readonly number[],
  dates: readonly string[],
): Promise<RedNumberLookup> {
  if (ownerIds.length === 0 || dates.length === 0) return redNumberLookup([]);
  const sorted = [...dates].sort();
  const first = sorted[0] as string;
  const last = sorted[sorted.length - 1] as string;
  return redNumberLookup(await selectActiveRedNumbers(db, ownerIds, first, last));
}

/** A red_numbers row as loadRedNumbers reads it (ids and limits as string or number). */
export interface RedNumberRow {
  id: string | number;
  owner_id: string | number;
  numbers: unknown;
  pools: unknown;
  date_from: string;
  date_to: string;
  fight_limit: string | number | null;
}

/**
 * The lookup of loadRedNumbers over rows already read (active rows, ordered by id): callers that
 * read them in a larger statement (the order pipeline) answer the same way.
 */
export function redNumberLookup(rows: readonly RedNumberRow[]): RedNumberLookup {
  const byKey = new Map<string, LoadedRed[]>();
  for (const row of rows) {
    const loaded: LoadedRed = {
      id: Number(row.id),
      pools: new Set(asArray(row.pools).map(Number)),
      dateFrom: String(row.date_from),
      dateTo: String(row.date_to),
      fightLimitCents: row.fight_limit === null ? null : Number(row.fight_limit),
    };
    for (const number of new Set(asArray(row.numbers))) {
      const key = `${Number(row.owner_id)}|${number}`;
      const list = byKey.get(key);
      if (list) list.push(loaded);
      else byKey.set(key, [loaded]);
    }
  }
  return (ownerId, poolId, drawDate, number) => {
    const list = byKey.get(`${ownerId}|${number}`);
    if (!list) return undefined;
    let best: LoadedRed | undefined;
    for (const red of list) {
      if (!red.pools.has(poolId) || red.dateFrom > drawDate || red.dateTo < drawDate) continue;
      if (
        !best ||
        (red.fightLimitCents !== null &&
          (best.fightLimitCents === null || red.fightLimitCents < best.fightLimitCents))
      ) {
        best = red;
      }
    }
    return best ? { redNumberId: best.id, fightLimitCents: best.fightLimitCents } : undefined;
  };
}
