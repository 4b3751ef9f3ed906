/** Test helpers of the profile screen (Jest only; not imported by the screen). */
import { setupI18n } from '@drawdesk/shared-kernel/testing';
import { ensureProfileResources } from './i18n';

export { answerDialogs, ok } from '@drawdesk/shared-kernel/testing';
export { loginAs } from '../common/testing';

export const setupProfileI18n = (): Promise<void> => setupI18n(ensureProfileResources);
