import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@drawdesk/shared-kernel/routing';
import { auth$, credit$, initialAuthState } from '@drawdesk/shared-kernel/bus';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { initI18n, setLanguage } from '@drawdesk/shared-kernel/i18n';
import { sharedQueryClient } from '@drawdesk/shared-kernel/query';
import { adoptStoredLoginGuid } from '../auth/loginGuid';
import { creditUnlimited$ } from '../credit/creditStore';
import { registerShellTranslations } from '../i18n';
import { ShellRoot } from '../ShellRoot';

/** Initialise the shared i18next instance with the shell's bundles, in English. */
export async function setupShellI18n(): Promise<void> {
  await initI18n('en');
  registerShellTranslations();
  await setLanguage('en');
}

/** A clean browser session: empty storage, logged out and uninitialised, no credit. */
export function resetShellState(): void {
  window.localStorage.clear();
  adoptStoredLoginGuid();
  auth$.next(initialAuthState);
  credit$.next(null);
  creditUnlimited$.next(false);
  sharedQueryClient().clear();
}

/** Put a logged-in user on the bus (skips the startup session check). */
export function loggedInAs(user: LoginUserData, pendingTerms = false): void {
  auth$.next({ ...initialAuthState, status: 'loggedIn', user, pendingTerms });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Render the whole shell inside a memory router at `path`, and wait until it is past the splash
 * (session check, lazy layout); `location` reads where it is now.
 */
export async function renderShell(path = '/'): Promise<RenderResult & { location: () => string }> {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRoot />
      <LocationProbe />
    </MemoryRouter>,
  );
  // The first render of a test file loads the lazy layout (and its imports) through the transformer.
  await waitFor(() => expect(screen.queryByTestId('shell-splash')).not.toBeInTheDocument(), {
    timeout: 5_000,
  });
  return { ...result, location: () => result.getByTestId('location').textContent ?? '' };
}
