import { PATHS } from '@drawdesk/shared-kernel/routes';
import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The map, the active map, the map detail, the run map and the company's run map: path -> lazily loaded screen. */
export const exposureScreens: Record<string, RemoteScreen> = {
  [PATHS.mapReport]: lazyScreen(() => import('./MapReportScreen')),
  [PATHS.mapReportWithoutModal]: lazyScreen(() => import('./MapReportWithoutModalScreen')),
  [PATHS.activeMapReport]: lazyScreen(() => import('./ActiveMapReportScreen')),
  [PATHS.mapDetail]: lazyScreen(() => import('./MapDetailScreen')),
  [PATHS.runMapReport]: lazyScreen(() => import('./RunMapReportScreen')),
  [PATHS.runMapReportAsCompany]: lazyScreen(() => import('./RunMapAsCompanyScreen')),
};
