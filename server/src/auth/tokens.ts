import { createHash, randomBytes } from 'node:crypto';

/** Opaque session token for the cookie: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The database keeps only this, so a leaked sessions table opens no session. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
