import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshRemotes } from '../testing/remotesMock';
import i18next from 'i18next';
import { installFakeApi, ok } from '../testing/fakeApi';
import { loggedInAs, renderShell, resetShellState, setupShellI18n } from '../testing/renderShell';
import { companyUser, playerUser } from '../testing/users';

jest.mock('../remotes', () => jest.requireActual('../testing/remotesMock'));
jest.mock('../session/reloadToMain', () => ({ reloadToMainPage: jest.fn() }));

const common = (key: string) => i18next.t(key, { ns: 'common' });

beforeAll(setupShellI18n);
beforeEach(() => {
  resetShellState();
  installFakeApi({ 'Account/GetUserDetailsById': () => ok({ agent: { creditLeft: 0, creditLimit: 0 } }) });
});

describe('content area and page title', () => {
  it("titles shell pages '<page title> | DrawDesk'", async () => {
    loggedInAs(companyUser);
    await renderShell('/dashboard');
    await waitFor(() => expect(document.title).toBe(`${common('DASHBOARD')} | DrawDesk`));
  });

  it('shows the remote outlet for a remote path the user may see, titled from the route table', async () => {
    loggedInAs(companyUser);
    await renderShell('/report/sales-summary');
    await waitFor(() => expect(screen.getByTestId('credit-left')).toHaveTextContent('0.00'));
    expect(screen.getByTestId('remote-outlet')).toBeVisible();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'dd-content');
    await waitFor(() => expect(document.title).toBe(`${common('SALES_SUMMARY')} | DrawDesk`));
  });

  it('gives a bare route (map detail) its content alone: no header, no menu', async () => {
    loggedInAs(companyUser);
    await renderShell('/map-detail?agentId=1');
    await waitFor(() => expect(screen.getByTestId('remote-outlet')).toBeVisible());
    expect(screen.getByTestId('bare-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('app-layout')).toBeNull();
    expect(screen.queryByTestId('credit-left')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('gives a page opened as a popup (the FL popup) the bare layout, so it fits the 1000 px window', async () => {
    loggedInAs(companyUser);
    await renderShell('/manage-fight-limit?layout=popup');
    await waitFor(() => expect(screen.getByTestId('remote-outlet')).toBeVisible());
    expect(screen.getByTestId('bare-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('app-layout')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("shows 'Permission Denied' instead of the remote for a route the user may not see", async () => {
    loggedInAs(playerUser);
    await renderShell('/admin-setting/pool-schedule');
    await waitFor(() => expect(screen.getByTestId('credit-left')).toHaveTextContent('0.00'));
    expect(screen.getByRole('heading', { name: 'Permission Denied' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-outlet')).not.toBeVisible();
  });

  it("shows 'Page not found' for a path outside the route table", async () => {
    loggedInAs(companyUser);
    await renderShell('/no/such/page');
    await waitFor(() => expect(screen.getByTestId('credit-left')).toHaveTextContent('0.00'));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | DrawDesk'));
  });

  it('titles the login page too', async () => {
    installFakeApi({ 'Account/IsLoggedIn': () => ok(null) });
    await renderShell('/login');
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(document.title).toBe(`${common('LOGIN')} | DrawDesk`));
  });

  it('asks for the secondary password when a protected route is opened directly, and mounts only after', async () => {
    installFakeApi({
      'Account/GetUserDetailsById': () => ok({ agent: { creditLeft: 0, creditLimit: 0 } }),
      'Configuration/VerifySecondaryPassword': () => ok(null),
    });
    loggedInAs(companyUser);
    await renderShell('/payment');
    const prompt = await screen.findByRole('dialog', { name: 'Secondary password' });
    expect(screen.getByTestId('remote-outlet')).not.toBeVisible();

    await userEvent.type(
      within(prompt).getByLabelText(/Secondary password/, { selector: 'input' }),
      'Second@123',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    expect(screen.getByTestId('remote-outlet')).toBeVisible();
    expect(refreshRemotes).toHaveBeenCalled();
  });

  it('cancelling the secondary password on a direct link goes to the dashboard', async () => {
    loggedInAs(companyUser);
    await renderShell('/payment');
    await screen.findByRole('dialog', { name: 'Secondary password' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.title).toBe(`${common('DASHBOARD')} | DrawDesk`));
  });
});
