import { readSessionNumber, writeSession } from '../session/sessionKeys';

/** A passed secondary-password check is remembered for 10 minutes (SPEC 2.7). */
export const SECONDARY_PASSWORD_REMEMBER_MS = 10 * 60_000;

export function recordSecondaryPasswordCheck(now: number = Date.now()): void {
  writeSession('secondaryPasswordCheckedAt', String(now));
}

export function isSecondaryPasswordFresh(now: number = Date.now()): boolean {
  const at = readSessionNumber('secondaryPasswordCheckedAt');
  return at !== null && now - at >= 0 && now - at < SECONDARY_PASSWORD_REMEMBER_MS;
}

/**
 * Whether opening a route must ask for the secondary password first (SPEC 2.7): the route is
 * protected, the account has a secondary password (an account without one has nothing to give, so
 * nothing is asked), and no check passed in the last 10 minutes.
 */
export function needsSecondaryPassword(
  user: { hasSecondaryPassword: boolean },
  route: { secondaryPassword?: boolean },
  now: number = Date.now(),
): boolean {
  return route.secondaryPassword === true && user.hasSecondaryPassword && !isSecondaryPasswordFresh(now);
}
