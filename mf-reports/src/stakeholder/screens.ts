import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The stakeholder report: path -> lazily loaded screen. */
export const stakeholderScreens: Record<string, RemoteScreen> = {
  '/report/stakeholder-report': lazyScreen(() => import('./StakeholderReportScreen')),
};
