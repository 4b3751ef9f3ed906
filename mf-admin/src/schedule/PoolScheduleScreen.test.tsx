import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ScheduledDraw } from '@drawdesk/shared-kernel/contract';
import PoolScheduleScreen, {
  canChange,
  groupByMonth,
  SpecialDrawForm,
  validateSpecialDraw,
} from './PoolScheduleScreen';
import { answerDialogs, ok, renderWithQuery, setupScheduleI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as { api: { post: jest.Mock } };

const draw = (over: Partial<ScheduledDraw>): ScheduledDraw => ({
  drawId: 1,
  poolId: 1,
  drawDate: '2031-01-01',
  isSpecial: false,
  cutoff: { hour: 19, minute: 0 },
  cutoffAt: '2031-01-01T11:00:00.000Z',
  state: 'open',
  hasTickets: false,
  ...over,
});
const draws: ScheduledDraw[] = [
  draw({ drawId: 1, drawDate: '2031-01-01' }),
  draw({ drawId: 2, drawDate: '2031-01-07', isSpecial: true }),
  draw({ drawId: 3, drawDate: '2031-02-01', hasTickets: true }),
  draw({ drawId: 4, drawDate: '2031-02-02', state: 'closed' }),
];

beforeAll(setupScheduleI18n);
beforeEach(() => api.post.mockReset());

describe('schedule rules', () => {
  it('groups draws by month and allows changes only to open draws without tickets', () => {
    expect(groupByMonth([draws[2]!, draws[0]!, draws[1]!]).map(([m, l]) => [m, l.length])).toEqual([
      ['2031-01', 2],
      ['2031-02', 1],
    ]);
    expect(draws.map(canChange)).toEqual([true, true, false, false]);
  });

  it('needs a date and at least one pool', () => {
    expect(validateSpecialDraw({ drawDate: '', poolIds: [] }, 'pick')).toEqual({
      drawDate: 'REQUIRED_FIELD',
      poolIds: 'pick',
    });
    expect(validateSpecialDraw({ drawDate: '2031-01-07', poolIds: [1] }, 'pick')).toEqual({});
  });
});

describe('PoolScheduleScreen', () => {
  const dialogs = answerDialogs(true);

  it('lists the draws month by month, schedules the year after confirming, removes a draw', async () => {
    api.post.mockImplementation((_area: string, name: string) => {
      if (name === 'GetScheduledDrawByYear') return Promise.resolve(ok(draws));
      if (name === 'ScheduleSelectedYearDraw')
        return Promise.resolve(ok({ year: 2031, created: 1829, existing: 0, skippedPast: 0, dailyPool: 1 }));
      return Promise.resolve(ok({ drawId: 1, poolId: 1, drawDate: '2031-01-01', removed: true }));
    });
    renderWithQuery(<PoolScheduleScreen />);
    expect(await screen.findByTestId('draw-count')).toHaveTextContent('4 draw(s)');
    expect(screen.getByText(/^2031-01 ·/)).toBeInTheDocument();
    const special = screen.getByTestId('draw-1-2031-01-07');
    expect(within(special).getByText('Yes')).toBeInTheDocument();
    expect(within(special).getByText('Tue')).toBeInTheDocument();
    expect(within(screen.getByTestId('draw-1-2031-02-02')).getByText('Closed')).toBeInTheDocument();
    // No actions on a draw with tickets or a closed one.
    expect(within(screen.getByTestId('draw-1-2031-02-01')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('draw-1-2031-02-02')).queryByRole('button')).toBeNull();

    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2031' } });
    await waitFor(() =>
      // The read is cancellable (its abort signal goes with the call).
      expect(api.post).toHaveBeenLastCalledWith(
        'Pools',
        'GetScheduledDrawByYear',
        { year: 2031 },
        { signal: expect.any(AbortSignal) },
      ),
    );
    fireEvent.change(screen.getByLabelText('Pool'), { target: { value: '9' } });
    await waitFor(() =>
      expect(api.post).toHaveBeenLastCalledWith(
        'Pools',
        'GetScheduledDrawByYear',
        { year: 2031, poolId: 9 },
        { signal: expect.any(AbortSignal) },
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Schedule year' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Pools', 'ScheduleSelectedYearDraw', { year: 2031 }),
    );
    expect(dialogs[0]).toMatchObject({ kind: 'confirm', message: expect.stringContaining('2031') });
    await waitFor(() => expect(dialogs.map((d) => d.message)).toContain('1829 draw(s) scheduled for 2031.'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Magnum 01/01/2031' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Pools', 'SubmitEditedDraw', { drawId: 1, remove: true }),
    );
    expect(dialogs.map((d) => d.message)).toContain('Remove the draw Magnum 01/01/2031?');
  });

  it('moves a draw to a new date', async () => {
    api.post.mockImplementation((_a: string, name: string) =>
      Promise.resolve(
        name === 'GetScheduledDrawByYear'
          ? ok(draws)
          : ok({ drawId: 2, poolId: 1, drawDate: '2031-01-14', removed: false }),
      ),
    );
    renderWithQuery(<PoolScheduleScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Magnum 07/01/2031' }));
    const form = screen.getByRole('form', { name: 'Move draw Magnum 07/01/2031' });
    fireEvent.change(within(form).getByLabelText('New draw date'), { target: { value: '2031-01-14' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Pools', 'SubmitEditedDraw', {
        drawId: 2,
        drawDate: '2031-01-14',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: /Move draw/ })).toBeNull());
  });
});

describe('SpecialDrawForm', () => {
  answerDialogs(true);

  it('asks for a pool before sending, then adds the draw for the ticked pools', async () => {
    api.post.mockResolvedValue(ok({ draws: [] }));
    const onDone = jest.fn();
    render(<SpecialDrawForm onDone={onDone} onCancel={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2031-01-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select at least one pool')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Toto' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Magnum' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('Pools', 'SubmitNewDraw', {
      drawDate: '2031-01-07',
      poolIds: [1, 3],
    });
  });

  it('stays open when the server refuses', async () => {
    api.post.mockResolvedValue({
      success: false,
      message: 'Draw Magnum 2031-01-07 already exists.',
      data: null,
      code: 1,
    });
    const onDone = jest.fn();
    render(<SpecialDrawForm onDone={onDone} onCancel={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2031-01-07' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Magnum' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(onDone).not.toHaveBeenCalled();
  });
});
