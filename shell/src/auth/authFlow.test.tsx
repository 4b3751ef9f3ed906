import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@drawdesk/shared-kernel/api';
import { auth$, credit$ } from '@drawdesk/shared-kernel/bus';
import { STALE_LOGIN_MS } from '@drawdesk/shared-kernel/domain';
import { fail, installFakeApi, ok, unauthorized, type FakeApi } from '../testing/fakeApi';
import { loggedInAs, renderShell, resetShellState, setupShellI18n } from '../testing/renderShell';
import { companyUser, termsPendingUser } from '../testing/users';
import { SessionKey } from '../session/sessionKeys';

jest.mock('../remotes', () => jest.requireActual('../testing/remotesMock'));
jest.mock('../session/reloadToMain', () => ({ reloadToMainPage: jest.fn() }));

const credit = ok({ agent: { creditLeft: 1500, creditLimit: 5000 } });
let server: FakeApi;

beforeAll(setupShellI18n);
beforeEach(() => {
  resetShellState();
  server = installFakeApi({
    'Account/IsLoggedIn': () => fail('Not logged in'),
    'Account/GetUserDetailsById': () => credit,
    'Account/Logout': () => ok(null),
  });
});

async function logIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it('sends a visitor of a protected page to login, and back there after a successful login', async () => {
    server.on({ 'Account/Login': () => ok(companyUser) });
    const view = await renderShell('/report/sales-summary');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(view.location()).toBe('/login');

    await logIn('demo_co', 'Demo@12345');

    await waitFor(() => expect(view.location()).toBe('/report/sales-summary'));
    expect(server.callsTo('Account/Login')[0]?.form).toEqual({ username: 'demo_co', password: 'Demo@12345' });
    expect(auth$.getValue()).toMatchObject({ status: 'loggedIn', message: null, user: { userId: 2 } });
    expect(screen.getByTestId('remote-outlet')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('credit-left')).toHaveTextContent('1,500.00'));
    expect(window.localStorage.getItem(SessionKey.loginGuid)).toBeTruthy();
    expect(window.localStorage.getItem(SessionKey.lastLoggedIn)).toBeTruthy();
  });

  it('shows the server message in an error dialog when the login fails', async () => {
    server.on({ 'Account/Login': () => fail('Invalid username or password.') });
    const view = await renderShell('/login');
    await logIn('demo_co', 'wrong');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Invalid username or password.')).toBeInTheDocument();
    expect(auth$.getValue()).toMatchObject({ status: 'loggedOut', message: 'Invalid username or password.' });
    expect(view.location()).toBe('/login');
  });

  it('redirects / to the dashboard once logged in', async () => {
    loggedInAs(companyUser);
    const view = await renderShell('/');
    expect(await screen.findByText('Welcome, demo_co')).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
  });
});

describe('terms and conditions', () => {
  it('sends a user who has not accepted the terms there, and on to the dashboard after accepting', async () => {
    server.on({
      'Account/Login': () => ok(termsPendingUser),
      'Account/AgreeTermsAndConditions': () => ok(null),
    });
    const view = await renderShell('/login');
    await logIn('demo_p2', 'Demo@12345');

    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(view.location()).toBe('/terms-and-conditions');
    expect(screen.getByText('You must be 18 years of age or older to use this service.')).toBeInTheDocument();
    expect(window.localStorage.getItem(SessionKey.pendingTerms)).toBe('1');

    // Protected pages stay closed until the terms are accepted.
    const accept = screen.getByRole('button', { name: 'Accept and continue' });
    expect(accept).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /I confirm that I am 18 years of age or older/ }));
    await user.click(accept);

    expect(await screen.findByText('Welcome, demo_p2')).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
    expect(server.callsTo('Account/AgreeTermsAndConditions')).toHaveLength(1);
    expect(window.localStorage.getItem(SessionKey.pendingTerms)).toBeNull();
  });

  it('keeps a user with pending terms out of protected pages', async () => {
    window.localStorage.setItem(SessionKey.pendingTerms, '1');
    loggedInAs(termsPendingUser, true);
    const view = await renderShell('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(view.location()).toBe('/terms-and-conditions');
  });
});

describe('logout', () => {
  it('asks for confirmation, then logs out and clears user and credit', async () => {
    loggedInAs(companyUser);
    const view = await renderShell('/dashboard');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('credit-left')).toHaveTextContent('1,500.00'));

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(server.callsTo('Account/Logout')).toHaveLength(0);
    expect(auth$.getValue().status).toBe('loggedIn');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(server.callsTo('Account/Logout')).toHaveLength(1);
    expect(auth$.getValue()).toMatchObject({ status: 'loggedOut', user: null });
    expect(credit$.getValue()).toBeNull();
  });

  it('logs out and goes to login when any call answers 401', async () => {
    server.on({ 'Report/GetSalesSummary': () => unauthorized() });
    loggedInAs(companyUser);
    const view = await renderShell('/dashboard');
    await screen.findByText('Welcome, demo_co');

    await act(async () => {
      await api.call('Report', 'GetSalesSummary', { body: {} });
    });

    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(auth$.getValue()).toMatchObject({ status: 'loggedOut', user: null });
    expect(await screen.findByRole('dialog')).toHaveTextContent(/Unauthorized|USER_UNAUTHORIZED/);
  });
});

describe('session check at startup', () => {
  it('restores the user when the session is valid', async () => {
    server.on({ 'Account/IsLoggedIn': () => ok(companyUser) });
    window.localStorage.setItem(SessionKey.lastLoggedIn, String(Date.now() - STALE_LOGIN_MS + 60_000));
    const view = await renderShell('/help');
    expect(await screen.findByRole('heading', { name: /Help/i })).toBeInTheDocument();
    expect(view.location()).toBe('/help');
    expect(auth$.getValue().user?.username).toBe('demo_co');
  });

  it('shows the login page when the session check fails', async () => {
    const view = await renderShell('/dashboard');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(view.location()).toBe('/login');
    expect(auth$.getValue().status).toBe('loggedOut');
  });

  it('logs out a login that is 5 or more days old', async () => {
    server.on({ 'Account/IsLoggedIn': () => ok(companyUser) });
    window.localStorage.setItem(SessionKey.lastLoggedIn, String(Date.now() - STALE_LOGIN_MS));
    const view = await renderShell('/dashboard');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(view.location()).toBe('/login');
    expect(server.callsTo('Account/Logout')).toHaveLength(1);
    expect(server.callsTo('Account/IsLoggedIn')).toHaveLength(0);
    expect(window.localStorage.getItem(SessionKey.lastLoggedIn)).toBeNull();
  });
});
