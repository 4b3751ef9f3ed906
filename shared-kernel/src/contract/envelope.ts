import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Reply envelope of API.md: every reply body has this shape. */
export interface Envelope<T> {
  success: boolean;
  message: string | null;
  data: T;
  code: number;
}
/** Paged lists add totalCount and overallInfo. */
export interface PagedEnvelope<T, O = unknown> extends Envelope<T[]> {
  totalCount: number;
  overallInfo: O;
}

export const EnvelopeSchema = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Boolean(),
    message: Type.Union([Type.String(), Type.Null()]),
    data,
    code: Type.Integer(),
  });

/** A paged reply; a business refusal (success false) carries data null and no totals. */
export const PagedEnvelopeSchema = <T extends TSchema, O extends TSchema>(row: T, overall: O) =>
  Type.Object({
    success: Type.Boolean(),
    message: Type.Union([Type.String(), Type.Null()]),
    data: Type.Union([Type.Array(row), Type.Null()]),
    code: Type.Integer(),
    totalCount: Type.Optional(Type.Integer()),
    overallInfo: Type.Optional(Type.Union([overall, Type.Null()])),
  });

/** Paging fields of API.md (POST body or GET query). */
export const PagingSchema = Type.Object({
  StartCount: Type.Integer({ minimum: 0, default: 0 }),
  PageSize: Type.Integer({ minimum: 1, maximum: 500, default: 10 }),
});
export type Paging = Static<typeof PagingSchema>;

/**
 * The table screen's search box (SPEC 2.8), sent with a paged call: what the call matches it
 * against it documents (usernames, ticket numbers, ...). Trimmed; empty matches everything.
 */
export const SearchField = () => Type.Optional(Type.String({ maxLength: 50 }));

/** Reply codes used in the envelope. */
export const ReplyCode = {
  Ok: 0,
  BusinessError: 1,
  TemporaryRedirect: 307,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  RateLimited: 429,
  InternalError: 500,
} as const;

/** Fixed texts of SPEC 8 / API.md that the server sends. */
export const ServerMessages = {
  internalError: 'An internal server error occurred. Please try again later.',
  unauthorized: 'Unauthorized, please log in to proceed.',
  permissionDenied: 'Permission Denied.',
  invalidLogin: 'Invalid username or password.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  missingMarker: 'Permission Denied.',
  notFound: 'No record found!',
} as const;

/** A real calendar date (the 'date' format refuses 2026-02-30), written YYYY-MM-DD. */
export const BusinessDate = () =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', description: 'YYYY-MM-DD business date' });
