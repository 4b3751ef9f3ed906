import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApiAccountScreen from './ApiAccountScreen';
import CloneAccountScreen, { validateClone } from './CloneAccountScreen';
import CompanyListScreen from './CompanyListScreen';
import ReserveNameScreen from './ReserveNameScreen';
import { ok, page, recordDialogs, renderAt } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as {
  api: Record<'get' | 'post' | 'fetchPage', jest.Mock>;
};

jest.setTimeout(30_000);

const company = {
  userId: 2,
  username: 'demo_co',
  fullName: 'Demo Co',
  status: 'active',
  creditLimit: 1_000_000,
  creditLeft: 400_000,
  downlineCreditLimit: 600_000,
  downlineCount: 3,
  memberCount: 8,
  houseCount: 1,
  reservedPrefixes: [],
  createdAt: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  client.get.mockReset();
  client.post.mockReset();
  client.fetchPage
    .mockReset()
    .mockResolvedValue(
      page([company], { creditLimit: 1_000_000, creditLeft: 400_000, downlineCreditLimit: 600_000 }),
    );
});

describe('clone account', () => {
  it('validates new username, password and confirmation', () => {
    expect(
      validateClone({ source: '', username: 'a b', fullName: '', password: 'short', confirmPassword: 'x' }),
    ).toEqual({
      source: 'REQUIRED_FIELD',
      username: 'INVALID_FORMAT',
      password: 'MIN_LENGTH_NO_MET',
      confirmPassword: 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY',
    });
  });

  it('resolves the source account and sends CloneAccount', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialogs, stop } = recordDialogs();
    client.get.mockImplementation((_a: string, name: string) =>
      Promise.resolve(
        name === 'GetDirectDownlines'
          ? ok([
              {
                userId: 5,
                username: 'demo_ag',
                fullName: 'Ag',
                userRoleId: 4,
                agentLevel: 5,
                status: 'active',
              },
            ])
          : ok({ userId: 5, username: 'demo_ag' }),
      ),
    );
    client.post.mockResolvedValue(ok({ userId: 50 }));
    await renderAt('/account/clone-account', '/account/clone-account', <CloneAccountScreen />);
    await user.type(screen.getByLabelText('Source account*'), 'demo_ag');
    await user.type(screen.getByLabelText('New username*'), 'ag_copy');
    await user.type(screen.getByLabelText('Password*'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm password*'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Clone' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('Account', 'CloneAccount', {
        sourceUserId: 5,
        username: 'ag_copy',
        password: 'Secret@123',
        confirmPassword: 'Secret@123',
      }),
    );
    expect(client.get).toHaveBeenCalledWith('Account', 'GetUserDetailByUsername', { username: 'demo_ag' });
    await waitFor(() =>
      expect(dialogs[0]).toMatchObject({ kind: 'success', message: 'Account ag_copy created from demo_ag.' }),
    );
    stop();
  });
});

describe('companies', () => {
  it('lists companies and edits a credit limit with AdminUpdateUserCreditLimit', async () => {
    const user = userEvent.setup({ delay: null });
    const { stop } = recordDialogs();
    client.get.mockResolvedValue(
      ok({
        upline: {
          userId: 1,
          username: 'admin',
          userRoleId: 1,
          agentLevel: null,
          creditLimit: 0,
          creditLeft: 0,
          unlimited: true,
        },
        user: null,
      }),
    );
    client.post.mockResolvedValue(
      ok({ userId: 2, creditLimit: 2_000_000, creditLeft: 1_400_000, uplineCreditLeft: 0 }),
    );
    await renderAt('/company/manage', '/company/manage', <CompanyListScreen />);
    expect(await screen.findByRole('cell', { name: '1,000,000.00' })).toBeInTheDocument();
    expect(client.fetchPage).toHaveBeenCalledWith(
      'Account',
      'GetCompanyDetailBySuperAdmin',
      { search: '' },
      { startCount: 0, pageSize: 10 },
    );
    await user.click(screen.getByRole('button', { name: 'Credit demo_co' }));
    const modal = await screen.findByRole('dialog', { name: 'Credit limit of demo_co' });
    const input = within(modal).getByLabelText('New credit limit*');
    await user.clear(input);
    await user.type(input, '2000000');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('Account', 'AdminUpdateUserCreditLimit', {
        userId: 2,
        creditLimit: 2_000_000,
      }),
    );
    stop();
  });

  it('opens a new company form with the company role', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('/company/manage', '/company/manage', <CompanyListScreen />);
    await user.click(screen.getByRole('button', { name: 'New company' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/detail?role=3');
  });
});

describe('reserve name', () => {
  it('refuses a bad prefix and saves a good one for the chosen company', async () => {
    const user = userEvent.setup({ delay: null });
    const { stop } = recordDialogs();
    client.post.mockResolvedValue(ok({ id: 4 }));
    await renderAt('/account/reserve-name', '/account/reserve-name', <ReserveNameScreen />);
    await screen.findByRole('option', { name: 'demo_co' });
    await user.type(screen.getByLabelText('Prefix*'), 'a-b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Input value is invalid in format.')).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Prefix*'));
    await user.type(screen.getByLabelText('Prefix*'), 'vip');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('Account', 'CreateOrUpdateReserveNamePrefix', {
        prefix: 'vip',
        companyId: 2,
        status: 1,
      }),
    );
    stop();
  });
});

describe('API account', () => {
  it('shows the generated secret once, with a warning', async () => {
    const user = userEvent.setup({ delay: null });
    client.get.mockResolvedValue(
      ok({
        apiAccount: {
          userId: 2,
          username: 'demo_co',
          name: 'Feed',
          url: 'https://x.test',
          opcode: 'OP1',
          hasSecret: false,
          updatedAt: '2026-01-01T00:00:00Z',
        },
      }),
    );
    client.post.mockResolvedValue(ok({ userId: 2, opcode: 'OP2', secret: 's3cr3t' }));
    await renderAt('/account/create-api-account', '/account/create-api-account', <ApiAccountScreen />);
    expect(await screen.findByTestId('api-opcode')).toHaveTextContent('OP1');
    expect(screen.getByLabelText('Name*')).toHaveValue('Feed');
    await user.click(screen.getByRole('button', { name: 'Generate API code' }));
    const modal = await screen.findByRole('dialog', { name: 'API code' });
    expect(client.post).toHaveBeenCalledWith('Account', 'GenerateApiCode', { userId: 2 });
    expect(within(modal).getByTestId('api-code-secret')).toHaveTextContent('s3cr3t');
    expect(within(modal).getByRole('alert')).toHaveTextContent('it will not be shown again');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('s3cr3t')).toBeNull();
  });

  it('checks the url format before saving', async () => {
    const user = userEvent.setup({ delay: null });
    client.get.mockResolvedValue(ok({ apiAccount: null }));
    await renderAt('/account/create-api-account', '/account/create-api-account', <ApiAccountScreen />);
    await screen.findByText('No API account yet.');
    await user.type(screen.getByLabelText('Name*'), 'Feed');
    await user.type(screen.getByLabelText('URL*'), 'ftp://nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Input value is invalid in format.')).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();
  });
});
