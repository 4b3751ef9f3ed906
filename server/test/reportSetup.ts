import type { DrawResult } from '@drawdesk/shared-kernel/domain/betting';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection';
import { call } from './harness';
import type { RandomTools } from './randomTree';

// Set-up the report tests over a random tree share: demo bettors, cancelled lines, released draws.

/** Makes an account a demo account (isDemo in its settings): reports leave its lines out. */
export async function markDemo(db: Db, userId: number): Promise<void> {
  await sql`UPDATE users SET settings = settings || '{"isDemo": true}'::jsonb WHERE id = ${userId}`.execute(
    db,
  );
}

/** Cancels `count` lines picked at random (a line may be picked twice), in the test's list and in bet_lines. */
export async function cancelSomeLines(
  db: Db,
  r: RandomTools,
  lines: readonly { p: { lineId: number }; cancelled: boolean }[],
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const line = r.pick(lines);
    line.cancelled = true;
    await sql`UPDATE bet_lines SET status = 2 WHERE id = ${line.p.lineId}`.execute(db);
  }
}

/**
 * As the admin, saves each date's result for pool 1 (4D only) and pool 3 (with 5D/6D and
 * `pool3Extra`) and releases both draws; throws when a call fails.
 */
export async function saveAndReleaseResults(
  app: FastifyInstance,
  adminCookie: string,
  results: ReadonlyMap<string, DrawResult>,
  dates: readonly string[],
  pool3Extra: Record<string, unknown> = {},
): Promise<void> {
  for (const date of dates) {
    const result = results.get(date)!;
    for (const pool of [1, 3]) {
      const saved = await call(app, 'POST', '/api/Result/SavePoolResult', {
        cookie: adminCookie,
        body: {
          drawDate: date,
          poolId: pool,
          ...result,
          ...(pool === 3 ? pool3Extra : { fiveD: undefined, sixD: undefined }),
        },
      });
      if (saved.body.success !== true)
        throw new Error(`SavePoolResult ${date} ${pool}: ${JSON.stringify(saved.body)}`);
      const rel = await call(app, 'POST', '/api/Configuration/SubmitReleaseResultStatus', {
        cookie: adminCookie,
        body: { drawDate: date, poolId: pool },
      });
      if (rel.body.success !== true) throw new Error(`Release ${date} ${pool}: ${JSON.stringify(rel.body)}`);
    }
  }
}
