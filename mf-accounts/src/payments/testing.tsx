/** Test helpers of the payment screen (Jest only; not imported by the screen). */
import { setupI18n } from '@drawdesk/shared-kernel/testing';
import { ensurePaymentsResources } from './i18n';

export { answerDialogs, ok } from '@drawdesk/shared-kernel/testing';
export { loginAs } from '../common/testing';

export const setupPaymentsI18n = (): Promise<void> => setupI18n(ensurePaymentsResources);
