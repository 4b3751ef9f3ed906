// The ops area: admin tool, API logs, maintenance jobs, the test clock.
// Other areas, the seed and app.ts import this area only through this file.
export { opsJobs } from './jobs';
export { opsRoutes } from './routes';
