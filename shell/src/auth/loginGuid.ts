import { newLoginGuid, readSession, writeSession } from '../session/sessionKeys';

/**
 * The shared login guid (SPEC 4): every login writes a new random id to localStorage; a tab that
 * sees it differ from the id it knows learns that another tab logged in.
 */
let knownGuid: string | null = readSession('loginGuid');

/** This tab logged in: remember and publish a new guid (this tab will not react to its own). */
export function claimLoginGuid(): string {
  knownGuid = newLoginGuid();
  writeSession('loginGuid', knownGuid);
  return knownGuid;
}

/** Take whatever guid is stored as this tab's own (startup, tests). */
export function adoptStoredLoginGuid(): void {
  knownGuid = readSession('loginGuid');
}

/** True when the stored guid is no longer the one this tab knows. */
export function loginGuidChangedElsewhere(): boolean {
  return readSession('loginGuid') !== knownGuid;
}
