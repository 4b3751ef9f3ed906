import { REPORT_PROCESSING_MESSAGE } from '@drawdesk/shared-kernel/contract';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/sessionUser';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';

const tags = ['Report'];

/** One POST report call: its path, OpenAPI summary, body and 200 reply schemas, and its handler. */
export interface ReportCall<B extends TSchema, R extends TSchema> {
  path: string;
  summary: string;
  body: B;
  reply: R;
  handle: (body: Static<B>, auth: AuthContext) => Promise<Static<R>>;
}

/**
 * Registers report calls on `app`: each a POST behind a session, tagged Report, with the API.md
 * error replies. The handler gets the validated body and the caller.
 */
export function postReports(app: FastifyInstance) {
  return <B extends TSchema, R extends TSchema>(call: ReportCall<B, R>): void => {
    app.post(
      call.path,
      {
        preHandler: requireSession,
        schema: { tags, summary: call.summary, body: call.body, response: replies(call.reply) },
      },
      async (request) => call.handle(request.body as Static<B>, authOf(request)),
    );
  };
}

/** A report reply: the rows, their count and overallInfo; the SPEC 8 text while processing. */
export function paged<R, O extends { processing: boolean }>(page: {
  rows: R[];
  totalCount: number;
  overallInfo: O;
}) {
  const message = page.overallInfo.processing ? REPORT_PROCESSING_MESSAGE : null;
  return { ...ok(page.rows, message), totalCount: page.totalCount, overallInfo: page.overallInfo };
}
