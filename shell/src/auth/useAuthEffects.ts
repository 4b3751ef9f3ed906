import { useEffect } from 'react';
import { auth$, unauthorized$ } from '@drawdesk/shared-kernel/bus';
import { useSubjectValue } from '../state/useSubjectValue';
import { checkSession, logout, logoutAfterUnauthorized } from './authStore';
import { useInactivityLogout } from './useInactivityLogout';

/**
 * The shell's session duties (SPEC 4): check the session at startup, log out on any 401 and after
 * 30 minutes of inactivity, and start or stop the remotes with the login.
 */
export function useAuthEffects(): void {
  const auth = useSubjectValue(auth$);
  const loggedIn = auth.status === 'loggedIn';

  useEffect(() => {
    if (auth$.getValue().status === 'uninitialised') void checkSession();
  }, []);

  useEffect(() => {
    const sub = unauthorized$.subscribe(() => logoutAfterUnauthorized());
    return () => sub.unsubscribe();
  }, []);

  useInactivityLogout(loggedIn, () => void logout());

  useEffect(() => {
    if (!loggedIn) return undefined;
    // Loaded on demand: the remotes loader is not part of the login page's first load.
    const remotes = import('../remotes');
    void remotes.then((m) => m.startRemotes()).catch(() => undefined);
    return () => {
      void remotes.then((m) => m.stopRemotes()).catch(() => undefined);
    };
  }, [loggedIn]);
}
