import { BehaviorSubject, Subject } from 'rxjs';
import type { LoginUserData } from '../contract/session';
import type { CookieLanguage } from '../domain/constants';

/**
 * The cross-app event bus (ARCHITECTURE 2): the shell and every remote share one instance of this
 * module (Module Federation singleton), so these subjects are the only cross-app state.
 */
export interface AuthState {
  status: 'uninitialised' | 'loggedOut' | 'loggedIn';
  user: LoginUserData | null;
  /** Last login failure message (SPEC 4). */
  message: string | null;
  forbidden: boolean;
  pendingTerms: boolean;
}
export const initialAuthState: AuthState = {
  status: 'uninitialised',
  user: null,
  message: null,
  forbidden: false,
  pendingTerms: false,
};
export const auth$ = new BehaviorSubject<AuthState>(initialAuthState);

/** Number of requests in flight that show the busy indicator. */
export const busy$ = new BehaviorSubject<number>(0);

export interface CreditFigures {
  creditLeft: number;
  creditLimit: number;
}
/** Latest credit figures of the logged-in user (header). */
export const credit$ = new BehaviorSubject<CreditFigures | null>(null);
/** Ask the shell to refetch credit figures (after a bet, a payment, a limit change...). */
export const creditRefresh$ = new Subject<void>();

export const language$ = new BehaviorSubject<CookieLanguage>('en');

export type DialogKind = 'success' | 'error' | 'warning' | 'confirm';
export interface DialogRequest {
  kind: DialogKind;
  /** Plain text or an i18n key (translated when it is one). At most 34 characters shown. */
  title?: string;
  message: string;
  /** For confirm: resolves true on OK, false on CANCEL. Others resolve true when closed. */
  resolve?: (ok: boolean) => void;
  /** 'report' messages are cut at 400 characters, 'confirm' at 500 (SPEC 8). */
}
/** Dialog requests; the shell's dialog host renders them. */
export const dialog$ = new Subject<DialogRequest>();

/** Fired when the server answers 401: the shell logs out. */
export const unauthorized$ = new Subject<void>();

export type NoticeKind = 'success' | 'error' | 'warning' | 'info';
export interface NoticeRequest {
  kind: NoticeKind;
  /** Plain text or an i18n key (translated when it is one), e.g. a failed paged fetch's message (SPEC 7). */
  message: string;
}
/** Short non-blocking notices (toasts); the shell renders them. */
export const notice$ = new Subject<NoticeRequest>();
