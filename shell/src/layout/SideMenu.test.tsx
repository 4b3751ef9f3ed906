import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { SECONDARY_PASSWORD_REMEMBER_MS } from '../secondary/secondaryPasswordCheck';
import { SessionKey } from '../session/sessionKeys';
import { fail, installFakeApi, ok, type FakeApi } from '../testing/fakeApi';
import { loggedInAs, renderShell, resetShellState, setupShellI18n } from '../testing/renderShell';
import { adminUser, companyUser, playerUser, subAccountUser } from '../testing/users';
import { isEntryActive, isPlainClick } from './SideMenu';

jest.mock('../remotes', () => jest.requireActual('../testing/remotesMock'));
jest.mock('../session/reloadToMain', () => ({ reloadToMainPage: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prefetchRemote } = require('../remotes') as { prefetchRemote: jest.Mock };

const title = (key: string) => i18next.t(key, { ns: 'common' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const entry = (key: string) => new RegExp(`^\\d+\\.\\d+\\s*${escape(title(key))}$`);

let server: FakeApi;
beforeAll(setupShellI18n);
beforeEach(() => {
  resetShellState();
  server = installFakeApi({
    'Account/GetUserDetailsById': () => ok({ agent: { creditLeft: 0, creditLimit: 0 } }),
  });
});

function menu() {
  return within(screen.getByRole('navigation', { name: 'Main menu' }));
}

describe('side menu', () => {
  it('shows numbered groups and entries the user may see, by access and role', async () => {
    loggedInAs(companyUser);
    await renderShell('/dashboard');
    await screen.findByText('Welcome, demo_co');
    const nav = menu();
    expect(nav.getByText(`1. ${title('MENU_ACCOUNT')}`)).toBeInTheDocument();
    expect(nav.getByRole('link', { name: entry('MANAGE_ACCOUNT') })).toHaveAttribute(
      'href',
      '/account/manage',
    );
    expect(nav.getByRole('link', { name: entry('EXPRESS_BETTING') })).toBeInTheDocument();
    // Super admin only, or a function the company lacks:
    expect(nav.queryByRole('link', { name: entry('MANAGE_COMPANY') })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: entry('POOL_SCHEDULE') })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: entry('MANAGE_PACKAGE') })).not.toBeInTheDocument();
  });

  it('gives the super admin the admin entries', async () => {
    loggedInAs(adminUser);
    await renderShell('/dashboard');
    await screen.findByText('Welcome, admin');
    expect(menu().getByRole('link', { name: entry('POOL_SCHEDULE') })).toBeInTheDocument();
    expect(menu().getByRole('link', { name: entry('MANAGE_COMPANY') })).toBeInTheDocument();
  });

  it('hides groups with no visible entries', async () => {
    loggedInAs(playerUser);
    await renderShell('/dashboard');
    await screen.findByText('Welcome, demo_p1');
    const nav = menu();
    expect(nav.getAllByRole('region')).toHaveLength(1);
    expect(nav.getByText(`1. ${title('MENU_BETTING')}`)).toBeInTheDocument();
    expect(nav.queryByText(new RegExp(escape(title('MENU_ACCOUNT'))))).not.toBeInTheDocument();
    expect(nav.queryByText(new RegExp(escape(title('MENU_ADMIN'))))).not.toBeInTheDocument();
  });

  it('hides entries named in the user temporaryDisableFor, and shows a sub-account only its access', async () => {
    loggedInAs({ ...companyUser, temporaryDisableFor: ['/report/map-report'] });
    const first = await renderShell('/dashboard');
    await screen.findByText('Welcome, demo_co');
    expect(menu().queryByRole('link', { name: entry('MAP_REPORT') })).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: entry('ACTIVE_MAP_REPORT') })).toBeInTheDocument();
    first.unmount();

    loggedInAs(subAccountUser);
    await renderShell('/dashboard');
    await screen.findByText('Welcome, demo_co_sub');
    expect(menu().getByRole('link', { name: entry('MANAGE_ACCOUNT') })).toBeInTheDocument();
    expect(menu().queryByRole('link', { name: entry('SUB_ACCOUNT') })).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: entry('EXPRESS_BETTING') })).not.toBeInTheDocument();
  });
});

