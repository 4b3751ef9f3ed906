/** Test helpers of the sub-account screen (Jest only; not imported by the screen). */
import { setupI18n } from '@drawdesk/shared-kernel/testing';
import { ensureSubAccountsResources } from './i18n';

export { answerDialogs, ok } from '@drawdesk/shared-kernel/testing';
export { loginAs } from '../common/testing';

export const setupSubAccountsI18n = (): Promise<void> => setupI18n(ensureSubAccountsResources);
