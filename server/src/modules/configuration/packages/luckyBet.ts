import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import { selectActiveItemPayloads, selectNewestActiveTemplateId } from './queries';
import { TemplateKind } from './templates';

/** One row of the lucky-bet table (SPEC 9): the bet amount and what it buys per code, all in cents. */
export interface LuckyBetRow {
  /** Bet amount in cents (100 for 1.00). */
  amount: number;
  big: number;
  small: number;
  a3: number;
  c3: number;
}

function cents(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** Reads a lucky-bet payload; null when it is not a well-formed row. */
export function parseLuckyBetPayload(payload: unknown): LuckyBetRow | null {
  if (payload === null || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const amount = cents(p.amount);
  const big = cents(p.big);
  const small = cents(p.small);
  const a3 = cents(p.a3);
  const c3 = cents(p.c3);
  if (amount === null || amount <= 0 || big === null || small === null || a3 === null || c3 === null)
    return null;
  return { amount, big, small, a3, c3 };
}

/**
 * The lucky-bet table: the active items of the active lucky-bet (kind 3) master template, sorted by
 * amount. With several active lucky-bet templates the newest one wins. Malformed payloads are skipped.
 */
export async function loadLuckyBetTable(db: Db | Trx): Promise<LuckyBetRow[]> {
  const templateId = await selectNewestActiveTemplateId(db, TemplateKind.LuckyBet);
  if (templateId === undefined) return [];
  const items = await selectActiveItemPayloads(db, templateId);
  const rows: LuckyBetRow[] = [];
  for (const item of items) {
    const row = parseLuckyBetPayload(item.payload);
    if (row && !rows.some((r) => r.amount === row.amount)) rows.push(row);
  }
  return rows.sort((a, b) => a.amount - b.amount);
}
