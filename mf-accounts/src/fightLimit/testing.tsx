/** Test helpers of the fight limit screen (Jest only; not imported by the screen). */
import { setupI18n } from '@drawdesk/shared-kernel/testing';
import { ensureFightLimitResources } from './i18n';

export { answerDialogs, ok } from '@drawdesk/shared-kernel/testing';
export { loginAs } from '../common/testing';

export const setupFightLimitI18n = (): Promise<void> => setupI18n(ensureFightLimitResources);
