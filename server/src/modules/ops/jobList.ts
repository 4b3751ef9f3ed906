import type { JobDefinition } from './jobs';
import { clearReportBlockJob, purgeExpiredSessionsJob } from './maintenanceJobs';
import { autoTransferJob } from '../results/paymentsAutoTransfer';
import { resultSourceJob } from '../results/source';
import { autoTicketsJob } from '../inbox/job';
import { rebuildReportRollupsJob } from '../results/rebuildRollupsJob';
import { prepareSettlementJob } from '../results/prepareJob';

/**
 * Every background job of the server. Areas add their job here (one line each): the scheduler runs
 * those with everyMs, the admin tool lists all of them.
 */
export const JOBS: JobDefinition[] = [
  clearReportBlockJob,
  purgeExpiredSessionsJob,
  autoTransferJob,
  resultSourceJob,
  autoTicketsJob,
  rebuildReportRollupsJob,
  prepareSettlementJob,
];
