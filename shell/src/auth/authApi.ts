import { api } from '@drawdesk/shared-kernel/api';
import type { AgentDetail, Envelope, LoginUserData } from '@drawdesk/shared-kernel/contract';

/** Agent detail as the header reads it; the super admin's reply may flag unlimited credit. */
export type CreditAgent = Pick<AgentDetail, 'creditLeft' | 'creditLimit'> & { unlimited?: boolean };

/** A failed call as an unsuccessful envelope, so callers handle one shape. */
function failed<T>(error: unknown): Envelope<T | null> {
  const message = error instanceof Error ? error.message : null;
  return { success: false, message, data: null, code: 500 };
}

async function safely<T>(call: () => Promise<Envelope<T>>): Promise<Envelope<T | null>> {
  try {
    return await call();
  } catch (error) {
    return failed<T>(error);
  }
}

/**
 * Session calls of API.md "Session" and the header's fixed call. Login, Logout and IsLoggedIn are
 * silent (the shell reports their outcome itself); the others leave the client's 401/403 dialogs
 * on and report business failures themselves (failureDialog: false).
 */
export const authApi = {
  login: (username: string, password: string) =>
    safely(() =>
      api.call<LoginUserData>('Account', 'Login', {
        method: 'POST',
        form: { username, password },
        silent: true,
      }),
    ),
  logout: () => safely(() => api.call<null>('Account', 'Logout', { method: 'POST', form: {}, silent: true })),
  isLoggedIn: () =>
    safely(() =>
      api.call<LoginUserData>('Account', 'IsLoggedIn', { method: 'GET', silent: true, skipLoading: true }),
    ),
  agreeTerms: () =>
    safely(() =>
      api.call<null>('Account', 'AgreeTermsAndConditions', { method: 'POST', failureDialog: false }),
    ),
  changePassword: (oldPassword: string, newPassword: string) =>
    safely(() =>
      api.call<null>('Account', 'ChangePassword', {
        method: 'POST',
        query: { oldPassword, newPassword },
        failureDialog: false,
      }),
    ),
  verifySecondaryPassword: (secondaryPassword: string) =>
    safely(() =>
      api.call<null>('Configuration', 'VerifySecondaryPassword', {
        method: 'POST',
        query: { secondaryPassword },
        failureDialog: false,
      }),
    ),
  userDetails: (userId: number, signal?: AbortSignal) =>
    safely(() =>
      api.call<{ agent: CreditAgent }>('Account', 'GetUserDetailsById', {
        method: 'GET',
        query: { userId, skipLoading: true },
        skipLoading: true,
        failureDialog: false,
        signal,
      }),
    ),
};
