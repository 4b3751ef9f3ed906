import { setupI18n } from '@drawdesk/shared-kernel/testing';
import { registerScheduleTranslations } from './i18n';

/** Test helpers of the schedule screens (not imported by the screens). */
export { answerDialogs, ok, renderWithQuery } from '@drawdesk/shared-kernel/testing';

export const setupScheduleI18n = (): Promise<void> => setupI18n(registerScheduleTranslations);
