import { sql } from 'kysely';
import { inTransaction } from '../../db/retry';
import type { JobDefinition } from '../ops/jobs';
import { prepareDraw } from './settleSql';

/**
 * Prepares the settlement of every draw whose first result is saved and which is not released yet
 * (its lines are frozen from then on: docs/settlement-rules.md "Preparing and releasing a draw"),
 * each in its own transaction, so the release itself only writes the winners.
 */
export const prepareSettlementJob: JobDefinition = {
  name: 'prepare-settlement',
  label: 'Prepare settlement of draws with a saved result',
  everyMs: 30_000,
  async run(deps) {
    const draws = await deps.db
      .selectFrom('draws')
      .select('id')
      .where('first_result_at', 'is not', null)
      .where('release_status', '<>', 'released')
      // Prepared ones are left alone: the release itself prepares again when lines changed since.
      .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM settlement_prep p WHERE p.draw_id = draws.id)`)
      .orderBy('draw_date')
      .orderBy('pool_id')
      .execute();
    let prepared = 0;
    for (const { id } of draws) {
      if (await inTransaction(deps.db, (trx) => prepareDraw(trx, Number(id)))) prepared += 1;
    }
    return `Settlement prepared for ${prepared} draw(s) awaiting release.`;
  },
};
