import SerializerSelector, { type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ReplyCode } from '@drawdesk/shared-kernel/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/connection';
import { registerApiAccountAuth } from './http/apiAccountAuth';
import { failure } from './http/envelope';
import { registerSubAccountAccess } from './http/guards';
import { registerErrorHandler } from './http/errorHandler';
import { registerSessionLoader, SESSION_COOKIE } from './http/session';
import { requestValidatorFactory } from './http/validation';
import { registerXhrMarker } from './http/xhrMarker';
import { createLogger } from './logger';
import { registerJobs, startScheduler } from './jobs/scheduler';
import { accountsRoutes } from './modules/accounts';
import { bettingJobs, bettingRoutes, inboxRoutes } from './modules/betting';
import { configurationRoutes } from './modules/configuration';
import { limitsRoutes } from './modules/limits';
import { opsJobs, opsRoutes } from './modules/ops';
import { paymentsJobs, paymentsRoutes } from './modules/payments';
import { poolsRoutes } from './modules/pools';
import { postingJobs, postingRoutes } from './modules/posting';
import { reportsRoutes } from './modules/reports';
import { resultsJobs, resultsRoutes } from './modules/results';
import { settlementJobs, settlementRoutes } from './modules/settlement';
import { registerRemoteServing, rolloutRoutes } from './remotes/routes';
import { registerHealth } from './web/health';
import { registerCompression } from './web/compression';
import { registerSecurityHeaders } from './web/securityHeaders';
import { isSpaRequest, registerShellServing, sendShellIndex } from './web/shell';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Defaults to the business clock over `db`. */
  clock?: Clock;
  /** Defaults to a silent logger (tests). */
  logger?: Logger;
  /** Run scheduled jobs (main does; tests run jobs by hand). */
  startJobs?: boolean;
}

export const UNKNOWN_CALL_MESSAGE = 'Unknown call.';

/**
 * Fastify's response serializer factory, compiling each schema object once. Every call lists the
 * same error envelopes (http/replies.ts) and many share a reply schema: 1,000+ compilations of
 * about 100 schemas, half the app's start-up, since fast-json-stringify keeps no cache.
 */
function compileEachSchemaOnce(): SerializerFactory {
  const buildCompiler = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = buildCompiler(externalSchemas, options);
    const compiled = new WeakMap<object, ReturnType<typeof compile>>();
    return (route) => {
      const { schema } = route;
      if (typeof schema !== 'object' || schema === null) return compile(route);
      let serializer = compiled.get(schema);
      if (!serializer) compiled.set(schema, (serializer = compile(route)));
      return serializer;
    };
  };
}

/** The whole HTTP application, not yet listening: tests call it with `app.inject`. */
export async function buildApp({
  db,
  config,
  clock = createClock(db, config.testClockAllowed),
  logger,
  startJobs = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: (logger ?? createLogger('silent')) as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    schemaController: {
      compilersFactory: {
        buildValidator: requestValidatorFactory(),
        buildSerializer: compileEachSchemaOnce(),
      },
    },
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  registerXhrMarker(app);
  await app.register(fastifyFormbody);
  registerSessionLoader(app, db);
  registerApiAccountAuth(app, db);
  registerSubAccountAccess(app);
  if (clock.testClockAllowed) {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) await clock.refresh();
    });
  }

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'DrawDesk API',
        version: '0.1.0',
        description:
          'Every /api call needs the header X-Requested-With: XMLHttpRequest and replies { success, message, data, code }. ' +
          `Log in with Account/Login; the session travels in the ${SESSION_COOKIE} cookie.`,
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          xhrMarker: { type: 'apiKey', in: 'header', name: 'X-Requested-With' },
          // API accounts (remote systems): opcode and secret instead of the session cookie.
          apiOpcode: { type: 'apiKey', in: 'header', name: 'X-Api-Opcode' },
          apiSecret: { type: 'apiKey', in: 'header', name: 'X-Api-Secret' },
        },
      },
      security: [
        { session: [], xhrMarker: [] },
        { apiOpcode: [], apiSecret: [], xhrMarker: [] },
      ],
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerHealth(app, db);
  // One plugin per business area, each under /api: a call's path carries its SPEC 7 area
  // (/api/<Area>/<Call>) whichever area serves it.
  for (const area of [
    accountsRoutes,
    limitsRoutes,
    poolsRoutes,
    configurationRoutes,
    bettingRoutes,
    inboxRoutes,
    resultsRoutes,
    settlementRoutes,
    paymentsRoutes,
    reportsRoutes,
    postingRoutes,
    opsRoutes,
  ]) {
    await app.register(area, { prefix: '/api', db, clock });
  }
  await app.register(rolloutRoutes, {
    prefix: '/api/Configuration',
    db,
    remoteStoreDir: config.remoteStoreDir,
  });
  await registerRemoteServing(app, { db, remoteStoreDir: config.remoteStoreDir });
  await registerShellServing(app, config.shellDistDir);

  // Every area's background jobs: the scheduler runs the periodic ones, the admin tool lists all.
  registerJobs([
    ...opsJobs,
    ...paymentsJobs,
    ...resultsJobs,
    ...bettingJobs,
    ...settlementJobs,
    ...postingJobs,
  ]);
  if (startJobs) {
    const scheduler = startScheduler({ db, clock }, (job, err) => app.log.error({ err, job }, 'job failed'));
    app.addHook('onClose', async () => scheduler.stop());
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isSpaRequest(request)) return sendShellIndex(reply, config.shellDistDir);
    return reply.code(404).send(failure(UNKNOWN_CALL_MESSAGE, ReplyCode.NotFound));
  });
  return app;
}
