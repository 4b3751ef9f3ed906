import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import { registerSettingsTranslations } from './i18n';

/** Test helpers of the settings screens (not imported by the screens). */
export { answerDialogs, ok, renderWithQuery } from '@drawdesk/shared-kernel/testing';

export const setupSettingsI18n = (): Promise<void> => setupI18n(registerSettingsTranslations);

export const loginAs = (partial: Partial<LoginUserData> = {}): void =>
  signIn({ accessString: 'Red Number:1234', ...partial });
