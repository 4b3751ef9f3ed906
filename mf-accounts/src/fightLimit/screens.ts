import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The fight limit screen (position taking, grouping, limits): path -> lazily loaded screen. */
export const fightLimitScreens: Record<string, RemoteScreen> = {
  '/manage-fight-limit': lazyScreen(() => import('./FightLimitScreen')),
};
