// The betting area: orders, voids, the inbox and auto tickets.
// Other areas, the seed and app.ts import this area only through this file.
export { inboxRoutes } from './inbox/routes';
export { bettingJobs } from './jobs';
export { OrderSyntaxError, placeOrder, placeOrderInTrx } from './placeOrder';
export { getBetReceipt } from './orderInputs';
export { voidTickets } from './voidTickets';
export { saveRunTicket as saveAutoTicket } from './inbox/autoTickets';
export type { PlaceOrderReply } from './types';
export { bettingRoutes } from './routes';
