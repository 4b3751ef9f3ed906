import { ReplyCode, ServerMessages } from '@drawdesk/shared-kernel/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { BusinessError, HttpError } from './errors';
import { validationMessage } from './validationMessage';

/** Turns every failure into the reply envelope with the status of API.md. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | BusinessError, request, reply) => {
    if (error instanceof BusinessError) return reply.code(200).send(failure(error.message, error.code));
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(failure(error.message, error.statusCode));
    }
    if ('validation' in error && error.validation) {
      const message = validationMessage(error.validation);
      return reply.code(400).send(failure(message, ReplyCode.BadRequest));
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: all malformed input to the client.
      request.log.info({ err: error }, 'malformed request');
      return reply.code(400).send(failure('Malformed request.', ReplyCode.BadRequest));
    }
    if ('code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      // The browser went away while a reply streamed (a navigation cancelled a download): nobody
      // is left to answer, and nothing failed on this side.
      request.log.debug({ err: error }, 'client closed the connection');
      return reply.code(499).send();
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure(ServerMessages.internalError, ReplyCode.InternalError));
  });
}
