import type { JobDefinition } from '../../jobs/scheduler';
import { autoTransferJob } from './autoTransfer';

/** The payments area's jobs: the daily auto transfer of settled win/loss. */
export const paymentsJobs: JobDefinition[] = [autoTransferJob];
