import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Pool schedule, cutoff time and announcements: path -> lazily loaded screen (`lazyScreen(() => import('./XScreen'))`). */
export const scheduleScreens: Record<string, RemoteScreen> = {
  '/admin-setting/pool-schedule': lazyScreen(() => import('./PoolScheduleScreen')),
  '/adminSetting/cutoff-time': lazyScreen(() => import('./CutoffTimeScreen')),
  '/admin-setting/annoucenment-setting': lazyScreen(() => import('./AnnouncementScreen')),
};
