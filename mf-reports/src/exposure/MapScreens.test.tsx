import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import ActiveMapReportScreen from './ActiveMapReportScreen';
import MapDetailScreen from './MapDetailScreen';
import MapReportScreen from './MapReportScreen';
import MapReportWithoutModalScreen from './MapReportWithoutModalScreen';
import { addressText, failure, mockedClient, ok, renderIn, resetClient } from '../frame/testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
  newRequestKey: jest.fn(),
}));
const client = mockedClient();

jest.setTimeout(30_000);

const day = { fromDate: '2031-01-08', toDate: '2031-01-08', poolIds: [] };
const extras = { viewerId: 2, currency: 'MYR', processing: false };

const renderAt = renderIn;
const address = () => new URLSearchParams(addressText());

const mapRows = [
  { number: '1234', amounts: { B: 10, S: 5, '4A': 2.5 }, total: 17.5 },
  { number: '5678', amounts: { B: 3 }, total: 3 },
];
const mapOverall = {
  amounts: { B: 13, S: 5, '4A': 2.5 },
  total: 20.5,
  numberCount: 7,
  columns: ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'],
  reportType: 1,
  drawDate: '2031-01-08',
  poolId: null,
  ...extras,
};
const detailLine = (lineId: number, number: string, ticketNo: string, amounts: Record<string, number>) => ({
  lineId,
  drawDate: '2031-01-08',
  agentId: 7,
  agent: 'demo_sh',
  bettor: 'demo_p1',
  ticketId: lineId + 100,
  ticketNo,
  number,
  kind: 1,
  poolId: 1,
  package: 'PKG-A',
  amounts,
  total: Object.values(amounts).reduce((a, b) => a + b, 0),
});
const detailReply = {
  ...ok([detailLine(2, '1234', 'T-002', { S: 5 }), detailLine(1, '1234', 'T-001', { B: 10, '4A': 2.5 })]),
  totalCount: 2,
  overallInfo: {
    amounts: { B: 10, S: 5, '4A': 2.5 },
    total: 17.5,
    lines: 2,
    columns: ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'],
    ...extras,
  },
};

beforeAll(async () => {
  await setupI18n();
  signIn({ userId: 2, username: 'demo_ma', userRoleId: 4 });
});
beforeEach(() => {
  resetClient(client);
  // InitReport unreachable: the screens work without a picker, in the base currency.
  client.get.mockResolvedValue(failure());
  client.fetchPage.mockResolvedValue(page(mapRows, mapOverall));
  client.post.mockImplementation((_area: string, name: string, body: { ticketId?: number }) =>
    Promise.resolve(
      name === 'GetMapDetailReport'
        ? detailReply
        : name === 'GetMapReportTicket'
          ? ok({
              ticketXId: 'x',
              expressBetString: `#${body.ticketId}\n1234=10B`,
              receiptString: 'RECEIPT 1234',
            })
          : failure(),
    ),
  );
});

const lastMapBody = (call: string) => {
  const calls = client.fetchPage.mock.calls.filter((c) => c[1] === call);
  return calls.at(-1)?.[2] as Record<string, unknown> | undefined;
};

