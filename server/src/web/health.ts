import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';

const READY_TIMEOUT_MS = 2000;

export function registerHealth(app: FastifyInstance, db: Db): void {
  const hide = { hide: true };
  app.get('/healthz', { schema: hide }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: hide }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), READY_TIMEOUT_MS);
      });
      await Promise.race([sql`SELECT 1`.execute(db), timeout]);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply.code(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
