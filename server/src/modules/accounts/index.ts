// The accounts area: sessions, the account tree, roles, sub-accounts and API accounts.
// Other areas, the seed and app.ts import this area only through this file.
export { creditFigures } from './credit';
export { accountsRoutes } from './routes';
export { figuresOf } from './tree/credit';
export { hasTickets, insertCreditLog } from './tree/queries';
