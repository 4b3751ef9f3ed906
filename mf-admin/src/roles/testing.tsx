/** Test helpers of the roles screen (not imported by the screen). */
export { answerDialogs, ok, page, renderWithQuery } from '@drawdesk/shared-kernel/testing';
