import type { CookieLanguage } from '@drawdesk/shared-kernel/domain';
import { LANGUAGE_STORAGE_KEY, setLanguage, toCookieLanguage } from '@drawdesk/shared-kernel/i18n';

/**
 * The language choice (SPEC 1: English default, remembered). The kernel's setLanguage switches
 * i18next and language$ and remembers the choice (localStorage and cookie); the shell only adds
 * following another tab's choice.
 */
export function chooseLanguage(code: CookieLanguage): void {
  void setLanguage(code);
}

/** The storage key the kernel remembers the language under (a storage event there = another tab chose). */
export const LANGUAGE_KEY = LANGUAGE_STORAGE_KEY;

/** Another tab stored a language: follow it. */
export function applyStoredLanguage(value: string): void {
  const code = toCookieLanguage(value);
  if (code) void setLanguage(code);
}
