import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_SECONDS, findSession, type StampedSession } from '../auth/sessionStore';
import type { AuthContext } from '../auth/sessionUser';
import { sessionIdOf } from '../auth/tokens';
import type { Db } from '../db/connection';
import { readCookie, writeCookie } from './cookies';

export const SESSION_COOKIE = 'dd_sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The valid session of this request, if any (API calls and /remotes.json). */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** This server instance's kept sessions, by session id (registerSessionLoader). */
    keptSessions: Map<string, KeptSession>;
  }
  interface FastifyContextConfig {
    /**
     * The route may use a session kept in memory, because its handler checks it inside its own
     * transaction (sessionStillSql) and calls reloadSession when that fails.
     */
    keptSession?: boolean;
  }
}

const needsSession = (url: string) =>
  url.startsWith('/api/') || url === '/remotes.json' || url.startsWith('/remotes.json?');

/**
 * Kept sessions: found at most KEEP_MS ago (a kept session is refreshed, and its last_seen_at
 * touched, at least that often), at most KEEP_MAX of them per server instance.
 */
const KEEP_MS = 30_000;
const KEEP_MAX = 10_000;

export interface KeptSession extends StampedSession {
  at: number;
}

/**
 * The stamp of each AuthContext this instance keeps, by the context object itself: a request whose
 * `auth` was replaced (an API-account call, a reload) has no stamp without anyone clearing one.
 */
const stamps = new WeakMap<AuthContext, string>();

function keep(kept: Map<string, KeptSession>, found: StampedSession): void {
  if (kept.size >= KEEP_MAX) kept.clear();
  kept.set(found.auth.sessionId, { ...found, at: Date.now() });
  stamps.set(found.auth, found.stamp);
}

/**
 * The stamp the route's own statement must check (sessionStillSql) before it acts, when the
 * request's `auth` is a kept session (routes with config.keptSession); null otherwise.
 */
export function keptStampOf(request: FastifyRequest): string | null {
  return (request.auth && stamps.get(request.auth)) ?? null;
}

/**
 * Loads the session named by the cookie, before the body is validated (sub-account access is checked
 * right after, guards/registerSubAccountAccess); guards decide what a missing one means.
 */
export function registerSessionLoader(app: FastifyInstance, db: Db): void {
  const kept = new Map<string, KeptSession>();
  app.decorate('keptSessions', kept);
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request) => {
    if (!needsSession(request.url)) return;
    const token = readCookie(request, SESSION_COOKIE);
    if (!token) {
      request.auth = null;
      return;
    }
    if (request.routeOptions.config.keptSession) {
      const hit = kept.get(sessionIdOf(token));
      if (hit && Date.now() - hit.at < KEEP_MS) {
        request.auth = hit.auth;
        return;
      }
    }
    const found = await findSession(db, token);
    request.auth = found?.auth ?? null;
    if (found && request.routeOptions.config.keptSession) keep(kept, found);
  });
}

/**
 * After the route's own check found its kept session changed (SessionChanged): the session as the
 * database has it now (null when it is gone). The request then acts on it without a stamp; it is
 * kept afresh for the next calls.
 */
export async function reloadSession(request: FastifyRequest, db: Db): Promise<AuthContext | null> {
  const kept = request.server.keptSessions;
  const token = readCookie(request, SESSION_COOKIE);
  if (request.auth) kept.delete(request.auth.sessionId);
  const found = token ? await findSession(db, token) : null;
  request.auth = found?.auth ?? null;
  if (found) keep(kept, found);
  return request.auth;
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  writeCookie(reply, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAgeSeconds: SESSION_ABSOLUTE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  writeCookie(reply, SESSION_COOKIE, '', { httpOnly: true, sameSite: 'Lax', path: '/', maxAgeSeconds: 0 });
}
