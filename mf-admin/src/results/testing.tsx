/** Test helpers of the results screens (not imported by the screens). */
export { renderWithQuery } from '@drawdesk/shared-kernel/testing';
