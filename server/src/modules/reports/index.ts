// The reports area: win/loss, sales summary, player transaction, report currency and the report block.
// Other areas, the seed and app.ts import this area only through this file.
export { REPORT_BLOCK_KEY, isBlocked, writeReportBlock } from './reportBlock';
export { reportsRoutes } from './routes';
export { checkRange } from './salesScope';
export { getWinLossReport } from './winLoss';
