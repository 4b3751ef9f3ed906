import { STALE_LOGIN_MS } from '@drawdesk/shared-kernel/domain';
import { readSessionNumber, writeSession } from '../session/sessionKeys';

/** Remember when this browser last logged in (SPEC 4). */
export function recordLoginTime(now: number = Date.now()): void {
  writeSession('lastLoggedIn', String(now));
}

/** A login 5 or more days old is stale and is logged out at startup. */
export function isLoginStale(now: number = Date.now()): boolean {
  const last = readSessionNumber('lastLoggedIn');
  return last !== null && now - last >= STALE_LOGIN_MS;
}
