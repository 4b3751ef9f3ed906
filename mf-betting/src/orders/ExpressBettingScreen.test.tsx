import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth$, creditRefresh$, initialAuthState } from '@drawdesk/shared-kernel/bus';
import { signIn } from '@drawdesk/shared-kernel/testing';
import ExpressBettingScreen from './ExpressBettingScreen';
import { agentContext, fail, ok, p1Context, page, recordDialogs, renderScreen } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
  newRequestKey: jest.fn(),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mocked = require('@drawdesk/shared-kernel/api') as {
  api: Record<'post' | 'fetchPage', jest.Mock>;
  newRequestKey: jest.Mock;
};
const { api: client } = mocked;

const placed = {
  ticketId: 9,
  ticketNo: '100009',
  ticketXId: 'x9',
  receiptString: 'demo_p1 #100009\n25/11\n*MP\n1234=1B 2S\nS.O 25/11 M 1234=B\nGT=4.00',
  expressBetString: 'D25/11/2026\n#12\n1234#B1#S2',
  grossAmount: 4,
  netAmount: 3,
  soldOut: [
    { line: 3, drawDate: '2026-11-25', poolId: 1, number: '1234', code: 'B', requested: 1, accepted: 0 },
  ],
};

let keys = 0;
// The table is a lazy chunk: its first load is slow on a busy machine.
jest.setTimeout(30_000);

let dialogs: ReturnType<typeof recordDialogs>;
beforeEach(() => {
  client.post.mockReset();
  client.fetchPage.mockReset().mockResolvedValue(page([]));
  keys = 0;
  mocked.newRequestKey.mockImplementation(() => `key-${++keys}-0123456789`);
  dialogs = recordDialogs();
  Object.assign(navigator, { clipboard: { writeText: jest.fn().mockResolvedValue(undefined) } });
});
afterEach(() => dialogs.stop());

function answer(routes: Record<string, unknown[]>) {
  client.post.mockImplementation((_area: string, name: string) => {
    const list = routes[name];
    if (!list || list.length === 0) throw new Error(`unexpected call ${name}`);
    return Promise.resolve(list.length > 1 ? list.shift() : list[0]);
  });
}

describe('ExpressBettingScreen', () => {
  it('offers the IT admin no Place order (the server refuses its orders) and says why', async () => {
    answer({ GetBettingContext: [ok(p1Context())] });
    signIn({ userRoleId: 2, username: 'demo_it', accessString: 'Bet:1;Bet History:1' });
    try {
      await renderScreen(<ExpressBettingScreen />);
      expect(await screen.findByTestId('order-unavailable')).toHaveTextContent('this login only reads');
      expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    } finally {
      auth$.next(initialAuthState);
    }
    // A company with Bet create gets the button.
    signIn({ userRoleId: 3, username: 'demo_co', accessString: 'Bet:1234' });
    try {
      await renderScreen(<ExpressBettingScreen />);
      expect((await screen.findAllByRole('button', { name: 'Place order' })).length).toBeGreaterThan(0);
    } finally {
      auth$.next(initialAuthState);
    }
  });

  it('lets an agent choose a bettor, previews as it types, places with Ctrl+Enter and shows the receipt', async () => {
    answer({
      GetBettingContext: [ok(agentContext()), ok(p1Context()), ok(p1Context({ creditLeft: 997 }))],
      PlaceExpressOrder: [ok(placed)],
    });
    const refreshed = jest.fn();
    const sub = creditRefresh$.subscribe(refreshed);
    await renderScreen(<ExpressBettingScreen />);
    const picker = await screen.findByLabelText('Bettor');
    expect(screen.getByText('Choose a bettor to order for.')).toBeInTheDocument();
    fireEvent.change(picker, { target: { value: '41' } });
    await waitFor(() =>
      // The query's signal is passed on, so a reply for an earlier bettor is dropped.
      expect(client.post).toHaveBeenCalledWith(
        'Bet',
        'GetBettingContext',
        { targetUserId: 41 },
        { signal: expect.any(AbortSignal) },
      ),
    );
    const box = screen.getByRole('textbox', { name: 'Bet string' });
    fireEvent.change(box, { target: { value: 'D\n#12\n1234#1#2' } });
    expect(await screen.findByTestId('preview-lines')).toHaveTextContent('1');
    expect(screen.getByTestId('preview-expanded')).toHaveTextContent('4');
    expect(screen.getByTestId('preview-gross')).toHaveTextContent('6.00');
    expect(screen.getByTestId('preview-net')).toHaveTextContent('4.50');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await screen.findByTestId('receipt');
    expect(client.post).toHaveBeenCalledWith('Bet', 'PlaceExpressOrder', {
      betString: 'D\n#12\n1234#1#2',
      targetUserId: 41,
      orderKey: 'key-1-0123456789',
    });
    expect(screen.getByText('S.O 25/11 M 1234=B')).toHaveClass('so');
    expect(screen.getByText('Sold out: 1 line(s)')).toBeInTheDocument();
    expect(refreshed).toHaveBeenCalled();
    expect(box).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(placed.receiptString));
    sub.unsubscribe();
  });

  it('shows errors by line and does not place an order with errors', async () => {
    answer({ GetBettingContext: [ok(p1Context())] });
    await renderScreen(<ExpressBettingScreen />);
    const box = await screen.findByRole('textbox', { name: 'Bet string' });
    fireEvent.change(box, { target: { value: '1234#1\n12x4#1' } });
    expect(await screen.findByText(/Line 2: Bad number/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(client.post).not.toHaveBeenCalledWith('Bet', 'PlaceExpressOrder', expect.anything());
  });

  it('keeps the order key for a retry until the order succeeds', async () => {
    answer({
      GetBettingContext: [ok(p1Context({ bettors: [{ userId: 41, username: 'demo_p1', userRoleId: 5 }] }))],
      PlaceExpressOrder: [fail('Insufficient credit.'), ok(placed)],
    });
    await renderScreen(<ExpressBettingScreen />);
    expect(await screen.findByTestId('bettor-self')).toHaveTextContent('demo_p1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Bet string' }), { target: { value: '1234#1' } });
    const submit = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(submit);
    await waitFor(() => expect(client.post).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await screen.findByTestId('receipt');
    const calls = client.post.mock.calls.filter((c) => c[1] === 'PlaceExpressOrder');
    expect(calls.map((c) => (c[2] as { orderKey: string }).orderKey)).toEqual([
      'key-1-0123456789',
      'key-1-0123456789',
    ]);
    expect((calls[0]![2] as Record<string, unknown>).targetUserId).toBeUndefined();
  });

  it('speaks Chinese', async () => {
    answer({ GetBettingContext: [ok(p1Context())] });
    await renderScreen(<ExpressBettingScreen />, 'zh');
    expect(await screen.findByRole('textbox', { name: '投注字串' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下注' })).toBeInTheDocument();
  });
});
