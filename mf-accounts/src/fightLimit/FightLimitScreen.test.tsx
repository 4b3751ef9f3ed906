import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FightLimitRelatedData } from '@drawdesk/shared-kernel/contract';
import { FightLimitForm, fightLimitBody, fightLimitValues, validateFightLimit } from './FightLimitScreen';
import { ok, setupFightLimitI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as { api: { post: jest.Mock } };

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
beforeEach(() => client.post.mockReset());

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
