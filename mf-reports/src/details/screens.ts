import { PATHS } from '@drawdesk/shared-kernel/routes';
import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The report detail pages (each opens from its address alone): path -> lazily loaded screen. */
export const detailScreens: Record<string, RemoteScreen> = {
  [PATHS.winLossDetail]: lazyScreen(() => import('./WinLossDetailScreen')),
  [PATHS.selfWinLossDetail]: lazyScreen(() => import('./SelfWinLossDetailScreen')),
  [PATHS.jackpotDetail]: lazyScreen(() => import('./JackpotDetailScreen')),
};
