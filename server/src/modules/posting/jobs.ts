import { addDays, businessDate } from '@drawdesk/shared-kernel/domain';
import type { JobDefinition } from '../../jobs/scheduler';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { openDraws } from '../pools';
import { DistributionMessages, distributeCompanyDraw, runUnderDrawLease } from './distribute';
import { selectCompaniesToDistribute, selectPendingDraws } from './queries/distribution';

/** The job distributes a draw from this long before its cutoff until the cutoff. */
export const DISTRIBUTION_LEAD_MS = 5 * 60_000;

/**
 * One run of the scheduled distribution (docs/posting-rules.md "The distribution job"): every
 * pending invoice of a draw not released yet is asked again with its own order key (also after
 * the cutoff: the remote answers the ticket it placed, or refuses a closed draw); then every open
 * draw whose cutoff is less than DISTRIBUTION_LEAD_MS away is distributed for each company with
 * something posted and not distributed (what failed on the run before is posted still, so it is
 * sent again). A company's draw busy with a user's distribution is skipped until the next run.
 */
export async function runDistribution(deps: AreaDeps): Promise<string> {
  const now = deps.clock.now();
  let placed = 0;
  let failed = 0;
  let busy = 0;
  const count = (run: { invoices: unknown[]; failures: string[] }) => {
    placed += run.invoices.length;
    failed += run.failures.length;
  };
  const guarded = async (fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      // Busy (a user's distribution holds the draw), or a refusal of this company's amounts: the
      // other companies and draws still run.
      if (error.message === DistributionMessages.busy) busy += 1;
      else failed += 1;
    }
  };
  for (const p of await selectPendingDraws(deps.db)) {
    await guarded(async () =>
      count(
        await runUnderDrawLease(deps, p.companyId, p.drawId, () =>
          distributeCompanyDraw(deps, null, p.companyId, p, { pendingOnly: true }),
        ),
      ),
    );
  }
  const open = await openDraws(deps.db, now, { toDate: addDays(businessDate(now), 1) });
  for (const draws of open.values()) {
    for (const draw of draws) {
      if (draw.late || draw.cutoffAt.getTime() - now.getTime() > DISTRIBUTION_LEAD_MS) continue;
      const ref = { drawId: draw.drawId, drawDate: draw.drawDate, poolId: draw.poolId };
      for (const companyId of await selectCompaniesToDistribute(deps.db, draw.drawId, null)) {
        await guarded(async () =>
          count(
            await runUnderDrawLease(deps, companyId, draw.drawId, () =>
              distributeCompanyDraw(deps, null, companyId, ref),
            ),
          ),
        );
      }
    }
  }
  return `Distribution: ${placed} remote ticket(s) placed, ${failed} failure(s)${busy ? `, ${busy} draw(s) busy` : ''}.`;
}

/** Distributes posted amounts to the remote agents before each draw's cutoff, every minute. */
export const distributionJob: JobDefinition = {
  name: 'posting-distribution',
  label: 'Distribute posted amounts to remote agents',
  everyMs: 60_000,
  run: runDistribution,
};

/** The posting area's jobs. */
export const postingJobs: JobDefinition[] = [distributionJob];
