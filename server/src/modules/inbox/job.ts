import type { JobDefinition } from '../ops/jobs';
import { placeOrder } from '../betting/placeOrder';
import { runAutoTickets } from './autoTickets';

/** Places due auto tickets every minute (docs/betting-rules.md "Inbox and auto tickets"). */
export const autoTicketsJob: JobDefinition = {
  name: 'auto-tickets',
  label: 'Auto tickets',
  everyMs: 60_000,
  run: (deps) => runAutoTickets(deps, placeOrder),
};
