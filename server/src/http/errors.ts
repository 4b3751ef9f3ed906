import { ReplyCode, ServerMessages } from '@drawdesk/shared-kernel/contract';

/** A failure that maps to an HTTP status other than 200 (API.md status table). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 429,
    message: string,
    /** A 429's wait: sent as Retry-After (whole seconds, at least 1). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, ServerMessages.unauthorized);
export const forbidden = () => new HttpError(403, ServerMessages.permissionDenied);
/** 429; with `retryAt`, the reply says when to try again (Retry-After). */
export const tooManyAttempts = (retryAt?: { retryAt: Date; now: Date }) =>
  new HttpError(
    429,
    ServerMessages.tooManyAttempts,
    retryAt ? Math.max(1, Math.ceil((retryAt.retryAt.getTime() - retryAt.now.getTime()) / 1000)) : undefined,
  );

/** A business outcome that did not succeed: HTTP 200 with success false (API.md). */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code: number = ReplyCode.BusinessError,
  ) {
    super(message);
  }
}
