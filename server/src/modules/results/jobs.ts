import type { JobDefinition } from '../../jobs/scheduler';
import { resultSourceJob } from './source';

/** The results area's jobs: fetching results from the configured result source. */
export const resultsJobs: JobDefinition[] = [resultSourceJob];
