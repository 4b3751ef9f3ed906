// The betting area: orders, voids, the inbox and auto tickets.
// Other areas, the seed and app.ts import this area only through this file.
export { inboxRoutes } from './inbox/routes';
export { bettingJobs } from './jobs';
export { placeOrderInTrx } from './placeOrder';
export { bettingRoutes } from './routes';
