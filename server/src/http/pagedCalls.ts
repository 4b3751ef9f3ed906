import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from './envelope';
import { replies } from './replies';
import type { requireSession } from './guards';

/** One page of rows and the count of all rows that match. */
export interface Page<T> {
  rows: T[];
  totalCount: number;
}

/** A paged reply: the rows as data, with totalCount beside them (API.md "Paging"). */
export const pagedReply = <T>(page: Page<T>) => ({
  ...ok(page.rows),
  totalCount: page.totalCount,
  overallInfo: null,
});

export interface PagedCallOptions {
  summary: string;
  preHandler: typeof requireSession;
  schema: object;
  reply: object;
}

/** Registers a paged call on GET (query) and POST (body) alike, as API.md allows for paged calls. */
export function getAndPost<Q>(
  app: FastifyInstance,
  tags: string[],
  path: string,
  opts: PagedCallOptions,
  handler: (request: FastifyRequest, input: Q) => Promise<unknown>,
): void {
  app.get(
    path,
    {
      preHandler: opts.preHandler,
      schema: {
        tags,
        summary: opts.summary,
        querystring: opts.schema,
        response: replies(opts.reply as never),
      },
    },
    async (request) => handler(request, request.query as Q),
  );
  app.post(
    path,
    {
      preHandler: opts.preHandler,
      schema: { tags, summary: opts.summary, body: opts.schema, response: replies(opts.reply as never) },
    },
    async (request) => handler(request, request.body as Q),
  );
}
