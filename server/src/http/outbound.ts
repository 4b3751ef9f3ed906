import type { Db } from '../db/connection';
import { bodyText, envelopeMessage, maskHeaders, maskUrl, truncate } from './apiAccountAuth';

export interface RemoteCall {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  /** The account the call is made for (api_logs.api_user_id), e.g. the remote agent's company. */
  apiUserId?: number | null;
  /** api_logs.region: defaults to the remote host. */
  region?: string;
  /** Default 10 s. */
  timeoutMs?: number;
}

export interface RemoteReply {
  ok: boolean;
  status: number | null;
  body: string;
  durationMs: number;
  error?: string;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/**
 * An outbound HTTP call to a remote system (DOMAIN 13), logged to api_logs ('outbound') with its
 * secrets masked. Never throws for a network failure or a timeout: `ok` false with `error`.
 */
export async function callRemote({ db }: { db: Db }, call: RemoteCall): Promise<RemoteReply> {
  const headers: Record<string, string> = { ...call.headers };
  let payload: string | undefined;
  if (call.body !== undefined) {
    payload = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    if (
      typeof call.body !== 'string' &&
      !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')
    )
      headers['content-type'] = 'application/json';
  }
  const started = performance.now();
  let reply: RemoteReply;
  try {
    const res = await fetch(call.url, {
      method: call.method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
      signal: AbortSignal.timeout(call.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      redirect: 'manual',
    });
    const body = await res.text();
    reply = { ok: res.ok, status: res.status, body, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    // Duck-typed, not instanceof: fetch's errors may come from another realm (a test sandbox).
    const timedOut = isErrorLike(error) && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const cause = isErrorLike(error) && isErrorLike(error.cause) ? error.cause.message : '';
    const message = timedOut
      ? `Timed out after ${call.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`
      : cause || (isErrorLike(error) ? error.message : String(error));
    reply = {
      ok: false,
      status: null,
      body: '',
      durationMs: Math.round(performance.now() - started),
      error: message,
    };
  }
  const content = truncate(reply.body);
  await db
    .insertInto('api_logs')
    .values({
      direction: 'outbound',
      api_user_id: call.apiUserId == null ? null : String(call.apiUserId),
      region: call.region ?? hostOf(call.url),
      uri: maskUrl(call.url).slice(0, 2000),
      method: call.method,
      request_headers: JSON.stringify(maskHeaders(headers)),
      request_body: truncate(payload === undefined ? '' : bodyTextOf(call.body, payload)),
      response_content: content,
      response_message: reply.error ?? envelopeMessage(content),
      status_code: reply.status,
      duration_ms: reply.durationMs,
    })
    .execute();
  return reply;
}

const isErrorLike = (e: unknown): e is { name: string; message: string; cause?: unknown } =>
  typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string';

/** JSON bodies are logged with secret fields masked; a raw string as sent. */
const bodyTextOf = (body: unknown, payload: string) => (typeof body === 'string' ? payload : bodyText(body));
