import { auth$, dialog$, initialAuthState, type DialogRequest } from '@drawdesk/shared-kernel/bus';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { initI18n, setLanguage } from '@drawdesk/shared-kernel/i18n';
import { registerCreditTranslations } from './i18n';

/** Test helpers of the credit screens (not imported by the screens). */
export async function setupCreditI18n(): Promise<void> {
  await initI18n('en');
  registerCreditTranslations();
  await setLanguage('en');
}

export function loginAs(partial: Partial<LoginUserData> = {}): void {
  const user: LoginUserData = {
    userId: 10,
    username: 'demo_co',
    userRoleId: 3,
    agentLevel: null,
    accessString: 'Downline:1234;Main Account:123',
    mainAccount: '',
    skipTNC: true,
    resendOrderLimitEnable: false,
    temporaryDisableFor: [],
    targetLines: [],
    isAdminStaff: false,
    hasSecondaryPassword: true,
    language: 'en',
    ...partial,
  };
  auth$.next({ ...initialAuthState, status: 'loggedIn', user });
}

/** Records each test's dialogs and answers them (true = OK); call at the top level of a test file. */
export function answerDialogs(answer: boolean): DialogRequest[] {
  const seen: DialogRequest[] = [];
  let sub: { unsubscribe: () => void } | undefined;
  beforeEach(() => {
    seen.length = 0;
    sub = dialog$.subscribe((d) => {
      seen.push(d);
      d.resolve?.(answer);
    });
  });
  afterEach(() => sub?.unsubscribe());
  return seen;
}

export const ok = <T,>(data: T) => ({ success: true, message: null, data, code: 0 });
