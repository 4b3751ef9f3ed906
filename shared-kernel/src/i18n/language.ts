/**
 * Language codes (SPEC 9): the UI codes cn, en, bm are stored for the cookie (and used by i18next)
 * as zh, en, ms. Default English; the choice is remembered in localStorage 'language' (UI code)
 * and the cookie 'lang' (cookie code). Safe without a DOM.
 */
import { LANGUAGES, type CookieLanguage, type UiLanguage } from '../domain/constants';

export const DEFAULT_LANGUAGE: CookieLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'lang';
export const SUPPORTED_LANGUAGES: readonly CookieLanguage[] = ['en', 'zh', 'ms'];

/** The language menu (SPEC 1): English and Chinese only. `code` is what i18next and language$ use. */
export const LANGUAGE_MENU: readonly { code: CookieLanguage; uiCode: UiLanguage; label: string }[] = [
  { code: 'en', uiCode: 'en', label: 'English' },
  { code: 'zh', uiCode: 'cn', label: '中文' },
];

/** Any of cn/zh/zh-CN, en/en-GB, bm/ms/ms-MY (case-insensitive) to the cookie code; null otherwise. */
export function toCookieLanguage(code: string | null | undefined): CookieLanguage | null {
  if (!code) return null;
  const c = code.trim().toLowerCase();
  if (Object.prototype.hasOwnProperty.call(LANGUAGES, c)) return LANGUAGES[c as UiLanguage];
  const base = c.split(/[-_]/)[0] ?? '';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as CookieLanguage) : null;
}

/** Cookie code to the UI code (zh -> cn, ms -> bm, en -> en). */
export function toUiLanguage(code: CookieLanguage): UiLanguage {
  const entry = (Object.entries(LANGUAGES) as [UiLanguage, CookieLanguage][]).find(
    ([, cookie]) => cookie === code,
  );
  return entry ? entry[0] : 'en';
}

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLanguageCookie(): CookieLanguage | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return match ? toCookieLanguage(decodeURIComponent(match.slice(LANGUAGE_COOKIE.length + 1))) : null;
}

/** The remembered language: localStorage first, then the cookie; null when neither holds one. */
export function rememberedLanguage(): CookieLanguage | null {
  return toCookieLanguage(localStore()?.getItem(LANGUAGE_STORAGE_KEY)) ?? readLanguageCookie();
}

/** Remember a language in localStorage (UI code) and the cookie (cookie code, one year, whole site). */
export function rememberLanguage(code: CookieLanguage): void {
  try {
    localStore()?.setItem(LANGUAGE_STORAGE_KEY, toUiLanguage(code));
  } catch {
    // storage full or blocked: the cookie still remembers
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; SameSite=Lax`;
    document.documentElement.lang = code === 'zh' ? 'zh-CN' : code;
  }
}
