import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@drawdesk/shared-kernel/routing';
import { page, renderWithQuery } from '@drawdesk/shared-kernel/testing';
import { subAccountBody, validateSubAccount, type SubAccountFormValues } from './model';
import SubAccountScreen, { SubAccountForm } from './SubAccountScreen';
import { answerDialogs, loginAs, ok, setupSubAccountsI18n } from './testing';
import { parseAccessString } from '@drawdesk/shared-kernel/domain/access';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), call: jest.fn(), fetchPage: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as {
  api: { get: jest.Mock; post: jest.Mock; fetchPage: jest.Mock };
};

const EMPTY: SubAccountFormValues = {
  username: '',
  fullName: '',
  password: '',
  confirmPassword: '',
  status: 'active',
  accessString: '',
  reportAccess: [],
  targetLines: [],
};

beforeAll(setupSubAccountsI18n);
beforeEach(() => {
  client.post.mockReset();
  client.get.mockReset();
  client.fetchPage.mockReset();
});
const dialogs = answerDialogs(true);

describe('sub-account rules', () => {
  it('requires username and password on create, and equal confirmation', () => {
    expect(validateSubAccount(EMPTY)).toMatchObject({
      username: 'REQUIRED_FIELD',
      password: 'REQUIRED_FIELD',
    });
    expect(
      validateSubAccount({ ...EMPTY, username: 'ab', password: 'Secret@123', confirmPassword: 'x' }),
    ).toEqual({
      username: 'MIN_LENGTH_NO_MET',
      confirmPassword: 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY',
    });
    expect(
      validateSubAccount({ ...EMPTY, username: 'bad name', password: 'short', confirmPassword: 'short' }),
    ).toEqual({
      username: 'INVALID_FORMAT',
      password: 'MIN_LENGTH_NO_MET',
    });
    // Editing: the password may stay empty.
    expect(validateSubAccount({ ...EMPTY, userId: 5, username: 'co_sub' })).toEqual({});
  });

  it('leaves the password out of an edit when not given, and canonicalises access', () => {
    const body = subAccountBody({
      ...EMPTY,
      userId: 5,
      username: ' co_sub ',
      accessString: 'Map Report:1;Downline:21',
    });
    expect(body).toEqual({
      userId: 5,
      username: 'co_sub',
      fullName: '',
      status: 'active',
      accessString: 'Map Report:1;Downline:12',
      reportAccess: [],
      targetLines: [],
    });
  });
});

describe('SubAccountForm', () => {
  const renderForm = () =>
    render(
      <SubAccountForm
        initial={EMPTY}
        lines={[
          {
            userId: 31,
            username: 'demo_sh',
            fullName: 'Shareholder',
            userRoleId: 4,
            agentLevel: 1,
            status: 'active',
          },
        ]}
        reports={['Map Report']}
        mainAccess={parseAccessString('Downline:1;Map Report:1')}
        onCancel={jest.fn()}
        onSaved={jest.fn()}
      />,
    );

  it('disables rights the main account lacks', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: 'Downline View' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Downline Create' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Bet View' })).toBeDisabled();
  });

  it('shows errors and does not post an invalid form', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(client.post).not.toHaveBeenCalled();
  });

  it('posts the sub-account with its access, report access and target lines', async () => {
    client.post.mockResolvedValue(ok({ userId: 77 }));
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'co_sub2' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret@123' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'Secret@123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Downline View' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Map Report' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'demo_sh (Shareholder)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    expect(client.post).toHaveBeenCalledWith('Account', 'CreateOrUpdateSubAccount', {
      username: 'co_sub2',
      fullName: '',
      status: 'active',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      accessString: 'Downline:1',
      reportAccess: ['Map Report'],
      targetLines: [31],
    });
    await waitFor(() =>
      expect(dialogs.some((d) => d.kind === 'success' && d.message === 'Sub-account created.')).toBe(true),
    );
  });
});

describe('SubAccountScreen', () => {
  const line = (userId: number, username: string) => ({
    userId,
    username,
    fullName: '',
    userRoleId: 4,
    agentLevel: 1,
    status: 'active' as const,
  });

  it('opens a sub-account with its lines as the server has them and the reports the main account sees', async () => {
    loginAs({ accessString: 'Downline:1234;Main Account:123;Map Report:1' });
    client.fetchPage.mockResolvedValue(
      page([
        {
          userId: 5,
          username: 'co_sub',
          fullName: 'Clerk',
          status: 'active',
          accessString: 'Downline:1',
          reportAccess: [],
          targetLines: [],
          createdAt: '2026-01-01T00:00:00Z',
        },
      ]),
    );
    client.get.mockImplementation((_area: string, name: string, query: { subAccountId?: number }) =>
      Promise.resolve(
        name === 'GetActivities'
          ? ok([
              { name: 'Map Report', isReport: true },
              { name: 'Payout Report', isReport: true },
              { name: 'Downline', isReport: false },
            ])
          : ok({
              lines: [line(31, 'demo_sh'), line(32, 'demo_sh2')],
              selected: query.subAccountId === 5 ? [32] : [],
            }),
      ),
    );
    renderWithQuery(
      <MemoryRouter>
        <SubAccountScreen />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit co_sub' }));
    expect(await screen.findByRole('form', { name: 'Edit sub-account co_sub' })).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith(
      'Account',
      'GetTargetLines',
      { subAccountId: 5 },
      { signal: expect.any(AbortSignal) },
    );
    expect(screen.getByRole('checkbox', { name: 'demo_sh2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'demo_sh' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Downline View' })).toBeChecked();
    // Only the reports the main account may view can be granted.
    expect(screen.getByRole('checkbox', { name: 'Map Report' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Payout Report' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByRole('form', { name: 'New sub-account' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'demo_sh2' })).not.toBeChecked();
  });
});
