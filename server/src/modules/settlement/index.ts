// The settlement area: preparing and releasing draws, settlement SQL and rollups, prize claims.
// Other areas, the seed and app.ts import this area only through this file.
export { claimPrizesInTrx } from './claims';
export { settlementJobs } from './jobs';
export { releaseInTrx } from './release';
export { settlementRoutes } from './routes';
