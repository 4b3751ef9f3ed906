import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@drawdesk/shared-kernel/routing';
import { answerDialogs, ok, setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import ResultScreen from './ResultScreen';
import { renderWithQuery } from './testing';
import { draftToBody, emptyDraft, RESULT_REFRESH_MS, type ResultDraft } from './model';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as { api: Record<'get' | 'post', jest.Mock> };

jest.setTimeout(30_000);

const nums = (start: number) => Array.from({ length: 10 }, (_, i) => String(start + i).padStart(4, '0'));
const full = (): ResultDraft => ({
  ...emptyDraft(),
  first: '1234',
  second: '5678',
  third: '9012',
  starters: nums(100),
  consolations: nums(200),
});
const saved = (extra: object = {}) => ({
  drawId: 5,
  drawDate: '2031-06-01',
  poolId: 1,
  first: '1234',
  second: '5678',
  third: '9012',
  starters: nums(100),
  consolations: nums(200),
  fiveD: null,
  sixD: null,
  jackpot1: null,
  jackpot2: null,
  paymentDetail: '',
  status: 'saved',
  releaseStatus: 'pending',
  version: 1,
  savedAt: '2031-06-01T12:00:00Z',
  validatedAt: null,
  ...extra,
});

const dialogs = answerDialogs(true);
beforeAll(() => setupI18n());
beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
  // The super admin enters results; the company's read-only view has its own test.
  signIn();
});

