import { sql } from 'kysely';
import { inTransaction } from '../../db/retry';
import type { JobDefinition } from '../ops/jobs';
import { prepareDraw, settleDraw } from './settleSql';

/**
 * Admin tool: rebuild the report rollups of every released draw from its lines and shares. Each
 * draw is prepared again and recomputed by the settlement itself in its own transaction (it writes
 * only what differs, normally the rollups alone); a draw being released right now is skipped.
 */
export const rebuildReportRollupsJob: JobDefinition = {
  name: 'rebuild-report-rollups',
  label: 'Rebuild report rollups',
  async run(deps) {
    const draws = await deps.db
      .selectFrom('draws')
      .select('id')
      .where('release_status', '=', 'released')
      .orderBy('draw_date')
      .orderBy('pool_id')
      .execute();
    let rebuilt = 0;
    let skipped = 0;
    for (const { id } of draws) {
      const done = await inTransaction(deps.db, async (trx) => {
        const locked = await sql<{ id: string }>`
          SELECT id FROM draws WHERE id = ${id} AND release_status = 'released' FOR UPDATE SKIP LOCKED`.execute(
          trx,
        );
        if (locked.rows.length === 0) return false;
        await prepareDraw(trx, Number(id), { force: true });
        await settleDraw(trx, Number(id), null, deps.clock.now());
        return true;
      });
      if (done) rebuilt += 1;
      else skipped += 1;
    }
    return `Rollups rebuilt for ${rebuilt} released draw(s)${skipped ? `, ${skipped} busy and skipped` : ''}.`;
  },
};
