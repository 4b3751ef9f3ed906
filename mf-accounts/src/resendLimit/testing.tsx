/** Test helpers of the resend order limit screen (Jest only; not imported by the screen). */
import { setupI18n } from '@drawdesk/shared-kernel/testing';
import { ensureResendLimitResources } from './i18n';

export { answerDialogs, ok } from '@drawdesk/shared-kernel/testing';
export { loginAs } from '../common/testing';

export const setupResendLimitI18n = (): Promise<void> => setupI18n(ensureResendLimitResources);