describe('map report', () => {
  it('a row per number with the code columns of the digit filter, totals, filters kept in the address', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<MapReportScreen initialFilter={day} />, '/report/map-report?digits=4d');
    const table = await screen.findByRole('table', { name: 'Map Report' });
    expect(await within(table).findByText('1234')).toBeInTheDocument();
    expect(lastMapBody('GetMapReport')).toEqual({
      drawDate: '2031-01-08',
      digits: '4d',
      reportType: 1,
      sort: 'total',
      top: 50,
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Number', 'Big', 'Small', '4A', '4SB', '4SC', '4SD', '4SE', '4C', 'Total']);
    // A code nobody bet on the number is 0; the footer has the totals of every row.
    const row = within(table).getByText('5678').closest('tr')!;
    expect(within(row).getAllByText('0.00')).toHaveLength(7);
    const footer = table.querySelector('tfoot')!;
    expect(within(footer as HTMLElement).getByText('13.00')).toBeInTheDocument();
    expect(within(footer as HTMLElement).getAllByText('20.50').length).toBeGreaterThan(0);
    expect(screen.getByText(/2 of 7 numbers/)).toBeInTheDocument();

    // Report type, pool, sort, top and number go to the server and into the address.
    await user.selectOptions(screen.getByLabelText('Report type'), 'Eat net');
    await user.selectOptions(screen.getByLabelText('Pool'), 'Toto');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Number');
    await user.selectOptions(screen.getByLabelText('Show'), 'All numbers');
    await user.type(screen.getByLabelText('Number'), '12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastMapBody('GetMapReport')).toEqual({
        drawDate: '2031-01-08',
        poolId: 3,
        digits: '4d',
        reportType: 4,
        sort: 'number',
        top: 0,
        number: '12',
      }),
    );
    expect(Object.fromEntries(address())).toMatchObject({
      fromDate: '2031-01-08',
      toDate: '2031-01-08',
      poolId: '3',
      digits: '4d',
      type: '4',
      order: 'number',
      top: '0',
      number: '12',
    });
  });

  it('reloads as it was from its address', async () => {
    renderAt(
      <MapReportScreen />,
      '/report/map-report?fromDate=2031-01-11&toDate=2031-01-11&poolId=2&digits=3d&type=2&order=number&top=100',
    );
    await waitFor(() =>
      expect(lastMapBody('GetMapReport')).toEqual({
        drawDate: '2031-01-11',
        poolId: 2,
        digits: '3d',
        reportType: 2,
        sort: 'number',
        top: 100,
      }),
    );
    expect(screen.getByLabelText('Draw date')).toHaveValue('11/01/2031');
    expect(screen.getByLabelText('Digits')).toHaveDisplayValue('3D');
  });

  it('a number opens its lines in a modal; a ticket id opens the ticket', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<MapReportScreen initialFilter={day} />, '/report/map-report?digits=4d');
    await user.click(await screen.findByRole('button', { name: '1234' }));
    const modal = await screen.findByRole('dialog', { name: /1234: lines \(Sale gross\)/ });
    expect(client.post).toHaveBeenCalledWith(
      'Report',
      'GetMapDetailReport',
      {
        agentId: 2,
        agentName: 'demo_ma',
        betNumber: '1234',
        drawDate: '2031-01-08',
        poolId: -1,
        betType: 3,
        searchType: 1,
      },
      expect.anything(),
    );
    const lines = await within(modal).findByRole('table', { name: 'Map Detail' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Date',
      'Agent',
      'Ticket ID',
      'Number',
      'Pool',
      'Package',
      'Big',
      'Small',
      '4A',
      '4SB',
      '4SC',
      '4SD',
      '4SE',
      '4C',
      'Total',
    ]);
    // Sorted by number, then ticket: T-001 before T-002.
    const tickets = within(lines).getAllByRole('button', { name: /^T-00/ });
    expect(tickets.map((b) => b.textContent)).toEqual(['T-001', 'T-002']);
    await user.click(tickets[0]!);
    const ticket = await screen.findByRole('dialog', { name: 'Ticket T-001' });
    expect(client.post).toHaveBeenCalledWith(
      'Report',
      'GetMapReportTicket',
      { ticketId: 101 },
      expect.anything(),
    );
    const texts = await within(ticket).findAllByRole('textbox');
    expect(texts.map((t) => (t as HTMLTextAreaElement).value)).toEqual(['#101\n1234=10B', 'RECEIPT 1234']);
    texts.forEach((t) => expect(t).toHaveAttribute('readonly'));
    await user.click(within(ticket).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ticket T-001' })).toBeNull());
    expect(screen.getByRole('dialog', { name: /1234: lines/ })).toBeInTheDocument();
  });
});

describe('map report without modal', () => {
  it('a number opens /map-detail in a new tab with the SPEC 2.6 parameters', async () => {
    renderAt(
      <MapReportWithoutModalScreen initialFilter={day} />,
      '/report/map-report-without-modal?poolId=1&type=3&currency=SGD',
    );
    const link = await screen.findByRole('link', { name: '1234' });
    expect(link).toHaveAttribute('target', '_blank');
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/map-detail');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      agentId: '2',
      agentName: 'demo_ma',
      betNumber: '1234',
      drawDate: '2031-01-08',
      poolId: '1',
      betType: '3',
      searchType: '3',
      currency: 'SGD',
    });
    expect(screen.queryByRole('button', { name: '1234' })).toBeNull();
    expect(client.post).not.toHaveBeenCalled();
  });
});

