import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lockFile';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open';
import { SeedError, seedOnStart } from './seed/seed';
import { createLogger, stdoutLog } from './logger';

/** SIGTERM or SIGINT: the server is gone within this long, whatever it was waiting for. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const log = stdoutLog();
  const logger = createLogger(config.logLevel, log.destination);
  const database = await openDatabase(config);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    const seeded = await seedOnStart(database.db, {
      embedded: database.embedded,
      seed: config.seed,
      adminPassword: config.adminPassword,
    });
    if (seeded.adminCreated || seeded.demoSeeded) logger.info(seeded, 'seeded');

    const app = await buildApp({ db: database.db, config, logger, startJobs: true });
    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      logger.info({ signal, droppedLogLines: log.dropped() }, 'shutting down');
      // Stop the jobs, let requests in flight finish (new ones get 503), close the database; if any
      // of it hangs, exit anyway at the deadline.
      setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
      app
        .close()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    await app.listen({ port: config.port, host: config.host });
    logger.info(
      {
        embedded: database.embedded,
        dataDir: database.embedded ? config.dataDir : undefined,
        testClock: config.testClockAllowed,
      },
      'DrawDesk server ready',
    );
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  // Known start-up refusals get one clear line; anything else its stack.
  const known =
    error instanceof ConfigError || error instanceof SeedError || error instanceof DataDirLockedError;
  console.error(known ? `drawdesk server: ${(error as Error).message}` : error);
  process.exit(1);
});
