import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryProvider, createQueryClient } from '@drawdesk/shared-kernel/query';
import ProfileScreen, { ChangePasswordForm } from './ProfileScreen';
import { answerDialogs, loginAs, ok, setupProfileI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), call: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as {
  api: { get: jest.Mock; call: jest.Mock };
};

beforeAll(setupProfileI18n);
beforeEach(() => {
  client.call.mockReset();
  client.get.mockReset();
});
const dialogs = answerDialogs(true);

it('shows the own account with its credit figures', async () => {
  loginAs({ userId: 10 });
  client.get.mockResolvedValue(
    ok({
      agent: {
        userId: 10,
        username: 'demo_co',
        fullName: 'Demo Company',
        userRoleId: 3,
        agentLevel: null,
        uplineId: 1,
        status: 'active',
        creditLimit: 100000,
        creditLeft: 25000.5,
        balance: -12,
        outstanding: 0,
        unlimited: false,
        mainAccount: '',
        companyId: 10,
      },
    }),
  );
  render(
    <QueryProvider client={createQueryClient()}>
      <ProfileScreen />
    </QueryProvider>,
  );
  const details = await screen.findByTestId('profile-details');
  // The load is cancellable (its abort signal goes with the call).
  expect(client.get).toHaveBeenCalledWith(
    'Account',
    'GetUserDetailsById',
    { userId: 10 },
    { signal: expect.any(AbortSignal) },
  );
  expect(details).toHaveTextContent('Demo Company');
  expect(details).toHaveTextContent('Company');
  expect(details).toHaveTextContent('100,000.00');
  expect(details).toHaveTextContent('25,000.50');
});

it('checks the confirmation, then changes the password through the query string', async () => {
  client.call.mockResolvedValue(ok(null));
  render(<ChangePasswordForm />);
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'Demo@12345' } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Better@123' } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Other@123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Confirm password and password do not match.')).toBeInTheDocument();
  expect(client.call).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Better@123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(client.call).toHaveBeenCalled());
  expect(client.call).toHaveBeenCalledWith('Account', 'ChangePassword', {
    method: 'POST',
    query: { oldPassword: 'Demo@12345', newPassword: 'Better@123' },
  });
  await waitFor(() => expect(dialogs.some((d) => d.message === 'Password changed.')).toBe(true));
});
