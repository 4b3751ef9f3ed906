import { registerApplication, start } from 'single-spa';
import type { LoginUserData } from '../contract/session';
import { createQueryClient, setSharedQueryClient } from '../api/query';
import { auth$ } from '../bus';
import { CONTENT_ELEMENT_ID } from './container';
import type { RemoteLifecycles } from './createRemoteApp';

export interface StandaloneOptions {
  name: string;
  lifecycles: RemoteLifecycles;
  /** Where the shell runs in development, for the "log in first" hint. */
  shellUrl?: string;
}

interface SessionReply {
  success: boolean;
  data: LoginUserData | null;
}

/** Asks the server (through the dev-server proxy) whether the browser has a session. */
async function checkSession(): Promise<LoginUserData | null> {
  try {
    const res = await fetch('/api/Account/IsLoggedIn', {
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as SessionReply;
    return body.success ? body.data : null;
  } catch {
    return null;
  }
}

/**
 * Standalone development of one remote (its own dev server and index.html): checks the session,
 * then lets single-spa mount the remote on every URL of its page. The shared i18next must be
 * initialised first (the remote's bootstrap does that).
 */
export async function startStandalone({
  name,
  lifecycles,
  shellUrl = 'http://localhost:3000/login',
}: StandaloneOptions): Promise<void> {
  // No shell on this page: the remote gets a QueryClient of its own.
  setSharedQueryClient(createQueryClient());
  const content = document.getElementById(CONTENT_ELEMENT_ID);
  const user = await checkSession();
  if (!user) {
    auth$.next({ ...auth$.getValue(), status: 'loggedOut', user: null });
    if (content) {
      content.textContent = `${name}: no session. Log in through the shell (${shellUrl}) on this host, then reload this page.`;
    }
    return;
  }
  auth$.next({ ...auth$.getValue(), status: 'loggedIn', user });
  registerApplication({ name, app: lifecycles, activeWhen: () => true });
  start({ urlRerouteOnly: true });
}
