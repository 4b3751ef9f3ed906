import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PoolSelection } from '@drawdesk/shared-kernel/contract';
import CutoffTimeScreen, { parseClockPart } from './CutoffTimeScreen';
import { answerDialogs, ok, renderWithQuery, setupScheduleI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as { api: { get: jest.Mock; post: jest.Mock } };

const pool = (poolId: number, displayName: string, hour: number): PoolSelection => ({
  poolId,
  name: displayName,
  displayName,
  receiptLetter: 'X',
  games: ['4D'],
  packageType: 0,
  cutoff: { hour, minute: 0 },
});
const pools = [pool(1, 'Magnum', 19), pool(4, 'Singapore', 18), pool(9, '9Lotto', 19)];

beforeAll(setupScheduleI18n);
beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
  api.get.mockResolvedValue(ok(pools));
});

it('reads an hour or minute only as a whole number in range', () => {
  expect(parseClockPart('07', 23)).toBe(7);
  expect(parseClockPart(' 23 ', 23)).toBe(23);
  expect(parseClockPart('24', 23)).toBeNull();
  expect(parseClockPart('1.5', 59)).toBeNull();
  expect(parseClockPart('', 59)).toBeNull();
  expect(parseClockPart('-1', 59)).toBeNull();
});

describe('CutoffTimeScreen', () => {
  const dialogs = answerDialogs(true);

  it('lists the pools with their cutoff and saves one row', async () => {
    api.post.mockResolvedValue(ok({ poolId: 9, cutoff: { hour: 20, minute: 15 } }));
    renderWithQuery(<CutoffTimeScreen />);
    const row = await screen.findByTestId('cutoff-9');
    expect(within(screen.getByTestId('cutoff-4')).getByText('18:00')).toBeInTheDocument();
    fireEvent.change(within(row).getByLabelText('Hour 9Lotto'), { target: { value: '20' } });
    fireEvent.change(within(row).getByLabelText('Minute 9Lotto'), { target: { value: '15' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save 9Lotto' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Pools', 'UpdateCutoffTime', { poolId: 9, hour: 20, minute: 15 }),
    );
    expect(api.post).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialogs.map((d) => d.message)).toContain('Cutoff time of 9Lotto saved.'));
    expect(await within(screen.getByTestId('cutoff-9')).findByText('20:15')).toBeInTheDocument();
  });

  it('shows an error and sends nothing for an hour out of range', async () => {
    renderWithQuery(<CutoffTimeScreen />);
    const row = await screen.findByTestId('cutoff-1');
    fireEvent.change(within(row).getByLabelText('Hour Magnum'), { target: { value: '25' } });
    fireEvent.change(within(row).getByLabelText('Minute Magnum'), { target: { value: '60' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save Magnum' }));
    expect(await within(row).findByText('Hour must be a whole number from 0 to 23.')).toBeInTheDocument();
    expect(within(row).getByText('Minute must be a whole number from 0 to 59.')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });
});
