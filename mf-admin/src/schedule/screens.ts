import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Pool schedule, cutoff time and announcements: path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const scheduleScreens: Record<string, RemoteScreen> = {
  '/admin-setting/pool-schedule': lazy(() => import('./PoolScheduleScreen')),
  '/adminSetting/cutoff-time': lazy(() => import('./CutoffTimeScreen')),
  '/admin-setting/annoucenment-setting': lazy(() => import('./AnnouncementScreen')),
};