describe('map detail page', () => {
  const entry =
    '/map-detail?agentId=7&agentName=demo_sh&betNumber=1234&drawDate=2031-01-08&poolId=-1&betType=3&searchType=1';

  it('reads its parameters, shows the lines sorted by number with totals, and the ticket modal', async () => {
    const user = userEvent.setup({ delay: null });
    client.post.mockImplementation((_a: string, name: string) =>
      Promise.resolve(
        name === 'GetMapDetailReport'
          ? {
              ...detailReply,
              data: [
                detailLine(3, '4321', 'T-009', { B: 1 }),
                detailLine(1, '1234', 'T-001', { B: 10, '4A': 2.5 }),
              ],
            }
          : ok({ ticketXId: 'x', expressBetString: 'BETS', receiptString: 'RECEIPT' }),
      ),
    );
    renderAt(<MapDetailScreen />, entry);
    const table = await screen.findByRole('table', { name: 'Map Detail' });
    expect(client.post).toHaveBeenCalledWith(
      'Report',
      'GetMapDetailReport',
      {
        agentId: 7,
        agentName: 'demo_sh',
        betNumber: '1234',
        drawDate: '2031-01-08',
        poolId: -1,
        betType: 3,
        searchType: 1,
      },
      expect.anything(),
    );
    // No page header; the panel carries the title.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Map Detail' })).toBeInTheDocument();
    await within(table).findByText('T-001');
    const numbers = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelectorAll('td')[3]?.textContent)
      .filter(Boolean);
    expect(numbers.slice(0, 2)).toEqual(['1234', '4321']);
    const footer = table.querySelector('tfoot') as HTMLElement;
    expect(within(footer).getByText('17.50')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'T-009' }));
    const modal = await screen.findByRole('dialog', { name: 'Ticket T-009' });
    const texts = await within(modal).findAllByRole('textbox');
    expect(texts.map((t) => (t as HTMLTextAreaElement).value)).toEqual(['BETS', 'RECEIPT']);
    await user.click(within(modal).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing and asks nothing without its parameters', async () => {
    renderAt(<MapDetailScreen />, '/map-detail?agentId=7&betNumber=1234&drawDate=2031-01-08');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(client.post).not.toHaveBeenCalled();
  });
});

describe('active map report', () => {
  it('reads every draw not yet released by default; a number opens its lines over every open draw', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<ActiveMapReportScreen initialFilter={day} />, '/report/active-map-report');
    const number = await screen.findByRole('button', { name: '1234' });
    expect(lastMapBody('GetActiveMapReport')).toEqual({
      digits: 'all',
      reportType: 1,
      sort: 'total',
      top: 50,
    });
    expect(screen.queryByText(/Choose one draw date/)).toBeNull();
    expect(screen.getByLabelText('Every draw not yet released')).toBeChecked();
    await user.click(number);
    const modal = await screen.findByRole('dialog', { name: /1234: lines/ });
    // No draw date: the lines of every draw not yet released, each row with its own date.
    const detail = client.post.mock.calls.find((c) => c[1] === 'GetMapDetailReport')?.[2] as Record<
      string,
      unknown
    >;
    expect(detail).toMatchObject({ betNumber: '1234', active: true, agentId: 2 });
    expect(detail).not.toHaveProperty('drawDate');
    expect(await within(modal).findAllByText('08/01/2031')).not.toHaveLength(0);
  });

  it('refreshes itself without remounting the rows or closing an open modal', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(
      <ActiveMapReportScreen initialFilter={day} refreshMs={150} />,
      '/report/active-map-report?dates=one',
    );
    const number = await screen.findByRole('button', { name: '1234' });
    expect(lastMapBody('GetActiveMapReport')).toMatchObject({ drawDate: '2031-01-08' });
    const row = number.closest('tr')!;
    await user.click(number);
    const modal = await screen.findByRole('dialog', { name: /1234: lines/ });
    expect(client.post).toHaveBeenCalledWith(
      'Report',
      'GetMapDetailReport',
      expect.objectContaining({ betNumber: '1234', active: true }),
      expect.anything(),
    );
    const before = client.fetchPage.mock.calls.length;
    // Figures move: the next refresh answers a new total for 1234.
    client.fetchPage.mockResolvedValue(
      page([{ ...mapRows[0], amounts: { B: 40 }, total: 40 }, mapRows[1]], { ...mapOverall, total: 43 }),
    );
    await waitFor(() => expect(client.fetchPage.mock.calls.length).toBeGreaterThanOrEqual(before + 2), {
      timeout: 3000,
    });
    await waitFor(() => expect(within(row).getAllByText('40.00').length).toBeGreaterThan(0));
    // The same row element (not remounted, so the scroll position stays) and the modal still open.
    expect(screen.getByRole('button', { name: '1234' }).closest('tr')).toBe(row);
    expect(screen.getByRole('dialog', { name: /1234: lines/ })).toBe(modal);
    // The silent refresh never empties the table nor shows its loading row.
    expect(screen.queryByText('Loading…', { selector: 'td' })).toBeNull();
  });

  it('a refresh reads the page on screen again', async () => {
    client.fetchPage.mockResolvedValue({ ...page(mapRows, mapOverall), totalCount: 120 });
    renderAt(
      <ActiveMapReportScreen initialFilter={day} refreshMs={150} />,
      '/report/active-map-report?dates=one&page=2',
    );
    await screen.findByRole('button', { name: '1234' });
    await waitFor(() => expect(client.fetchPage.mock.calls.length).toBeGreaterThanOrEqual(3), {
      timeout: 3000,
    });
    const pagings = client.fetchPage.mock.calls.map((c) => (c[3] as { startCount: number }).startCount);
    expect(new Set(pagings)).toEqual(new Set([50]));
    expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('page')).toBe('2');
  });
});
