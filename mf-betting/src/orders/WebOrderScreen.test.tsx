import { fireEvent, screen, waitFor } from '@testing-library/react';
import WebOrderScreen from './WebOrderScreen';
import WebOrder2Screen from './WebOrder2Screen';
import { fail, ok, p1Context, page, recordDialogs, renderScreen } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
  newRequestKey: jest.fn(() => 'web-key-0123456789'),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client, newRequestKey: keys } = require('@drawdesk/shared-kernel/api') as {
  api: Record<'post' | 'fetchPage', jest.Mock>;
  newRequestKey: jest.Mock;
};

const placed = {
  ticketId: 9,
  ticketNo: '100009',
  ticketXId: 'x9',
  receiptString: 'demo_p1 #100009\nGT=3.00',
  expressBetString: '',
  grossAmount: 3,
  netAmount: 2.25,
  soldOut: [],
};

// The table is a lazy chunk: its first load is slow on a busy machine.
jest.setTimeout(30_000);

let dialogs: ReturnType<typeof recordDialogs>;
beforeEach(() => {
  client.post
    .mockReset()
    .mockImplementation((_a: string, name: string) =>
      Promise.resolve(name === 'GetBettingContext' ? ok(p1Context()) : ok(placed)),
    );
  client.fetchPage.mockReset().mockResolvedValue(page([]));
  keys.mockClear();
  dialogs = recordDialogs();
});
afterEach(() => dialogs.stop());

describe('WebOrderScreen', () => {
  it('previews the grid and places it as PlaceWebOrder rows with pools and dates', async () => {
    await renderScreen(<WebOrderScreen />);
    fireEvent.change(await screen.findByLabelText('Number 1'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('B 1'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('S 1'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Number 2'), { target: { value: '567' } });
    fireEvent.change(screen.getByLabelText('Bet type 2'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('3A 2'), { target: { value: '0.5' } });
    // 1234 B1 S2 = 3.00 (net 2.25); *567 3A0.5 x 6 = 3.00, net 0.375 rounded up per bet: 6 x 0.38.
    expect(await screen.findByTestId('preview-gross')).toHaveTextContent('6.00');
    expect(screen.getByTestId('preview-net')).toHaveTextContent('4.53');
    fireEvent.click(screen.getByLabelText('2026-11-28'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('Bet', 'PlaceWebOrder', {
        rows: [
          { number: '1234', kind: 1, amounts: { B: 1, S: 2 } },
          { number: '567', kind: 2, amounts: { '3A': 0.5 } },
        ],
        pools: [1],
        drawDates: ['2026-11-28'],
        orderKey: 'web-key-0123456789',
      }),
    );
    expect(await screen.findByTestId('receipt')).toHaveTextContent('GT=3.00');
  });

  it('refuses an order without pools', async () => {
    await renderScreen(<WebOrderScreen />);
    fireEvent.change(await screen.findByLabelText('Number 1'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('B 1'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('Magnum'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(dialogs.dialogs[0]).toMatchObject({ message: 'Please select at least one pool' }),
    );
    expect(client.post).not.toHaveBeenCalledWith('Bet', 'PlaceWebOrder', expect.anything());
  });

  it('shows a bad number on its cell and sends nothing', async () => {
    await renderScreen(<WebOrderScreen />);
    fireEvent.change(await screen.findByLabelText('Number 1'), { target: { value: '12a4' } });
    fireEvent.change(screen.getByLabelText('B 1'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const cell = screen.getByLabelText('Number 1');
    await waitFor(() => expect(cell).toHaveAttribute('aria-invalid', 'true'));
    expect(cell).toHaveAccessibleDescription(/digit/i);
    expect(client.post).not.toHaveBeenCalledWith('Bet', 'PlaceWebOrder', expect.anything());
  });

  it('adds a row with Enter on the last number and keeps the order key for a retry', async () => {
    client.post.mockImplementation((_a: string, name: string) =>
      Promise.resolve(name === 'GetBettingContext' ? ok(p1Context()) : fail('Insufficient credit.')),
    );
    await renderScreen(<WebOrderScreen />);
    const last = await screen.findByLabelText('Number 5');
    fireEvent.keyDown(last, { key: 'Enter' });
    expect(await screen.findByLabelText('Number 6')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Number 6'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('B 6'), { target: { value: '1' } });
    const submit = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(submit);
    await waitFor(() => expect(client.post).toHaveBeenCalledWith('Bet', 'PlaceWebOrder', expect.anything()));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() =>
      expect(client.post.mock.calls.filter((c) => c[1] === 'PlaceWebOrder')).toHaveLength(2),
    );
    expect(keys.mock.calls).toHaveLength(1);
  });
});

describe('WebOrder2Screen', () => {
  it('places many numbers with one amounts row', async () => {
    await renderScreen(<WebOrder2Screen />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Numbers' }), {
      target: { value: '1234\n5678, 9012' },
    });
    fireEvent.change(screen.getByLabelText('B'), { target: { value: '1' } });
    expect(await screen.findByTestId('preview-gross')).toHaveTextContent('3.00');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('Bet', 'PlaceWebOrder', {
        rows: ['1234', '5678', '9012'].map((number) => ({ number, kind: 1, amounts: { B: 1 } })),
        pools: [1],
        orderKey: 'web-key-0123456789',
      }),
    );
  });
});
