import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import { toSessionUser, type AuthContext } from '../auth/sessionUser';
import type { Db } from '../db/connection';
import { tooManyAttempts, unauthorized } from './errors';

/**
 * Inbound API-account calls (DOMAIN 13): a remote system sends `X-Api-Opcode` and `X-Api-Secret`
 * (and the X-Requested-With marker) instead of a session cookie, and acts as the API account's user
 * exactly as a session of that user would. Each such call is written to api_logs ('inbound').
 */

export const OPCODE_HEADER = 'x-api-opcode';
export const SECRET_HEADER = 'x-api-secret';
/** Headers stored as '***' in api_logs. */
export const SECRET_HEADERS = new Set([SECRET_HEADER, 'cookie', 'authorization', 'set-cookie']);
export const MASK = '***';
/** Response content kept in api_logs (bytes of UTF-16 text, near enough). */
export const MAX_LOGGED_CONTENT = 64 * 1024;
/** How long a verified secret skips argon2. */
export const VERIFIED_TTL_MS = 60_000;
const MAX_CACHED = 1000;

/** Header values with the secret ones masked, one string per header. */
export function maskHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    out[key] = SECRET_HEADERS.has(key) ? MASK : Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

export const truncate = (text: string, max = MAX_LOGGED_CONTENT) =>
  text.length > max ? text.slice(0, max) : text;

/** The `message` of a JSON reply envelope, else ''. */
export function envelopeMessage(content: string): string {
  try {
    const parsed: unknown = JSON.parse(content);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      return typeof message === 'string' ? message : '';
    }
  } catch {
    // not JSON
  }
  return '';
}

const SECRET_FIELD = /secret|password/i;

/** A request body as logged: JSON (or form) fields named like a secret or password become '***'. */
export function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  return JSON.stringify(body, (key, value: unknown) => (key && SECRET_FIELD.test(key) ? MASK : value));
}

/** A url as logged: query parameters named like a secret or password become '***'. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_FIELD.test(key)) params.set(key, MASK);
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * Secrets already verified against a hash: key = opcode, stored hash and a digest of the secret, so
 * a new code (GenerateApiCode) or another secret never hits a stale entry. Only the digest is kept.
 */
const verified = new Map<string, number>();

const cacheKey = (opcode: string, hash: string, secret: string) =>
  `${opcode}\u0000${hash}\u0000${createHash('sha256').update(secret).digest('hex')}`;

async function secretMatches(opcode: string, hash: string, secret: string): Promise<boolean> {
  const key = cacheKey(opcode, hash, secret);
  const until = verified.get(key);
  if (until !== undefined && until > Date.now()) return true;
  if (!(await verifyPassword(hash, secret))) return false;
  if (verified.size >= MAX_CACHED) verified.clear();
  verified.set(key, Date.now() + VERIFIED_TTL_MS);
  return true;
}

/** Forget every verified secret and failure count (tests). */
export function clearVerifiedSecrets(): void {
  verified.clear();
  failures.clear();
}

/**
 * Failed API logins per client address (in memory, per instance): past the limit in the window the
 * address gets 429 before any argon2 runs, so wrong secrets cannot be used to burn CPU.
 */
export const API_FAILURE_LIMIT = 20;
export const API_FAILURE_WINDOW_MS = 15 * 60_000;
const failures = new Map<string, number[]>();

function recentFailures(ip: string): number[] {
  const since = Date.now() - API_FAILURE_WINDOW_MS;
  const kept = (failures.get(ip) ?? []).filter((at) => at > since);
  if (kept.length) failures.set(ip, kept);
  else failures.delete(ip);
  return kept;
}

function recordApiFailure(ip: string): void {
  if (failures.size >= MAX_CACHED && !failures.has(ip)) failures.clear();
  failures.set(ip, [...recentFailures(ip), Date.now()]);
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The API account's user as a session context, or null when the opcode or secret is wrong. */
export async function authenticateApiAccount(
  db: Db,
  opcode: string,
  secret: string,
): Promise<AuthContext | null> {
  const row = await db
    .selectFrom('api_accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('u')
    .select('a.secret_hash')
    .where('a.opcode', '=', opcode)
    .where('u.status', '<>', 'inactive')
    .executeTakeFirst();
  if (!row?.secret_hash || !(await secretMatches(opcode, row.secret_hash, secret))) return null;
  // API accounts belong to companies and houses (main accounts), so no main-account access cut.
  const user = toSessionUser(row, null);
  return { sessionId: `api:${opcode}`, user, principalId: user.id };
}

interface ApiCallState {
  userId: number | null;
  content: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on calls that carry X-Api-Opcode: what the inbound log row needs. */
    apiCall: ApiCallState | null;
  }
}

/**
 * Registered right after the session loader: a call with X-Api-Opcode is authenticated as its API
 * account (replacing any cookie session; before the body is validated, like the session) or refused
 * with 401, and logged in one insert on response.
 */
export function registerApiAccountAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('apiCall', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') && headerOf(request, OPCODE_HEADER) !== undefined) {
      request.apiCall = { userId: null, content: '' };
    }
  });
  app.addHook('preValidation', async (request) => {
    if (!request.apiCall) return;
    const opcode = headerOf(request, OPCODE_HEADER) ?? '';
    const secret = headerOf(request, SECRET_HEADER) ?? '';
    request.auth = null;
    if (recentFailures(request.ip).length >= API_FAILURE_LIMIT) throw tooManyAttempts();
    const auth = opcode && secret ? await authenticateApiAccount(db, opcode, secret) : null;
    if (!auth) {
      recordApiFailure(request.ip);
      throw unauthorized();
    }
    request.auth = auth;
    request.apiCall.userId = auth.user.id;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.apiCall && typeof payload === 'string') request.apiCall.content = truncate(payload);
    else if (request.apiCall && Buffer.isBuffer(payload))
      request.apiCall.content = truncate(payload.toString('utf8'));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const state = request.apiCall;
    if (!state) return;
    try {
      await db
        .insertInto('api_logs')
        .values({
          direction: 'inbound',
          api_user_id: state.userId === null ? null : String(state.userId),
          region: request.ip,
          uri: maskUrl(request.url).slice(0, 2000),
          method: request.method,
          request_headers: JSON.stringify(maskHeaders(request.headers)),
          request_body: truncate(bodyText(request.body)),
          response_content: state.content,
          response_message: envelopeMessage(state.content),
          status_code: reply.statusCode,
          duration_ms: Math.round(reply.elapsedTime),
        })
        .execute();
    } catch (err) {
      request.log.error({ err }, 'api log write failed');
    }
  });
}
