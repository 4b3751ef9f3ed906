import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import { registerCreditTranslations } from './i18n';

/** Test helpers of the credit screens (not imported by the screens). */
export { answerDialogs, ok } from '@drawdesk/shared-kernel/testing';

export const setupCreditI18n = (): Promise<void> => setupI18n(registerCreditTranslations);

export const loginAs = (partial: Partial<LoginUserData> = {}): void =>
  signIn({
    userId: 10,
    username: 'demo_co',
    userRoleId: 3,
    accessString: 'Downline:1234;Main Account:123',
    ...partial,
  });
