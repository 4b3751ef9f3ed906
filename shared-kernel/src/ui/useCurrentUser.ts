import { auth$ } from '../bus';
import type { LoginUserData } from '../contract/session';
import { useObservable } from './useObservable';

/** The logged-in user as the shell published it on the bus (null before the session is known). */
export function useCurrentUser(): LoginUserData | null {
  return useObservable(auth$).user;
}
