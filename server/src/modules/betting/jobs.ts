import type { JobDefinition } from '../../jobs/scheduler';
import { placeOrder } from './placeOrder';
import { runAutoTickets } from './inbox/autoTickets';

/** Places due auto tickets every minute (docs/betting-rules.md "Inbox and auto tickets"). */
export const autoTicketsJob: JobDefinition = {
  name: 'auto-tickets',
  label: 'Auto tickets',
  everyMs: 60_000,
  run: (deps) => runAutoTickets(deps, placeOrder),
};

/** The betting area's jobs. */
export const bettingJobs: JobDefinition[] = [autoTicketsJob];
