// The posting area: remote bet agents that bets are posted to, and their comm status.
// Other areas, the seed and app.ts import this area only through this file.
export { postingRoutes } from './routes';
export { postingJobs } from './jobs';
export { settleRemoteInvoicesInTrx } from './invoicePayout';
export { companiesPassingUp } from './queries/distribution';
