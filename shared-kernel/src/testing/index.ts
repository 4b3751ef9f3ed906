/**
 * Test helpers shared by the remotes' Jest tests (never imported by screens, not shared at run time).
 * Reply envelopes, dialog recorders, a signed-in user and i18n set-up.
 */
import { auth$, dialog$, initialAuthState, type DialogRequest } from '../bus';
import type { LoginUserData } from '../contract';
import { initI18n, setLanguage } from '../i18n';
import { renderWithQuery } from './renderWithQuery';

export { renderWithQuery };

/** A successful reply envelope. */
export const ok = <T>(data: T) => ({ success: true, message: null, data, code: 0 });

/** A business refusal envelope. */
export const fail = (message: string, data: unknown = null) => ({ success: false, message, data, code: 1 });

/** A paged-list reply (every row on one page). */
export const page = <T>(rows: T[], overallInfo: unknown = null) => ({
  rows,
  totalCount: rows.length,
  overallInfo,
  success: true,
  message: null,
  code: 0,
});

/** English translations with the given namespaces registered. */
export async function setupI18n(...register: Array<() => void>): Promise<void> {
  await initI18n('en');
  for (const r of register) r();
  await setLanguage('en');
}

/** Login user data shaped like the demo admin, with `over` on top. */
export function testUser(over: Partial<LoginUserData> = {}): LoginUserData {
  return {
    userId: 1,
    username: 'admin',
    userRoleId: 1,
    agentLevel: null,
    accessString: '',
    mainAccount: '',
    skipTNC: true,
    resendOrderLimitEnable: false,
    temporaryDisableFor: [],
    targetLines: [],
    isAdminStaff: false,
    hasSecondaryPassword: true,
    language: 'en',
    ...over,
  };
}

/** Puts a signed-in user on the auth bus. */
export function signIn(over: Partial<LoginUserData> = {}): void {
  auth$.next({ ...initialAuthState, status: 'loggedIn', user: testUser(over) });
}

/**
 * Records each test's dialogs and answers them (true = OK; a function is asked at each dialog);
 * call at the top level of a describe or file.
 */
export function answerDialogs(answer: boolean | (() => boolean)): DialogRequest[] {
  const seen: DialogRequest[] = [];
  let sub: { unsubscribe: () => void } | undefined;
  beforeEach(() => {
    seen.length = 0;
    sub = dialog$.subscribe((d) => {
      seen.push(d);
      d.resolve?.(typeof answer === 'function' ? answer() : answer);
    });
  });
  afterEach(() => sub?.unsubscribe());
  return seen;
}

/** Every dialog pushed to the bus until `stop()`; confirm dialogs answer `answer`, others OK. */
export function recordDialogs(answer = true): { dialogs: DialogRequest[]; stop: () => void } {
  const dialogs: DialogRequest[] = [];
  const sub = dialog$.subscribe((d) => {
    dialogs.push(d);
    d.resolve?.(d.kind === 'confirm' ? answer : true);
  });
  return { dialogs, stop: () => sub.unsubscribe() };
}
