import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AutoTicketRow } from '@drawdesk/shared-kernel/contract';
import { auth$, initialAuthState } from '@drawdesk/shared-kernel/bus';
import { signIn } from '@drawdesk/shared-kernel/testing';
import AutoTicketScreen from './AutoTicketScreen';
import { ok, p1Context, page, recordDialogs, renderScreen } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as {
  api: Record<'post' | 'fetchPage', jest.Mock>;
};

const auto = (over: Partial<AutoTicketRow>): AutoTicketRow => ({
  id: 1,
  bettorId: 41,
  bettor: 'demo_p1',
  betString: '1234#1',
  pools: [1],
  remaining: 3,
  endDate: null,
  status: 1,
  lastError: '',
  runs: 0,
  createdAt: '2026-11-23T02:00:00.000Z',
  ...over,
});

// The table is a lazy chunk: its first load is slow on a busy machine.
jest.setTimeout(30_000);

let dialogs: ReturnType<typeof recordDialogs>;
beforeEach(() => {
  client.post
    .mockReset()
    .mockImplementation((_a: string, name: string) =>
      Promise.resolve(
        name === 'GetBettingContext'
          ? ok(p1Context())
          : name === 'SaveRunTicket'
            ? ok(auto({ id: 7 }))
            : ok({ voided: 1 }),
      ),
    );
  client.fetchPage
    .mockReset()
    .mockResolvedValue(page([auto({}), auto({ id: 2, status: 2, betString: '5678#1' })]));
  dialogs = recordDialogs();
});
afterEach(() => dialogs.stop());

describe('AutoTicketScreen', () => {
  it('sends the table search to the server with the chosen bettor', async () => {
    await renderScreen(<AutoTicketScreen />);
    fireEvent.change(await screen.findByLabelText('Bettor'), { target: { value: '41' } });
    await screen.findAllByText('1234#1');
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: ' 1234 ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetAutoTicket',
        { bettorId: 41, search: '1234' },
        expect.objectContaining({ startCount: 0, search: '1234' }),
      ),
    );
  });

  it('offers the IT admin neither Save nor Void (the server refuses both) and says why', async () => {
    signIn({ userRoleId: 2, username: 'demo_it', accessString: 'Bet:1' });
    try {
      await renderScreen(<AutoTicketScreen />);
      fireEvent.change(await screen.findByLabelText('Bettor'), { target: { value: '41' } });
      expect(await screen.findByTestId('order-unavailable')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save auto ticket' })).toBeNull();
      await screen.findAllByText('1234#1');
      expect(screen.queryByRole('button', { name: 'Void selected' })).toBeNull();
    } finally {
      auth$.next(initialAuthState);
    }
  });

  it('saves an auto ticket for the chosen bettor with pools and a draw count', async () => {
    await renderScreen(<AutoTicketScreen />);
    fireEvent.change(await screen.findByLabelText('Bettor'), { target: { value: '41' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bet string (no date line but D)' }), {
      target: { value: 'D\n1234#1' },
    });
    fireEvent.click(screen.getByLabelText('Kuda'));
    fireEvent.click(screen.getByRole('button', { name: 'Save auto ticket' }));
    await waitFor(() =>
      expect(dialogs.dialogs[0]).toMatchObject({ kind: 'error', message: 'Please fill up run amount' }),
    );
    fireEvent.change(screen.getByLabelText('Draws'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save auto ticket' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('Report', 'SaveRunTicket', {
        betString: 'D\n1234#1',
        pools: [1, 2],
        count: 4,
        targetUserId: 41,
      }),
    );
  });

  it('tints active rows and voids the selected ones after confirming', async () => {
    await renderScreen(<AutoTicketScreen />);
    await screen.findAllByText('1234#1', {}, { timeout: 10_000 });
    const rowWith = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;
    const active = rowWith('1234#1');
    const voided = rowWith('5678#1');
    expect(active).toHaveAttribute('data-tint', 'danger');
    expect(voided).not.toHaveAttribute('data-tint');
    fireEvent.click(screen.getByRole('button', { name: 'Void selected' }));
    await waitFor(() =>
      expect(dialogs.dialogs[0]).toMatchObject({ message: 'Please select at least one auto ticket.' }),
    );
    fireEvent.click(within(active).getByLabelText('Select row'));
    fireEvent.click(screen.getByRole('button', { name: 'Void selected' }));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith('Report', 'VoidAutoTicket', { ids: [1] }));
  });
});
