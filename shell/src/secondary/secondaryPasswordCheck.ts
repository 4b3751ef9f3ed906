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
