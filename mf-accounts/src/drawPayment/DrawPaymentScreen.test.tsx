import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth$, creditRefresh$, initialAuthState } from '@drawdesk/shared-kernel/bus';
import { QueryProvider, createQueryClient } from '@drawdesk/shared-kernel/query';
import { MemoryRouter } from '@drawdesk/shared-kernel/routing';
import { answerDialogs, ok, setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import DrawPaymentScreen, { explainKey } from './DrawPaymentScreen';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as {
  api: Record<'get' | 'post' | 'fetchPage', jest.Mock>;
};

jest.setTimeout(30_000);

const info = (extra: object = {}) => ({
  drawDate: '2031-03-02',
  userId: 41,
  username: 'demo_p1',
  uplineId: 40,
  uplineUsername: 'demo_ag',
  amount: 47,
  lineCount: 2,
  paid: false,
  paidAmount: null,
  paidAt: null,
  ...extra,
});
const historyRow = {
  drawPaymentId: 1,
  drawDate: '2031-03-02',
  userId: 41,
  username: 'demo_p1',
  uplineId: 40,
  uplineUsername: 'demo_ag',
  amount: 47,
  paymentType: 1,
  initialAmount: 47,
  finalAmount: 0,
  remark: 'cash',
  actorUsername: 'demo_ag',
  createdAt: '2031-03-03T01:00:00Z',
};

let answer = true;
const dialogs = answerDialogs(() => answer);
beforeAll(() => setupI18n());
afterEach(() => auth$.next(initialAuthState));
beforeEach(() => {
  signIn({
    userId: 3,
    username: 'demo_co',
    userRoleId: 3,
    accessString: 'Downline:1234;Payment Report:1234',
  });
  answer = true;
  client.get
    .mockReset()
    .mockResolvedValue(
      ok([
        { userId: 41, username: 'demo_p1', fullName: '', userRoleId: 5, agentLevel: null, status: 'active' },
      ]),
    );
  client.fetchPage.mockReset().mockResolvedValue({
    rows: [historyRow],
    totalCount: 1,
    overallInfo: { totalAmount: 47 },
    success: true,
    message: null,
    code: 0,
  });
  client.post.mockReset();
});

/** The screen in a fresh query cache, so no reply of one test answers another. */
const renderScreen = () =>
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter>
        <DrawPaymentScreen today="2031-03-02" />
      </MemoryRouter>
    </QueryProvider>,
  );

it('as a house account (no Downline, no downlines) asks the server for no downline list', async () => {
  signIn({ userId: 9, username: 'demo_house', userRoleId: 6, accessString: 'Bet:1234;Payment Report:1234' });
  renderScreen();
  await waitFor(() => expect(client.fetchPage).toHaveBeenCalled());
  expect(client.get.mock.calls.filter((c) => c[1] === 'GetDirectDownlines')).toEqual([]);
});

it('sends the table search of the history to the server', async () => {
  renderScreen();
  await waitFor(() => expect(client.fetchPage).toHaveBeenCalled());
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: 'demo_p' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() =>
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Payment',
      'GetDrawPaymentHistory',
      { search: 'demo_p' },
      expect.objectContaining({ startCount: 0, search: 'demo_p' }),
    ),
  );
});

it('explains who pays', () => {
  expect(explainKey({ amount: 5, paid: false })).toBe('info.youPay');
  expect(explainKey({ amount: -5, paid: false })).toBe('info.theyPay');
  expect(explainKey({ amount: 0, paid: false })).toBe('info.nothing');
  expect(explainKey({ amount: 5, paid: true })).toBe('info.paid');
});

it('shows the amount of a date and downline, confirms and pays it, then shows it paid', async () => {
  const user = userEvent.setup({ delay: null });
  const refreshed = jest.fn();
  const sub = creditRefresh$.subscribe(refreshed);
  client.post.mockImplementation((_a: string, call: string) =>
    Promise.resolve(
      call === 'InitDrawPayment'
        ? ok(
            client.post.mock.calls.some((c) => c[1] === 'SaveDrawPayment')
              ? info({ paid: true, paidAmount: 47, paidAt: '2031-03-03T01:00:00Z' })
              : info(),
          )
        : ok({ drawPaymentId: 1, amount: 47, paymentType: 1, initialAmount: 47, finalAmount: 0 }),
    ),
  );
  renderScreen();
  expect(await screen.findByText('cash')).toBeInTheDocument(); // history
  await screen.findByRole('option', { name: 'demo_p1' });
  await user.selectOptions(screen.getByLabelText('Downline'), '41');
  await user.click(screen.getByRole('button', { name: 'Show amount' }));
  await waitFor(() =>
    expect(client.post).toHaveBeenLastCalledWith(
      'Payment',
      'InitDrawPayment',
      { drawDate: '2031-03-02', userId: 41 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    ),
  );
  expect(await screen.findByText('You pay demo_p1 47.00.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Remark'), 'cash');
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  await waitFor(() =>
    expect(client.post).toHaveBeenCalledWith('Payment', 'SaveDrawPayment', {
      drawDate: '2031-03-02',
      userId: 41,
      amount: 47,
      remark: 'cash',
    }),
  );
  expect(dialogs[0]).toMatchObject({ kind: 'confirm', message: 'Settle 47.00 with demo_p1 for 02/03/2031?' });
  expect(await screen.findByText(/^Already paid on/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  expect(refreshed).toHaveBeenCalled();
  sub.unsubscribe();
});

it('pays nothing when the confirmation is cancelled, and explains a loser pays', async () => {
  const user = userEvent.setup({ delay: null });
  answer = false;
  client.post.mockResolvedValue(ok(info({ amount: -8 })));
  renderScreen();
  await screen.findByRole('option', { name: 'demo_p1' });
  await user.selectOptions(screen.getByLabelText('Downline'), '41');
  await user.click(screen.getByRole('button', { name: 'Show amount' }));
  expect(await screen.findByText('demo_p1 pays you 8.00.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(dialogs).toHaveLength(1));
  expect(client.post.mock.calls.filter((c) => c[1] === 'SaveDrawPayment')).toHaveLength(0);
  // Another date: the amount shown was the old date's, so it goes until asked for again.
  fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2031-03-03' } });
  await waitFor(() => expect(screen.queryByText('demo_p1 pays you 8.00.')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Show amount' }));
  await waitFor(() =>
    expect(client.post).toHaveBeenLastCalledWith(
      'Payment',
      'InitDrawPayment',
      { drawDate: '2031-03-03', userId: 41 },
      expect.anything(),
    ),
  );
  expect(await screen.findByText('demo_p1 pays you 8.00.')).toBeInTheDocument();
});
