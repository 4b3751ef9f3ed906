import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { page, setupI18n } from '@drawdesk/shared-kernel/testing';
import JackpotDetailScreen from './JackpotDetailScreen';
import SelfWinLossDetailScreen from './SelfWinLossDetailScreen';
import WinLossDetailScreen from './WinLossDetailScreen';
import { catchDownloads, mockedClient, renderIn, resetClient } from '../frame/testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
const client = mockedClient();

jest.setTimeout(30_000);

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
});

/** Opens a page at an address, as a reload or a new tab would: nothing but the address. */
const openAt = (entry: string, el: ReactElement) => renderIn(el, entry, 'none');
const extras = { viewerId: 2, currency: 'SGD', processing: false };

describe('win/loss detail', () => {
  const line = (ticketNo: string, kind: number, stake: number, payout: number) => ({
    ticketId: 1,
    ticketNo,
    bettorId: 9,
    bettorUsername: 'demo_p1',
    drawDate: '2031-01-08',
    poolId: 3,
    number: '1234',
    code: 'B',
    kind,
    stake,
    in: stake * 0.5,
    netAmount: stake * 0.4,
    payout,
    winLoss: payout - stake * 0.4,
  });

  it('reads everything from its address and lists the lines with totals', async () => {
    const rows = [line('T-001', 1, 10, 0), line('T-002', 3, 20, 500)];
    client.fetchPage.mockResolvedValue(
      page(rows, {
        stake: 30,
        in: 15,
        netAmount: 12,
        payout: 500,
        winLoss: 488,
        ...extras,
        processing: true,
      }),
    );
    openAt(
      '/winloss-detail?userId=9&username=demo_p1&viewerId=2&fromDate=2031-01-06&toDate=2031-01-08&poolIds=3&currency=SGD',
      <WinLossDetailScreen />,
    );
    expect(await screen.findByText('T-002')).toBeInTheDocument();
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Report',
      'GetWinLossDetail',
      { userId: 9, viewerId: 2, fromDate: '2031-01-06', toDate: '2031-01-08', poolIds: [3], currency: 'SGD' },
      expect.objectContaining({ startCount: 0 }),
    );
    expect(screen.getByRole('heading', { name: 'Win/Loss Detail' })).toBeInTheDocument();
    const header = screen.getByTestId('print-header');
    expect(header).toHaveTextContent('Account:demo_p1');
    expect(header).toHaveTextContent('Pools:T');
    expect(header).toHaveTextContent('Currency:SGD');
    const table = screen.getByRole('table', { name: 'Win/Loss Detail' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Ticket no',
      'Bettor',
      'Draw date',
      'Pool',
      'Number',
      'Code',
      'Kind',
      'Stake',
      'In',
      'Net amount',
      'Payout',
      'Win/Loss',
    ]);
    const cells = within(screen.getByText('T-002').closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'T-002',
      'demo_p1',
      '08/01/2031',
      'T Toto',
      '1234',
      'B',
      'iBox',
      '20.00',
      '10.00',
      '8.00',
      '500.00',
      '492.00',
    ]);
    const footer = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '', '', '', '', '', '', '30.00', '15.00', '12.00', '500.00', '488.00']);
    expect(screen.getByText(/Result calculation is processing/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('exports its lines with what the page shows above the header', async () => {
    const user = userEvent.setup({ delay: null });
    const downloads = catchDownloads();
    client.fetchPage.mockResolvedValue(
      page([line('T-001', 1, 10, 0)], { stake: 10, in: 5, netAmount: 4, payout: 0, winLoss: -4, ...extras }),
    );
    openAt(
      '/winloss-detail?userId=9&username=代理&fromDate=2031-01-06&toDate=2031-01-08',
      <WinLossDetailScreen />,
    );
    await screen.findByText('T-001');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const lines = await downloads.lines();
    expect(lines.slice(0, 5)).toEqual([
      'Win/Loss Detail',
      'Account,代理',
      'From date,06/01/2031',
      'To date,08/01/2031',
      'Pools,All pools',
    ]);
    expect(lines[5]).toMatch(/^Exported at,/);
    expect(lines[7]).toBe(
      'Ticket no,Bettor,Draw date,Pool,Number,Code,Kind,Stake,In,Net amount,Payout,Win/Loss',
    );
    expect(lines[8]).toBe('T-001,demo_p1,2031-01-08,T Toto,1234,B,Normal,10.00,5.00,4.00,0.00,-4.00');
    downloads.restore();
  });

  it('without its row or dates it says so and asks nothing', async () => {
    openAt('/winloss-detail?fromDate=2031-01-06', <WinLossDetailScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Open it from a report.');
    expect(client.fetchPage).not.toHaveBeenCalled();
  });
});

it('self win/loss detail: the viewer’s own eaten lines with totals', async () => {
  client.fetchPage.mockResolvedValue(
    page(
      [
        {
          ticketId: 1,
          ticketNo: 'T-009',
          drawDate: '2031-01-08',
          poolId: 1,
          number: '0007',
          code: 'S',
          eat: 5,
          ownNet: 4,
          ownPayout: 0,
          ownWinLoss: 4,
        },
      ],
      { eat: 5, ownNet: 4, ownPayout: 0, ownWinLoss: 4, ...extras },
    ),
  );
  openAt(
    '/self-winloss-detail?viewerId=7&fromDate=2031-01-06&toDate=2031-01-08',
    <SelfWinLossDetailScreen />,
  );
  expect(await screen.findByText('T-009')).toBeInTheDocument();
  expect(client.fetchPage).toHaveBeenLastCalledWith(
    'Report',
    'GetSelfWinLossDetail',
    { viewerId: 7, fromDate: '2031-01-06', toDate: '2031-01-08' },
    expect.anything(),
  );
  expect(screen.getByRole('heading', { name: 'Own Win/Loss Detail' })).toBeInTheDocument();
  expect(screen.getByTestId('print-header')).toHaveTextContent('Pools:All pools');
  const table = screen.getByRole('table', { name: 'Own Win/Loss Detail' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([
    'Ticket no',
    'Draw date',
    'Pool',
    'Number',
    'Code',
    'Eat',
    'Own net',
    'Own payout',
    'Own win/loss',
  ]);
  expect(screen.getByText('M Magnum')).toBeInTheDocument();
});

describe('jackpot detail', () => {
  const data = {
    drawDate: '2031-01-08',
    poolId: 3,
    viewerId: 2,
    currency: 'MYR',
    released: true,
    fiveD: { first: '12345', second: '23456', third: '34567' },
    sixD: { first: '123456' },
    jackpot1: 1_500_000,
    jackpot2: null,
    lines: [
      {
        ticketId: 4,
        ticketNo: 'T-100',
        bettorId: 9,
        bettorUsername: 'demo_p1',
        number: '12345',
        code: '5D',
        tier: 1,
        tiers: [1],
        stake: 2,
        payout: 30_000,
      },
    ],
    totalStake: 2,
    totalPayout: 30_000,
    processing: false,
  };

  it('shows the saved numbers and jackpot amounts and the winning lines of the tree', async () => {
    client.post.mockResolvedValue({ success: true, message: null, code: 0, data });
    openAt('/jackpot-detail?drawDate=2031-01-08&poolId=3', <JackpotDetailScreen />);
    expect(await screen.findByText('T-100')).toBeInTheDocument();
    expect(client.post).toHaveBeenCalledWith(
      'Report',
      'GetDetailJackpot',
      { drawDate: '2031-01-08', poolId: 3 },
      { signal: expect.any(AbortSignal) },
    );
    expect(screen.getByText('1st 12345 · 2nd 23456 · 3rd 34567')).toBeInTheDocument();
    expect(screen.getByText('123456')).toBeInTheDocument();
    expect(screen.getByText('1,500,000.00')).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
    expect(screen.getByText('5D 1st')).toBeInTheDocument();
    expect(screen.getAllByText('30,000.00').length).toBe(2); // the line and the total
    expect(screen.getByTestId('print-header')).toHaveTextContent('Pool:T Toto');
  });

  it('says when the draw has no result, and when it is not released', async () => {
    client.post.mockResolvedValue({ success: true, message: null, code: 0, data: null });
    const view = openAt('/jackpot-detail?drawDate=2031-01-08&poolId=3', <JackpotDetailScreen />);
    expect(await screen.findByText('No result is saved for this draw.')).toBeInTheDocument();
    view.unmount();
    client.post.mockResolvedValue({
      success: true,
      message: null,
      code: 0,
      data: { ...data, released: false, lines: [], totalStake: 0, totalPayout: 0 },
    });
    openAt('/jackpot-detail?drawDate=2031-01-08&poolId=3&userId=7', <JackpotDetailScreen />);
    expect(await screen.findByText(/not released yet/)).toBeInTheDocument();
    await waitFor(() =>
      expect(client.post).toHaveBeenLastCalledWith(
        'Report',
        'GetDetailJackpot',
        { drawDate: '2031-01-08', poolId: 3, userId: 7 },
        expect.anything(),
      ),
    );
  });

  it('without a draw date and pool it says so', async () => {
    openAt('/jackpot-detail?poolId=3', <JackpotDetailScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Open it from a report.');
    expect(client.post).not.toHaveBeenCalled();
  });
});

describe('a ticket number on a detail page', () => {
  it('opens the ticket receipt read from the server', async () => {
    client.fetchPage.mockResolvedValue(
      page(
        [
          {
            ticketId: 77,
            ticketNo: 'T-077',
            bettorId: 9,
            bettorUsername: 'demo_p1',
            drawDate: '2031-01-08',
            poolId: 1,
            number: '1234',
            code: 'B',
            kind: 1,
            stake: 1,
            in: 1,
            netAmount: 0.8,
            payout: 0,
            winLoss: -0.8,
          },
        ],
        { stake: 1, in: 1, netAmount: 0.8, payout: 0, winLoss: -0.8, ...extras },
      ),
    );
    client.get.mockResolvedValue({
      success: true,
      message: null,
      code: 0,
      data: { ticketXId: 'X77', expressBetString: 'D#1234#1', receiptString: 'RECEIPT T-077' },
    });
    openAt(
      '/winloss-detail?userId=9&viewerId=2&fromDate=2031-01-06&toDate=2031-01-08',
      <WinLossDetailScreen />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'T-077' }));
    expect(await screen.findByDisplayValue('RECEIPT T-077')).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('Bet', 'GetBetReceipt', { ticketId: 77 }, expect.anything());
  });
});

it('sends the table search of both line pages to the server', async () => {
  client.fetchPage.mockResolvedValue(
    page([], { stake: 0, in: 0, netAmount: 0, payout: 0, winLoss: 0, ...extras }),
  );
  const search = async (name: string, fixed: Record<string, unknown>) => {
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: 'T-002' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        name,
        { ...fixed, search: 'T-002' },
        expect.objectContaining({ startCount: 0, search: 'T-002' }),
      ),
    );
  };
  const view = openAt(
    '/winloss-detail?userId=9&username=demo_p1&viewerId=2&fromDate=2031-01-06&toDate=2031-01-08',
    <WinLossDetailScreen />,
  );
  await search('GetWinLossDetail', { userId: 9, viewerId: 2, fromDate: '2031-01-06', toDate: '2031-01-08' });
  view.unmount();
  openAt(
    '/self-winloss-detail?viewerId=7&fromDate=2031-01-06&toDate=2031-01-08',
    <SelfWinLossDetailScreen />,
  );
  await search('GetSelfWinLossDetail', { viewerId: 7, fromDate: '2031-01-06', toDate: '2031-01-08' });
});
