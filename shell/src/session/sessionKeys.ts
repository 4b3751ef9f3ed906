/**
 * Session keys kept in the browser (SPEC 3), all in localStorage under the 'dd.' prefix so every
 * tab of this origin shares them.
 */
export const SessionKey = {
  language: 'dd.language',
  loginGuid: 'dd.loginGuid',
  lastLoggedIn: 'dd.lastLoggedIn',
  pendingTerms: 'dd.pendingTerms',
  secondaryPasswordCheckedAt: 'dd.secondaryPasswordCheckedAt',
  requiredRefresh: 'dd.requiredRefresh',
} as const;
export type SessionKeyName = keyof typeof SessionKey;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readSession(key: SessionKeyName): string | null {
  return storage()?.getItem(SessionKey[key]) ?? null;
}

export function writeSession(key: SessionKeyName, value: string): void {
  storage()?.setItem(SessionKey[key], value);
}

export function removeSession(key: SessionKeyName): void {
  storage()?.removeItem(SessionKey[key]);
}

/** A number stored under a key (timestamps), or null when absent or malformed. */
export function readSessionNumber(key: SessionKeyName): number | null {
  const raw = readSession(key);
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** A fresh random id for the shared login guid. */
export function newLoginGuid(): string {
  const c = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
