import { auth$ } from '@drawdesk/shared-kernel/bus';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { useObservable } from '@drawdesk/shared-kernel/ui';

/** The logged-in user (null before the session is known). */
export function useCurrentUser(): LoginUserData | null {
  return useObservable(auth$).user;
}
