// The results area: entering and validating results, the result source.
// Other areas, the seed and app.ts import this area only through this file.
export { resultsJobs } from './jobs';
export { resultsRoutes } from './routes';
export { ResultMessages, TOTO_POOL, loadDraw, saveResultInTrx } from './saveResult';
export type { DrawRow } from './saveResult';
