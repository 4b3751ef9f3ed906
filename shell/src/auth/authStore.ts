import { auth$, dialog$, initialAuthState, type AuthState } from '@drawdesk/shared-kernel/bus';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { readSession, removeSession, writeSession } from '../session/sessionKeys';
import { sharedQueryClient } from '@drawdesk/shared-kernel/query';
import { clearCredit } from '../credit/creditStore';
import { authApi } from './authApi';
import { adoptStoredLoginGuid, claimLoginGuid } from './loginGuid';
import { isLoginStale, recordLoginTime } from './staleLogin';

/**
 * The authentication state machine of SPEC 4, kept on the bus's auth$ so remotes see it too.
 * uninitialised → (session check) → loggedIn | loggedOut; login / logout / 401 move between them.
 */
export function patchAuth(patch: Partial<AuthState>): void {
  auth$.next({ ...auth$.getValue(), ...patch });
}

export const currentUser = (): LoginUserData | null => auth$.getValue().user;

function storedPendingTerms(): boolean {
  return readSession('pendingTerms') === '1';
}

function setPendingTerms(pending: boolean): void {
  if (pending) writeSession('pendingTerms', '1');
  else removeSession('pendingTerms');
}

/** Forget everything this browser keeps about the login (not the language). */
function clearLocalSession(): void {
  removeSession('pendingTerms');
  removeSession('secondaryPasswordCheckedAt');
  removeSession('lastLoggedIn');
  clearCredit();
  // Nothing loaded for this user may show for the next one.
  sharedQueryClient().clear();
}

function resetToLoggedOut(message: string | null = null): void {
  auth$.next({ ...initialAuthState, status: 'loggedOut', message });
}

/** Startup: a stale login is logged out; otherwise IsLoggedIn restores the user or resets login. */
export async function checkSession(now: number = Date.now()): Promise<void> {
  adoptStoredLoginGuid();
  if (isLoginStale(now)) {
    await authApi.logout();
    clearLocalSession();
    resetToLoggedOut();
    return;
  }
  const reply = await authApi.isLoggedIn();
  if (reply.success && reply.data) {
    auth$.next({
      ...initialAuthState,
      status: 'loggedIn',
      user: reply.data,
      pendingTerms: storedPendingTerms(),
    });
  } else {
    clearLocalSession();
    resetToLoggedOut();
  }
}

export type LoginOutcome = { ok: true; user: LoginUserData } | { ok: false; message: string };

/** Login (SPEC 4): success stores the user, failure stores the message and shows it in an error dialog. */
export async function login(
  username: string,
  password: string,
  fallbackMessage: string,
): Promise<LoginOutcome> {
  const reply = await authApi.login(username, password);
  if (!reply.success || !reply.data) {
    const message = reply.message || fallbackMessage;
    resetToLoggedOut(message);
    dialog$.next({ kind: 'error', message });
    return { ok: false, message };
  }
  const user = reply.data;
  const pendingTerms = !user.skipTNC;
  setPendingTerms(pendingTerms);
  removeSession('secondaryPasswordCheckedAt');
  recordLoginTime();
  claimLoginGuid();
  auth$.next({ ...initialAuthState, status: 'loggedIn', user, message: null, pendingTerms });
  return { ok: true, user };
}

/** Logout: ends the server session and clears user and credit. */
export async function logout(): Promise<void> {
  await authApi.logout();
  clearLocalSession();
  resetToLoggedOut();
}

/** Ask first (message: an i18n key of 'common' or text); resolves true when the user logged out. */
export function confirmLogout(message = 'PROCEED_LOGOUT_ALERT'): Promise<boolean> {
  return new Promise((resolve) => {
    dialog$.next({
      kind: 'confirm',
      message,
      resolve: (ok) => {
        if (!ok) return resolve(false);
        void logout().then(() => resolve(true));
      },
    });
  });
}

/** The server said 401: the session is gone, so only the local state is cleared. */
export function logoutAfterUnauthorized(): void {
  if (auth$.getValue().status !== 'loggedIn') return;
  clearLocalSession();
  resetToLoggedOut();
}

/** Terms accepted (SPEC 4): the pending flag goes away everywhere. */
export async function acceptTerms(): Promise<boolean> {
  const reply = await authApi.agreeTerms();
  if (!reply.success) {
    if (reply.message) dialog$.next({ kind: 'error', message: reply.message });
    return false;
  }
  setPendingTerms(false);
  const user = currentUser();
  patchAuth({ pendingTerms: false, user: user ? { ...user, skipTNC: true } : null });
  return true;
}

/** Replay pending state another tab stored (storage events) into this tab's session state. */
export function replayStoredPendingState(): void {
  const pending = storedPendingTerms();
  if (auth$.getValue().status === 'loggedIn' && auth$.getValue().pendingTerms !== pending)
    patchAuth({ pendingTerms: pending });
}