describe('secondary password', () => {
  it('asks before a protected entry opens: required, server message on failure, navigates on success', async () => {
    server.on({
      'Configuration/VerifySecondaryPassword': ({ query }) =>
        query.secondaryPassword === 'Second@123' ? ok(null) : fail('Secondary password is incorrect.'),
    });
    loggedInAs(adminUser);
    const view = await renderShell('/dashboard');
    await screen.findByText('Welcome, admin');
    const user = userEvent.setup();

    await user.click(menu().getByRole('link', { name: entry('PAYMENT') }));
    let dialog = await screen.findByRole('dialog', { name: 'Secondary password' });
    expect(within(dialog).getByText('Please enter your secondary password to proceed.')).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');

    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(title('REQUIRED_FIELD'));

    await user.type(within(dialog).getByLabelText(/Secondary password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await within(dialog).findByText('Secondary password is incorrect.')).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');

    await user.type(within(dialog).getByLabelText(/Secondary password/), 'Second@123');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(view.location()).toBe('/payment'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SessionKey.secondaryPasswordCheckedAt)).toBeTruthy();

    // Remembered: another protected entry opens at once.
    await user.click(menu().getByRole('link', { name: entry('SYSTEM_SETTING') }));
    await waitFor(() => expect(view.location()).toBe('/admin-setting/system-setting'));
    expect(server.callsTo('Configuration/VerifySecondaryPassword')).toHaveLength(2);

    // ...for 10 minutes only.
    window.localStorage.setItem(
      SessionKey.secondaryPasswordCheckedAt,
      String(Date.now() - SECONDARY_PASSWORD_REMEMBER_MS),
    );
    await user.click(menu().getByRole('link', { name: entry('ADMIN_TOOL') }));
    dialog = await screen.findByRole('dialog', { name: 'Secondary password' });
    expect(view.location()).toBe('/admin-setting/system-setting');
  });

  it('opens ordinary entries without asking', async () => {
    loggedInAs(adminUser);
    const view = await renderShell('/dashboard');
    await screen.findByText('Welcome, admin');
    await userEvent.setup().click(menu().getByRole('link', { name: entry('MANAGE_ACCOUNT') }));
    await waitFor(() => expect(view.location()).toBe('/account/manage'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The opened entry is marked current; no other is.
    const current = menu()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/account/manage']);
    expect(current[0]).toHaveClass('active');
  });

  it("fetches an entry's remote when the pointer rests on it, not when it passes over", async () => {
    loggedInAs(companyUser);
    await renderShell('/dashboard');
    await screen.findByText('Welcome, demo_co');
    prefetchRemote.mockClear();
    const user = userEvent.setup();
    const manage = menu().getByRole('link', { name: entry('MANAGE_ACCOUNT') });
    // Passing over: leaves before the rest time.
    await user.hover(manage);
    await user.unhover(manage);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(prefetchRemote).not.toHaveBeenCalled();
    // Resting on it.
    await user.hover(manage);
    // The remote and the screen of that entry.
    await waitFor(() => expect(prefetchRemote).toHaveBeenCalledWith('mf-accounts', '/account/manage'));
    expect(prefetchRemote).toHaveBeenCalledTimes(1);
  });

  it("starts loading an entry's remote on the click itself, before the new route renders", async () => {
    loggedInAs(adminUser);
    const view = await renderShell('/dashboard');
    await screen.findByText('Welcome, admin');
    prefetchRemote.mockClear();
    // A click with no rest before it (fireEvent: no hover), as a quick user or a keyboard does.
    fireEvent.click(menu().getByRole('link', { name: entry('MANAGE_ACCOUNT') }));
    expect(prefetchRemote).toHaveBeenCalledWith('mf-accounts', '/account/manage');
    await waitFor(() => expect(view.location()).toBe('/account/manage'));

    // An entry behind the secondary password loads nothing until the password passes.
    prefetchRemote.mockClear();
    fireEvent.click(menu().getByRole('link', { name: entry('PAYMENT') }));
    expect(await screen.findByRole('dialog', { name: 'Secondary password' })).toBeInTheDocument();
    expect(prefetchRemote).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab): the page stays', async () => {
    loggedInAs(adminUser);
    const view = await renderShell('/dashboard');
    await screen.findByText('Welcome, admin');
    prefetchRemote.mockClear();
    const manage = menu().getByRole('link', { name: entry('MANAGE_ACCOUNT') });
    // fireEvent answers false when the page called preventDefault (took the click for itself).
    expect(fireEvent.click(manage, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(manage, { metaKey: true })).toBe(true);
    expect(fireEvent.click(manage, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(manage, { button: 1 })).toBe(true);
    expect(view.location()).toBe('/dashboard');
    expect(prefetchRemote).not.toHaveBeenCalled();
    expect(fireEvent.click(manage)).toBe(false);
    await waitFor(() => expect(view.location()).toBe('/account/manage'));
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
  it('is a left click with no modifier key only', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, button: 2 })).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
  });
});

describe('isEntryActive', () => {
  it('matches the entry path and the pages under it by whole segments, any case; the root only itself', () => {
    expect(isEntryActive('/accounts/manage', '/accounts/manage')).toBe(true);
    expect(isEntryActive('/accounts/manage/17', '/accounts/manage')).toBe(true);
    expect(isEntryActive('/Accounts/Manage', '/accounts/manage')).toBe(true);
    expect(isEntryActive('/accounts/manager', '/accounts/manage')).toBe(false);
    expect(isEntryActive('/accounts', '/accounts/manage')).toBe(false);
    expect(isEntryActive('/', '/')).toBe(true);
    expect(isEntryActive('/reports', '/')).toBe(false);
    expect(isEntryActive('/reports/x', '/reports/')).toBe(true);
  });
});