describe('ResultScreen', () => {
  const renderScreen = () =>
    renderWithQuery(
      <MemoryRouter>
        <ResultScreen today="2031-06-01" />
      </MemoryRouter>,
    );

  it('shows field errors and saves nothing when a number is wrong, then saves, validates and releases', async () => {
    const user = userEvent.setup({ delay: null });
    let state: 'none' | 'saved' | 'validated' | 'released' = 'none';
    api.get.mockImplementation((_a: string, call: string) =>
      Promise.resolve(
        call === 'GetPoolResult'
          ? ok(state === 'none' ? [] : [saved({ status: state === 'released' ? 'validated' : state })])
          : ok({ status: state === 'released' ? 'released' : 'pending' }),
      ),
    );
    api.post.mockImplementation((_a: string, call: string) => {
      if (call === 'SavePoolResult') state = 'saved';
      if (call === 'ValidateResult') state = 'validated';
      if (call === 'SubmitReleaseResultStatus') {
        state = 'released';
        return Promise.resolve(ok({ status: 'released', lines: 12, winningLines: 2, winnings: 4100 }));
      }
      return Promise.resolve(ok({}));
    });
    renderScreen();
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(
        'Result',
        'GetPoolResult',
        { drawDate: '2031-06-01', poolId: 1 },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Not entered')).toBeInTheDocument();
    expect(screen.queryByLabelText('5D 1st')).toBeNull();

    await user.type(screen.getByLabelText('1st prize'), '12x34');
    expect(screen.getByLabelText('1st prize')).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Enter 4 digits.')).toHaveLength(22);
    expect(api.post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('2nd prize'), '5678');
    await user.type(screen.getByLabelText('3rd prize'), '9012');
    for (let i = 0; i < 10; i += 1) {
      await user.type(screen.getByLabelText(`Starter ${i + 1}`), nums(100)[i]!);
      await user.type(screen.getByLabelText(`Consolation ${i + 1}`), nums(200)[i]!);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Result', 'SavePoolResult', draftToBody(full(), '2031-06-01', 1)),
    );
    expect(await screen.findByText(/Saved \(pending validation\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText(/^Validated/)).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('Result', 'ValidateResult', { drawDate: '2031-06-01', poolId: 1 });

    await user.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.getByTestId('release-status')).toHaveTextContent('Released'));
    expect(dialogs.map((d) => d.message)).toContain(
      'Release the result of Magnum for 01/06/2031? Every bet of the draw is settled.',
    );
    expect(dialogs.at(-1)?.message).toBe('Released: 12 bet lines settled, 2 winning, winnings 4,100.00.');
    expect(screen.getByRole('button', { name: 'Release' })).toBeDisabled();
  });

  it('shows a date without a draw of the pool as a state, not a dialog', async () => {
    api.get.mockResolvedValue({
      success: false,
      message: 'There is no draw of this pool on this date.',
      data: null,
      code: 1,
    });
    renderScreen();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'There is no draw of this pool on this date.',
    );
    expect(api.get).toHaveBeenCalledWith(
      'Result',
      'GetPoolResult',
      expect.anything(),
      expect.objectContaining({ failureDialog: false }),
    );
    expect(dialogs).toHaveLength(0);
  });

  it('keeps numbers typed after a pool switch when the slow read of the previous pool answers late', async () => {
    const user = userEvent.setup({ delay: null });
    let answerPool1: (value: unknown) => void = () => undefined;
    api.get.mockImplementation((_a: string, call: string, query: { poolId: number }) => {
      if (query.poolId === 1) {
        return new Promise((resolve) => {
          answerPool1 = () => resolve(call === 'GetPoolResult' ? ok([saved()]) : ok({ status: 'pending' }));
        });
      }
      return Promise.resolve(call === 'GetPoolResult' ? ok([]) : ok({ status: 'pending' }));
    });
    renderScreen();
    await user.selectOptions(screen.getByLabelText('Pool'), '2');
    await user.type(screen.getByLabelText('1st prize'), '4321');
    await act(async () => answerPool1(undefined));
    expect(screen.getByLabelText('1st prize')).toHaveValue('4321');
  });

  it("shows a short number's error once the field is left, focuses the first wrong number on save", async () => {
    const user = userEvent.setup({ delay: null });
    api.get.mockResolvedValue(ok([]));
    renderScreen();
    expect(await screen.findByText('Not entered')).toBeInTheDocument();
    await user.type(screen.getByLabelText('2nd prize'), '12');
    expect(screen.queryByText('Enter 4 digits.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Enter 4 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('2nd prize')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('1st prize')).toHaveFocus());
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the 5D/6D fields for Toto', async () => {
    const user = userEvent.setup({ delay: null });
    api.get.mockResolvedValue(ok([]));
    renderScreen();
    await user.selectOptions(screen.getByLabelText('Pool'), '3');
    expect(await screen.findByLabelText('5D 1st')).toBeInTheDocument();
    expect(screen.getByLabelText('6D 1st')).toHaveAttribute('maxLength', '6');
  });

  it('refreshes the status every 10 seconds, and not when auto refresh is off', async () => {
    jest.useFakeTimers();
    try {
      let release = 'pending';
      api.get.mockImplementation((_a: string, call: string) =>
        Promise.resolve(call === 'GetPoolResult' ? ok([saved()]) : ok({ status: release })),
      );
      renderScreen();
      await act(async () => {
        await Promise.resolve();
      });
      await waitFor(() => expect(screen.getByTestId('release-status')).toHaveTextContent('Pending'));
      release = 'processing';
      await act(async () => {
        jest.advanceTimersByTime(RESULT_REFRESH_MS);
      });
      await waitFor(() => expect(screen.getByTestId('release-status')).toHaveTextContent('Processing'));
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      // Auto refresh off: no more reads.
      act(() => {
        screen.getByRole('checkbox', { name: /Refresh every 10 seconds/ }).click();
      });
      const calls = api.get.mock.calls.length;
      release = 'released';
      await act(async () => {
        jest.advanceTimersByTime(RESULT_REFRESH_MS * 3);
      });
      expect(api.get.mock.calls.length).toBe(calls);
      expect(screen.getByTestId('release-status')).toHaveTextContent('Processing');
    } finally {
      jest.useRealTimers();
    }
  });

  it('claims the prizes of the date after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    api.get.mockResolvedValue(ok([]));
    api.post.mockResolvedValue(ok({ drawDate: '2031-06-01', claimed: true, bettors: 3, total: 4100 }));
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Claim prizes of the date' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Payment', 'ClaimPrizes', { drawDate: '2031-06-01' }),
    );
    await waitFor(() =>
      expect(dialogs.at(-1)?.message).toBe('Prizes of 01/06/2031 released to 3 players (4,100.00).'),
    );
  });

  it('shows a company the results read-only, with the claim of its own tree only', async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ userId: 3, username: 'demo_co', userRoleId: 3 });
    api.get.mockImplementation((_a: string, call: string) =>
      Promise.resolve(call === 'GetPoolResult' ? ok([saved()]) : ok({ status: 'pending' })),
    );
    api.post.mockResolvedValue(ok({ drawDate: '2031-06-01', claimed: true, bettors: 1, total: 10 }));
    renderScreen();
    await waitFor(() => expect(screen.getByLabelText('1st prize')).toHaveValue('1234'));
    expect(screen.getByRole('note')).toHaveTextContent('Results are entered and released by the operator.');
    for (const name of ['Save', 'Validate', 'Release']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByLabelText('1st prize')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('1st prize'), '9');
    expect(screen.getByLabelText('1st prize')).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Claim prizes of the date' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Payment', 'ClaimPrizes', { drawDate: '2031-06-01' }),
    );
    expect(api.post).toHaveBeenCalledTimes(1);
  });
});
