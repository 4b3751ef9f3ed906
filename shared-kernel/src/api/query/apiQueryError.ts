/** What every api client reply has: an envelope, or a page of rows (PageResult). */
export interface ApiResult {
  success: boolean;
  message: string | null;
  code?: number;
}

/**
 * An unsuccessful reply as a query error. The api client has already shown its dialog for it (or
 * was asked to stay silent), so the error is state for the screen, never a second dialog.
 */
export class ApiQueryError extends Error {
  readonly code: number;

  constructor(readonly reply: ApiResult) {
    super(reply.message ?? 'DEFAULT_ERROR');
    this.name = 'ApiQueryError';
    this.code = reply.code ?? 0;
  }
}

/** The reply itself when it succeeded; throws ApiQueryError when it did not. */
export function successfulOrThrow<R extends ApiResult>(reply: R): R {
  if (!reply.success) throw new ApiQueryError(reply);
  return reply;
}
