import { act, fireEvent, screen } from '@testing-library/react';
import { auth$ } from '@drawdesk/shared-kernel/bus';
import { INACTIVITY_LOGOUT_MS, OTHER_TAB_CHECK_MS } from '@drawdesk/shared-kernel/domain';
import { reloadToMainPage } from '../session/reloadToMain';
import { SessionKey } from '../session/sessionKeys';
import { installFakeApi, ok, type FakeApi } from '../testing/fakeApi';
import { loggedInAs, renderShell, resetShellState, setupShellI18n } from '../testing/renderShell';
import { companyUser } from '../testing/users';

jest.mock('../remotes', () => jest.requireActual('../testing/remotesMock'));
jest.mock('../session/reloadToMain', () => ({ reloadToMainPage: jest.fn() }));

let server: FakeApi;

beforeAll(setupShellI18n);
beforeEach(() => {
  resetShellState();
  jest.mocked(reloadToMainPage).mockClear();
  server = installFakeApi({
    'Account/GetUserDetailsById': () => ok({ agent: { creditLeft: 10, creditLimit: 20 } }),
    'Account/Logout': () => ok(null),
  });
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Let pending promises (fake API replies) settle under fake timers. */
async function flush() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

describe('inactivity logout', () => {
  it('logs out after 30 minutes without mouse or key activity; activity restarts the clock', async () => {
    loggedInAs(companyUser);
    await renderShell('/dashboard');
    await flush();
    expect(screen.getByText('Welcome, demo_co')).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS - 60_000);
    });
    fireEvent.mouseMove(window);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS - 60_000);
    });
    fireEvent.keyDown(window, { key: 'a' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS - 1);
    });
    expect(auth$.getValue().status).toBe('loggedIn');
    expect(server.callsTo('Account/Logout')).toHaveLength(0);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    await flush();
    expect(server.callsTo('Account/Logout')).toHaveLength(1);
    expect(auth$.getValue().status).toBe('loggedOut');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    // Thirty minutes of fake time run every timer of the logged-in page: slow on a loaded machine.
  }, 20_000);
});

describe('login in another tab', () => {
  it('reloads to the main page within 2 seconds when the shared login guid changes', async () => {
    loggedInAs(companyUser);
    await renderShell('/dashboard');
    await flush();

    // Another tab writes a new guid; no storage event reaches this tab (the periodic check finds it).
    window.localStorage.setItem(SessionKey.loginGuid, 'other-tab-guid');
    expect(reloadToMainPage).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(OTHER_TAB_CHECK_MS);
    });
    expect(reloadToMainPage).toHaveBeenCalledTimes(1);
  });

  it('reloads at once on the storage event of a new guid', async () => {
    await renderShell('/login');
    await flush();
    window.localStorage.setItem(SessionKey.loginGuid, 'guid-2');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SessionKey.loginGuid, newValue: 'guid-2' }));
    });
    expect(reloadToMainPage).toHaveBeenCalledTimes(1);
  });

  it('replays a pending-terms flag another tab stored into the session state', async () => {
    loggedInAs(companyUser);
    await renderShell('/dashboard');
    await flush();
    window.localStorage.setItem(SessionKey.pendingTerms, '1');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SessionKey.pendingTerms, newValue: '1' }));
    });
    await flush();
    expect(auth$.getValue().pendingTerms).toBe(true);
    expect(screen.getByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
  });
});
