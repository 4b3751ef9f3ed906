import { ReplyCode, ServerMessages } from '@drawdesk/shared-kernel/contract';

/** A failure that maps to an HTTP status other than 200 (API.md status table). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 429,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, ServerMessages.unauthorized);
export const forbidden = () => new HttpError(403, ServerMessages.permissionDenied);
export const tooManyAttempts = () => new HttpError(429, ServerMessages.tooManyAttempts);

/** A business outcome that did not succeed: HTTP 200 with success false (API.md). */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code: number = ReplyCode.BusinessError,
  ) {
    super(message);
  }
}
