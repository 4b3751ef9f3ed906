import { EmptyReplySchema } from '@drawdesk/shared-kernel/contract';
import type { TSchema } from '@sinclair/typebox';

/** Response schemas of a call: its 200 envelope, and the error envelopes of API.md. */
export function replies<T extends TSchema>(ok: T) {
  return {
    200: ok,
    400: EmptyReplySchema,
    401: EmptyReplySchema,
    403: EmptyReplySchema,
    429: EmptyReplySchema,
    500: EmptyReplySchema,
  };
}
