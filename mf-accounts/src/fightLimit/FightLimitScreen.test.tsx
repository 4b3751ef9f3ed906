import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FightLimitRelatedData } from '@drawdesk/shared-kernel/contract';
import { renderWithQuery } from '@drawdesk/shared-kernel/testing';
import FightLimitScreen, { FightLimitForm } from './FightLimitScreen';
import { fightLimitBody, fightLimitValues, validateFightLimit } from './model';
import { answerDialogs, loginAs, ok, setupFightLimitI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as {
  api: { get: jest.Mock; post: jest.Mock };
};

const settings = {
  userId: 21,
  username: 'demo_sh',
  userRoleId: 4,
  positionTaking: 40,
  grouping: 1,
  fightLimits: { amountBase: { B: 100, S: 0 }, totalBase: null, groupBase: { '4D': 500 } },
  maxFightLimit: 1000,
  isRedPackage: false,
} as const;
const data: FightLimitRelatedData = {
  ...settings,
  fightLimits: { amountBase: { B: 100, S: 0 }, totalBase: null, groupBase: { '4D': 500 } },
  canEdit: true,
  canEditMaxFightLimit: true,
  positionTakingFixed: false,
  upline: null,
  betCodes: ['B', 'S', '4A'],
  games: ['4D', '3D'],
};

beforeAll(setupFightLimitI18n);
beforeEach(() => {
  client.post.mockReset();
  client.get.mockReset();
});
const dialogs = answerDialogs(true);

describe('fight limit rules', () => {
  it('reads unset limits as empty and keeps 0', () => {
    const v = fightLimitValues(data);
    expect(v.amountBase).toEqual({ B: 100, S: 0, '4A': undefined });
    expect(v.totalBase).toBeUndefined();
  });

  it('sends the chosen grouping set, empty as null (no limit)', () => {
    const v = fightLimitValues(data);
    expect(fightLimitBody(data, v)).toEqual({
      userId: 21,
      grouping: 1,
      positionTaking: 40,
      maxFightLimit: 1000,
      fightLimits: { amountBase: { B: 100, S: 0, '4A': null } },
    });
    expect(
      fightLimitBody(
        { ...data, positionTakingFixed: true, canEditMaxFightLimit: false },
        { ...v, grouping: 2, totalBase: 50 },
      ),
    ).toEqual({
      userId: 21,
      grouping: 2,
      fightLimits: { totalBase: 50 },
    });
  });

  it('checks pt 0-100 and the max fight limit', () => {
    const v = fightLimitValues(data);
    expect(validateFightLimit({ ...v, positionTaking: 101 }, data)).toEqual({ positionTaking: 'MAX_ERROR' });
    expect(validateFightLimit({ ...v, positionTaking: undefined }, data)).toEqual({
      positionTaking: 'REQUIRED_FIELD',
    });
    expect(validateFightLimit({ ...v, amountBase: { ...v.amountBase, B: 1000.01 } }, data)).toEqual({
      'amountBase.B': 'MAX_ERROR',
    });
    expect(validateFightLimit({ ...v, grouping: 3, groupBase: { '4D': 2000 } }, data)).toEqual({
      'groupBase.4D': 'MAX_ERROR',
    });
  });
});

describe('FightLimitForm', () => {
  it('switches to total base and saves position taking and the total limit', async () => {
    client.post.mockResolvedValue(ok(settings));
    const onSaved = jest.fn();
    render(<FightLimitForm data={data} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText(/^Position taking/), { target: { value: '55' } });
    fireEvent.change(screen.getByLabelText('Grouping'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Total per number'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(client.post).toHaveBeenCalledWith('Account', 'UpdateUserEatLimit', {
      userId: 21,
      positionTaking: 55,
      grouping: 2,
      maxFightLimit: 1000,
      fightLimits: { totalBase: 12.5 },
    });
  });

  it('refuses a limit above the max fight limit', async () => {
    render(<FightLimitForm data={data} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('B'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Input value has exceeded the maximum amount.')).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();
  });
});

describe('FightLimitScreen', () => {
  const own: FightLimitRelatedData = { ...data, userId: 10, username: 'demo_co', userRoleId: 3 };
  const downline = (userId: number, username: string, userRoleId: number) => ({
    userId,
    username,
    fullName: '',
    userRoleId,
    agentLevel: null,
    status: 'active' as const,
  });

  it('shows the own settings, then those of a downline once chosen, and reloads them after a save', async () => {
    loginAs({ userId: 10, username: 'demo_co' });
    client.get.mockImplementation((_area: string, name: string, query: { userId?: number }) =>
      Promise.resolve(
        name === 'GetDirectDownlines'
          ? ok([downline(21, 'demo_sh', 4), downline(41, 'demo_p1', 5)])
          : ok(query.userId === 21 ? data : own),
      ),
    );
    client.post.mockResolvedValue(ok(settings));
    renderWithQuery(<FightLimitScreen />);
    expect(await screen.findByRole('form', { name: 'Fight limits demo_co' })).toBeInTheDocument();
    const account = screen.getByLabelText('Account');
    await screen.findByRole('option', { name: 'demo_sh' });
    // Players eat nothing: only companies and multilevel accounts are offered.
    expect(screen.queryByRole('option', { name: 'demo_p1' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Myself (demo_co)' })).toBeInTheDocument();

    fireEvent.change(account, { target: { value: '21' } });
    expect(await screen.findByRole('form', { name: 'Fight limits demo_sh' })).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith(
      'Account',
      'GetFightLimitRelatedData',
      { userId: 21 },
      { signal: expect.any(AbortSignal) },
    );
    const loadsOf21 = () =>
      client.get.mock.calls.filter((c) => c[1] === 'GetFightLimitRelatedData' && c[2].userId === 21).length;
    const before = loadsOf21();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    expect(client.post.mock.calls[0]?.[2]).toMatchObject({ userId: 21, grouping: 1 });
    await waitFor(() => expect(dialogs.some((d) => d.message === 'Fight limit saved.')).toBe(true));
    await waitFor(() => expect(loadsOf21()).toBe(before + 1));
  });
  it('opens for the super admin on its first downline with limits, never on its own (it has none)', async () => {
    loginAs({ userId: 1, username: 'admin', userRoleId: 1 });
    client.get.mockImplementation((_area: string, name: string, query: { userId?: number }) =>
      Promise.resolve(
        name === 'GetDirectDownlines'
          ? ok([downline(21, 'demo_sh', 4)])
          : query.userId === 21
            ? ok(data)
            : { success: false, message: 'Permission Denied.', data: null, code: 403 },
      ),
    );
    renderWithQuery(<FightLimitScreen />);
    expect(await screen.findByRole('form', { name: 'Fight limits demo_sh' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Myself/ })).toBeNull();
    const loads = client.get.mock.calls.filter((c) => c[1] === 'GetFightLimitRelatedData');
    expect(loads.map((c) => (c[2] as { userId?: number }).userId)).toEqual([21]);
    expect(dialogs).toEqual([]);
  });
});
