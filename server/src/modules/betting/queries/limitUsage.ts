import { sql } from 'kysely';
import type { Trx } from '../../../db/retry';

/** One limit_usage row: the key of an account's eat on a draw under a basis. */
export interface UsageRef {
  userId: number;
  drawId: number;
  basis: number;
  limitKey: string;
}

/** The in-memory key of a usage row (also the key the kernel allocation shares between lines). */
export const usageMapKey = (r: UsageRef): string => `${r.userId}|${r.drawId}|${r.basis}|${r.limitKey}`;

/** The fixed lock order of limit_usage rows: user, draw, basis, then the key by code unit. */
export function compareUsage(a: UsageRef, b: UsageRef): number {
  return (
    a.userId - b.userId ||
    a.drawId - b.drawId ||
    a.basis - b.basis ||
    (a.limitKey < b.limitKey ? -1 : a.limitKey > b.limitKey ? 1 : 0)
  );
}

const CHUNK = 2000;

/**
 * Locks the usage rows (creating missing ones at 0) in the fixed key order and returns what each
 * has used. One upsert per chunk: `ON CONFLICT DO UPDATE` takes the row lock, waits for a
 * concurrent inserter of the same key to commit and returns the latest committed value, so two
 * orders that meet on a key always serialize on it (no row is ever read unlocked). Rows are
 * processed in VALUES order, which is the sorted order, so every transaction locks in one order.
 */
export async function lockUsage(trx: Trx, refs: readonly UsageRef[]): Promise<Map<string, number>> {
  const sorted = [...refs].sort(compareUsage);
  const used = new Map<string, number>();
  for (let i = 0; i < sorted.length; i += CHUNK) {
    const part = sorted.slice(i, i + CHUNK);
    const rows = await trx
      .insertInto('limit_usage')
      .values(
        part.map((r) => ({
          user_id: r.userId,
          draw_id: r.drawId,
          basis: r.basis,
          limit_key: r.limitKey,
          used: 0,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'draw_id', 'basis', 'limit_key']).doUpdateSet({ used: sql`limit_usage.used` }),
      )
      .returning(['user_id', 'draw_id', 'basis', 'limit_key', 'used'])
      .execute();
    for (const row of rows) {
      used.set(
        usageMapKey({
          userId: Number(row.user_id),
          drawId: Number(row.draw_id),
          basis: row.basis,
          limitKey: row.limit_key,
        }),
        Number(row.used),
      );
    }
  }
  return used;
}

/** Adds `delta` (may be negative; never below 0) to rows already locked by lockUsage. */
export async function addUsage(
  trx: Trx,
  changes: ReadonlyArray<UsageRef & { delta: number }>,
): Promise<void> {
  const rows = changes.filter((c) => c.delta !== 0).sort(compareUsage);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const values = sql.join(
      part.map(
        (r) =>
          sql`(${r.userId}::bigint, ${r.drawId}::bigint, ${r.basis}::smallint, ${r.limitKey}::text, ${r.delta}::bigint)`,
      ),
    );
    await sql`
      UPDATE limit_usage AS u SET used = GREATEST(0, u.used + v.delta)
      FROM (VALUES ${values}) AS v (user_id, draw_id, basis, limit_key, delta)
      WHERE u.user_id = v.user_id AND u.draw_id = v.draw_id AND u.basis = v.basis AND u.limit_key = v.limit_key`.execute(
      trx,
    );
  }
}
