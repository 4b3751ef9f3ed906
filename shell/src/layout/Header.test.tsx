import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { creditRefresh$, credit$ } from '@drawdesk/shared-kernel/bus';
import { SessionKey } from '../session/sessionKeys';
import { installFakeApi, ok, type FakeApi } from '../testing/fakeApi';
import { loggedInAs, renderShell, resetShellState, setupShellI18n } from '../testing/renderShell';
import { adminUser, companyUser, playerUser, subAccountUser } from '../testing/users';
import { setLanguage } from '@drawdesk/shared-kernel/i18n';

jest.mock('../remotes', () => jest.requireActual('../testing/remotesMock'));
jest.mock('../session/reloadToMain', () => ({ reloadToMainPage: jest.fn() }));

let server: FakeApi;
let creditLeft = 1500;

beforeAll(setupShellI18n);
beforeEach(async () => {
  resetShellState();
  await act(() => setLanguage('en'));
  creditLeft = 1500;
  server = installFakeApi({
    'Account/GetUserDetailsById': ({ query }) =>
      ok({
        agent: {
          userId: Number(query.userId),
          creditLeft,
          creditLimit: 5000,
          ...(query.userId === 1 ? { unlimited: true } : {}),
        },
      }),
  });
});

describe('header', () => {
  it('shows the username linking to the profile and the credit figures, fetched without the busy indicator', async () => {
    loggedInAs(companyUser);
    await renderShell('/dashboard');
    expect(screen.getByRole('link', { name: 'demo_co' })).toHaveAttribute('href', '/manage-profile');
    const figures = screen.getByTestId('credit-figures');
    await waitFor(() => expect(figures).toHaveTextContent('Credit left1,500.00/Credit limit5,000.00'));
    expect(server.callsTo('Account/GetUserDetailsById')[0]?.query).toEqual({ userId: 2, skipLoading: true });
  });

  it('refreshes the credit on click and when an app asks on creditRefresh$, publishing to credit$', async () => {
    loggedInAs(companyUser);
    await renderShell('/dashboard');
    const left = screen.getByTestId('credit-left');
    await waitFor(() => expect(left).toHaveTextContent('1,500.00'));

    creditLeft = 1200;
    await userEvent.setup().click(screen.getByTestId('credit-figures'));
    await waitFor(() => expect(left).toHaveTextContent('1,200.00'));

    creditLeft = 800.5;
    act(() => creditRefresh$.next());
    await waitFor(() => expect(left).toHaveTextContent('800.50'));
    expect(credit$.getValue()).toEqual({ creditLeft: 800.5, creditLimit: 5000 });
    expect(server.callsTo('Account/GetUserDetailsById')).toHaveLength(3);
  });

  it("shows 'Unlimited' for the super admin", async () => {
    loggedInAs(adminUser);
    await renderShell('/dashboard');
    await waitFor(() => expect(screen.getByTestId('credit-left')).toHaveTextContent('Unlimited'));
    expect(screen.getByTestId('credit-limit')).toHaveTextContent('Unlimited');
  });

  it('shows RL only when resend order limit is enabled for the user', async () => {
    loggedInAs(companyUser);
    const first = await renderShell('/dashboard');
    expect(screen.getByRole('button', { name: 'Fight limit' })).toHaveTextContent('FL');
    expect(screen.getByRole('button', { name: 'Red number' })).toHaveTextContent('RN');
    expect(screen.queryByRole('button', { name: 'Resend order limit' })).not.toBeInTheDocument();
    first.unmount();

    loggedInAs(playerUser);
    const view = await renderShell('/dashboard');
    const rl = screen.getByRole('button', { name: 'Resend order limit' });
    expect(rl).toHaveTextContent('RL');
    await userEvent.setup().click(rl);
    expect(view.location()).toBe('/manage-resend-order-limit');
  });

  it('opens the fight limit in a 1000x800 popup and RN goes to red numbers', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    loggedInAs(companyUser);
    const view = await renderShell('/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fight limit' }));
    expect(open).toHaveBeenCalledWith(
      '/manage-fight-limit?layout=popup',
      expect.any(String),
      expect.stringContaining('width=1000,height=800'),
    );
    await user.click(screen.getByRole('button', { name: 'Red number' }));
    expect(view.location()).toBe('/admin-setting/rednumber');
    open.mockRestore();
  });

  it('switches the interface to Chinese and remembers the choice', async () => {
    loggedInAs(companyUser);
    await renderShell('/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', '中文']);

    await userEvent.setup().selectOptions(select, 'zh');

    expect(await screen.findByRole('button', { name: '退出' })).toBeInTheDocument();
    expect(screen.getByText('欢迎，demo_co')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh');
    expect(window.localStorage.getItem(SessionKey.language)).toBe('cn');
  });
});

describe('profile dropdown', () => {
  const entries = async () => {
    await userEvent.setup().click(screen.getByRole('button', { name: /Profile menu/ }));
    return within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  };

  it('offers profile, fight limit and red package to a main company account', async () => {
    loggedInAs(companyUser);
    await renderShell('/dashboard');
    expect(await entries()).toEqual([
      'Manage profile',
      'Edit fight limit',
      'Red package settings',
      'Change password',
    ]);
  });

  it('offers a sub-account only the password change', async () => {
    loggedInAs(subAccountUser);
    await renderShell('/dashboard');
    expect(await entries()).toEqual(['Change password']);
  });

  it('offers a player its profile but no fight limit or red package', async () => {
    loggedInAs(playerUser);
    await renderShell('/dashboard');
    expect(await entries()).toEqual(['Manage profile', 'Change password']);
  });
});
