// The payments area: payments between accounts and their history, draw payments, auto transfer.
// Other areas, the seed and app.ts import this area only through this file.
export { paymentsJobs } from './jobs';
export { paymentsRoutes } from './routes';
