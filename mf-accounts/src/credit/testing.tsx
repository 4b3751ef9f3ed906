/** Test helpers of the credit screens (Jest only; not imported by the screens). */
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import { ensureCreditResources } from './i18n';

export { answerDialogs, ok } from '@drawdesk/shared-kernel/testing';

export const setupCreditI18n = (): Promise<void> => setupI18n(ensureCreditResources);

export const loginAs = (partial: Partial<LoginUserData> = {}): void =>
  signIn({
    userId: 10,
    username: 'demo_co',
    userRoleId: 3,
    accessString: 'Downline:1234;Main Account:123',
    ...partial,
  });
