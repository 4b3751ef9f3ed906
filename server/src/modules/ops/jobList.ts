import type { JobDefinition } from './jobs';

/**
 * Every background job of the server. Areas add their job here (one line each): the scheduler runs
 * those with everyMs, the admin tool lists all of them.
 */
export const JOBS: JobDefinition[] = [];
