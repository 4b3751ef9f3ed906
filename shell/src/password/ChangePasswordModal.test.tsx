import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { fail, installFakeApi, ok, type FakeApi } from '../testing/fakeApi';
import { loggedInAs, renderShell, resetShellState, setupShellI18n } from '../testing/renderShell';
import { companyUser } from '../testing/users';

jest.mock('../remotes', () => jest.requireActual('../testing/remotesMock'));
jest.mock('../session/reloadToMain', () => ({ reloadToMainPage: jest.fn() }));

const common = (key: string) => i18next.t(key, { ns: 'common' });
let server: FakeApi;

beforeAll(setupShellI18n);
beforeEach(() => {
  resetShellState();
  server = installFakeApi({
    'Account/GetUserDetailsById': () => ok({ agent: { creditLeft: 0, creditLimit: 0 } }),
    'Account/ChangePassword': ({ query }) =>
      query.oldPassword === 'Demo@12345' ? ok(null) : fail('Old password is incorrect.'),
  });
});

async function openModal() {
  loggedInAs(companyUser);
  await renderShell('/dashboard');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Profile menu/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  return { user, dialog: within(dialog) };
}

describe('change password', () => {
  it('requires all three fields', async () => {
    const { user, dialog } = await openModal();
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      common('REQUIRED_FIELD'),
      common('REQUIRED_FIELD'),
      common('REQUIRED_FIELD'),
    ]);
    expect(server.callsTo('Account/ChangePassword')).toHaveLength(0);
  });

  it('rejects a confirmation that does not match', async () => {
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText(/Old password/), 'Demo@12345');
    await user.type(dialog.getByLabelText(/^New password/), 'Newpass@1');
    await user.type(dialog.getByLabelText(/Confirm new password/), 'Newpass@2');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(common('CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY'));
    expect(server.callsTo('Account/ChangePassword')).toHaveLength(0);
  });

  it('calls ChangePassword and reports success; a failure shows the server message', async () => {
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText(/Old password/), 'wrong');
    await user.type(dialog.getByLabelText(/^New password/), 'Newpass@1');
    await user.type(dialog.getByLabelText(/Confirm new password/), 'Newpass@1');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Old password is incorrect.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.clear(dialog.getByLabelText(/Old password/));
    await user.type(dialog.getByLabelText(/Old password/), 'Demo@12345');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('Account/ChangePassword')[1]?.query).toEqual({
      oldPassword: 'Demo@12345',
      newPassword: 'Newpass@1',
    });
  });
});
