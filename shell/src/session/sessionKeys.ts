import { LANGUAGE_STORAGE_KEY } from '@drawdesk/shared-kernel/i18n';

/**
 * Session keys kept in the browser (SPEC 3), in localStorage so every tab of this origin shares
 * them, under the 'dd.' prefix. The language is the exception: the kernel's i18n remembers it
 * (key 'language' plus a cookie), and the shell reads that key rather than keeping a second copy.
 */
export const SessionKey = {
  language: LANGUAGE_STORAGE_KEY,
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
