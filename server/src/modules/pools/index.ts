// The pools area: the draw calendar, schedule and cutoff times.
// Other areas, the seed and app.ts import this area only through this file.
export { openDraws, openDrawsFromRows } from './open';
export type { DrawCutoffRow, OpenDraw } from './open';
export { poolsRoutes } from './routes';
