import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import type { InboxTicket } from '@drawdesk/shared-kernel/contract';
import InboxScreen from './InboxScreen';
import { ticketQuery } from './model';
import { ok, page, recordDialogs, renderScreen } from '../common/testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as {
  api: Record<'post' | 'fetchPage', jest.Mock>;
};

const ticket = (over: Partial<InboxTicket>): InboxTicket => ({
  ticketId: 1,
  ticketNo: '100001',
  ticketXId: 'x1',
  bettorId: 41,
  bettor: 'demo_p1',
  orderingAgent: 'demo_ag',
  orderDate: '2026-11-23T02:00:00.000Z',
  drawDates: ['2026-11-25'],
  pools: [1, 2],
  grossAmount: 6,
  netAmount: 4.5,
  status: 0,
  isLate: false,
  source: 'express',
  expressBetString: 'D25/11/2026\n#12\n1234#B1#S2',
  receiptString: 'demo_p1 #100001\n25/11\n*MP\n1234=1B 2S\nGT=6.00',
  ...over,
});
const rows = [
  ticket({}),
  ticket({ ticketId: 2, ticketNo: '100002', status: 2 }),
  ticket({ ticketId: 3, ticketNo: '100003', status: 99, source: 'auto' }),
];
const totals = {
  count: 3,
  grossAmount: 18,
  netAmount: 13.5,
  byStatus: [],
  voidRights: { others: null, own: null },
};

// The table is a lazy chunk: its first load is slow on a busy machine.
jest.setTimeout(30_000);

let dialogs: ReturnType<typeof recordDialogs>;
beforeEach(() => {
  client.post.mockReset();
  client.fetchPage.mockReset().mockResolvedValue(page(rows, totals));
  dialogs = recordDialogs();
});
afterEach(() => dialogs.stop());

const rowOf = (no: string) => screen.getByRole('button', { name: no }).closest('tr')!;

describe('InboxScreen', () => {
  it("shows an API order's source with the API account that placed it", async () => {
    client.fetchPage.mockResolvedValue(
      page([ticket({ ticketId: 9, ticketNo: '100009', source: 'api', apiAccount: 'Upstream Desk' })], {
        ...totals,
        count: 1,
      }),
    );
    await renderScreen(<InboxScreen />);
    await screen.findByRole('button', { name: '100009' }, { timeout: 10_000 });
    expect(within(rowOf('100009')).getByText('API: Upstream Desk')).toBeInTheDocument();
  });

  it('lists tickets, tints cancelled and error rows, and filters through GetTicket', async () => {
    await renderScreen(<InboxScreen />);
    await screen.findByRole('button', { name: '100001' }, { timeout: 10_000 });
    expect(rowOf('100001')).not.toHaveAttribute('data-tint');
    expect(rowOf('100002')).toHaveAttribute('data-tint', 'danger');
    expect(rowOf('100003')).toHaveAttribute('data-tint', 'danger');
    expect(within(rowOf('100002')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(rowOf('100003')).getByText('Auto')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Bettor username'), { target: { value: ' demo_p1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetTicket',
        { dateType: 'draw', status: 2, username: 'demo_p1' },
        expect.anything(),
      ),
    );
  });

  it('clears the filters with Reset and lists without them', async () => {
    await renderScreen(<InboxScreen />);
    await screen.findByRole('button', { name: '100001' }, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Ticket no'), { target: { value: '100002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetTicket',
        { dateType: 'draw', ticketNo: '100002' },
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetTicket',
        { dateType: 'draw' },
        expect.anything(),
      ),
    );
    expect(screen.getByLabelText('Ticket no')).toHaveValue('');
  });

  it('asks for a selection before a bulk void, then voids the selected tickets after confirming', async () => {
    client.post.mockResolvedValue(ok({ voided: [1, 3], refunded: 9 }));
    const refreshed = jest.fn();
    const sub = creditRefresh$.subscribe(refreshed);
    await renderScreen(<InboxScreen />);
    await screen.findByRole('button', { name: '100001' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Void selected' }));
    await waitFor(() =>
      expect(dialogs.dialogs[0]).toMatchObject({
        kind: 'error',
        message: 'Please select at least one ticket to void',
      }),
    );
    expect(client.post).not.toHaveBeenCalled();
    fireEvent.click(within(rowOf('100001')).getByLabelText('Select row'));
    fireEvent.click(within(rowOf('100003')).getByLabelText('Select row'));
    fireEvent.click(screen.getByRole('button', { name: 'Void selected' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('Bet', 'BulkVoidTicket', { ticketIds: [1, 3] }),
    );
    expect(dialogs.dialogs[1]).toMatchObject({ kind: 'confirm' });
    await waitFor(() => expect(refreshed).toHaveBeenCalled());
    sub.unsubscribe();
  });

  it('opens the receipt modal with both strings, sends an SMS receipt and voids one ticket', async () => {
    client.post.mockImplementation((_a: string, name: string) =>
      Promise.resolve(
        name === 'SendSmsReceipt'
          ? ok({ smsId: 5, phone: '0123456789' })
          : ok({ voided: [1], refunded: 4.5 }),
      ),
    );
    await renderScreen(<InboxScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '100001' }, { timeout: 10_000 }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByLabelText('Express bet string')).toHaveValue(rows[0]!.expressBetString);
    expect(within(modal).getByLabelText('Receipt string')).toHaveValue(rows[0]!.receiptString);
    expect(within(modal).getByLabelText('Receipt string')).toHaveAttribute('readonly');
    fireEvent.change(within(modal).getByLabelText('Phone number (empty: the bettor’s phone)'), {
      target: { value: '0123456789' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'SMS receipt' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith('Report', 'SendSmsReceipt', {
        ticketId: 1,
        phone: '0123456789',
      }),
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith('Bet', 'VoidTicket', { ticketId: 1 }));
  });

  it('shows the ticket count as a count, not as money', async () => {
    client.fetchPage.mockResolvedValue(page(rows, { ...totals, count: 1300 }));
    await renderScreen(<InboxScreen />);
    await screen.findByRole('button', { name: '100001' }, { timeout: 10_000 });
    const strip = screen.getByLabelText('Overall');
    expect(within(strip).getByText('1,300')).toBeInTheDocument();
    expect(within(strip).queryByText('1,300.00')).toBeNull();
    expect(within(strip).getByText('18.00')).toBeInTheDocument();
  });

  it('without void authority offers no Void, says why, and never calls the server', async () => {
    client.fetchPage.mockResolvedValue(
      page(rows, { ...totals, voidRights: { others: 'noVoidAuthority', own: 'selfVoidOff' } }),
    );
    await renderScreen(<InboxScreen />);
    await screen.findByRole('button', { name: '100001' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Void selected' })).toBeNull();
    expect(screen.getByTestId('void-unavailable')).toHaveTextContent('no void ticket authority');
    fireEvent.click(screen.getByRole('button', { name: '100001' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).queryByRole('button', { name: 'Void' })).toBeNull();
    expect(within(modal).getByTestId('void-unavailable')).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();
  });

  it('builds the query without empty filters', () => {
    expect(
      ticketQuery({
        fromDate: '2026-11-01',
        toDate: '',
        dateType: 'order',
        status: '0',
        username: '',
        ticketNo: ' 100001 ',
        poolId: '3',
        source: 'web',
      }),
    ).toEqual({
      dateType: 'order',
      fromDate: '2026-11-01',
      status: 0,
      ticketNo: '100001',
      poolId: 3,
      source: 'web',
    });
  });
});
