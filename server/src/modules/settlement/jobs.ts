import { inTransaction } from '../../db/retry';
import type { JobDefinition } from '../../jobs/scheduler';
import { settleRemoteInvoicesInTrx } from '../posting';
import {
  analyzePreparation,
  lockReleasedDrawSkipLocked,
  prepareDraw,
  selectDrawsToPrepare,
  selectReleasedDraws,
  settleDraw,
} from './queries';

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
    const draws = await selectDrawsToPrepare(deps.db);
    let prepared = 0;
    for (const id of draws) {
      if (await inTransaction(deps.db, (trx) => prepareDraw(trx, id))) prepared += 1;
    }
    if (prepared > 0) await analyzePreparation(deps.db);
    return `Settlement prepared for ${prepared} draw(s) awaiting release.`;
  },
};

/**
 * Admin tool: rebuild the report rollups of every released draw from its lines and shares. Each
 * draw is prepared again and recomputed by the settlement itself in its own transaction (it writes
 * only what differs, normally the rollups alone); a draw being released right now is skipped.
 */
export const rebuildReportRollupsJob: JobDefinition = {
  name: 'rebuild-report-rollups',
  label: 'Rebuild report rollups',
  async run(deps) {
    const draws = await selectReleasedDraws(deps.db);
    let rebuilt = 0;
    let skipped = 0;
    for (const id of draws) {
      const done = await inTransaction(deps.db, async (trx) => {
        if (!(await lockReleasedDrawSkipLocked(trx, id))) return false;
        await prepareDraw(trx, Number(id), { force: true });
        await settleDraw(trx, Number(id), null);
        await settleRemoteInvoicesInTrx(trx, Number(id));
        return true;
      });
      if (done) rebuilt += 1;
      else skipped += 1;
    }
    return `Rollups rebuilt for ${rebuilt} released draw(s)${skipped ? `, ${skipped} busy and skipped` : ''}.`;
  },
};

/** The settlement area's jobs, in the order the admin tool lists them. */
export const settlementJobs: JobDefinition[] = [rebuildReportRollupsJob, prepareSettlementJob];
