/**
 * The frame every report shares, through a report screen: filters and trail kept in the address,
 * quick picks, the 366-day refusal, print, and the filters above an export's header.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, setupI18n } from '@drawdesk/shared-kernel/testing';
import SalesSummaryScreen from '../winloss/SalesSummaryScreen';
import { quickRange } from './model';
import { addressText, catchDownloads, mockedClient, renderIn, resetClient } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
const client = mockedClient();

jest.setTimeout(30_000);

const totals = { turnover: 10, commission: 1, netAmount: 9, ticketCount: 2, processing: false, viewerId: 2 };
const row = (userId: number, username: string, userRoleId: number) => ({
  userId,
  username,
  userRoleId,
  turnover: 10,
  commission: 1,
  netAmount: 9,
  ticketCount: 2,
});

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
  client.get.mockResolvedValue({
    success: true,
    message: null,
    code: 0,
    data: { baseCurrency: 'MYR', currencies: ['MYR', 'SGD'], currency: 'MYR' },
  });
  client.fetchPage.mockImplementation((_a: string, _c: string, params: { userId?: number }) =>
    Promise.resolve(
      params.userId === 7 ? page([row(9, 'demo_p1', 5)], totals) : page([row(7, 'demo_sh', 4)], totals),
    ),
  );
});

const address = () => new URL(addressText(), 'http://x');

const renderAt = (entry: string) => renderIn(<SalesSummaryScreen />, entry, 'path');

const lastBody = () => client.fetchPage.mock.calls.at(-1)?.[2] as Record<string, unknown>;

it('reads filter and trail from the address: a bookmarked or shared report opens as it was', async () => {
  renderAt(
    '/report/sales-summary?fromDate=2031-01-01&toDate=2031-01-31&poolIds=3,1&currency=SGD&trail=7:demo_sh',
  );
  expect(await screen.findByText('demo_p1')).toBeInTheDocument();
  expect(lastBody()).toEqual({
    fromDate: '2031-01-01',
    toDate: '2031-01-31',
    poolIds: [1, 3],
    currency: 'SGD',
    userId: 7,
  });
  expect(screen.getByLabelText('From date')).toHaveValue('01/01/2031');
  expect(screen.getByRole('button', { name: 'T Toto' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('SGD');
  const crumbs = screen.getByRole('navigation', { name: 'Viewing' });
  expect(within(crumbs).getByRole('button', { name: 'demo_sh' })).toHaveAttribute('aria-current', 'page');
});

it('writes the applied filter and the drill-down into the address', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/report/sales-summary?fromDate=2031-01-06&toDate=2031-01-07');
  expect(await screen.findByText('demo_sh')).toBeInTheDocument();
  // The agent's name is a link to its level (it can open in a new tab); clicking it drills in.
  expect(screen.getByRole('link', { name: 'demo_sh' })).toHaveAttribute(
    'href',
    '/report/sales-summary?fromDate=2031-01-06&toDate=2031-01-07&trail=7%3Ademo_sh',
  );
  await user.click(screen.getByRole('link', { name: 'demo_sh' }));
  expect(await screen.findByText('demo_p1')).toBeInTheDocument();
  expect(address().searchParams.get('trail')).toBe('7:demo_sh');
  // A player row has no downlines: no link, no pointer, no click.
  expect(screen.queryByRole('link', { name: 'demo_p1' })).toBeNull();
  expect(screen.getByRole('cell', { name: 'demo_p1' }).closest('tr')).not.toHaveAttribute('tabindex');

  await user.click(screen.getByRole('button', { name: 'B Sabah' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'SGD');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(address().searchParams.get('poolIds')).toBe('5'));
  expect(Object.fromEntries(address().searchParams)).toEqual({
    fromDate: '2031-01-06',
    toDate: '2031-01-07',
    poolIds: '5',
    currency: 'SGD',
    trail: '7:demo_sh',
  });
  await waitFor(() => expect(lastBody()).toMatchObject({ poolIds: [5], currency: 'SGD', userId: 7 }));
});

it('a quick pick applies its range at once', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/report/sales-summary?fromDate=2031-01-06&toDate=2031-01-07');
  await screen.findByText('demo_sh');
  await user.click(screen.getByRole('button', { name: 'Last month' }));
  const expected = quickRange('lastMonth', new Date());
  await waitFor(() => expect(lastBody()).toMatchObject(expected));
  expect(address().searchParams.get('fromDate')).toBe(expected.fromDate);
  expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
});

it('refuses a range over 366 days, typed or in the address', async () => {
  const user = userEvent.setup({ delay: null });
  const view = renderAt('/report/sales-summary?fromDate=2031-01-01&toDate=2031-01-01');
  await screen.findByText('demo_sh');
  const calls = client.fetchPage.mock.calls.length;
  const to = screen.getByLabelText('To date');
  await user.clear(to);
  await user.type(to, '2032-01-02');
  expect(screen.getByRole('alert')).toHaveTextContent('The date range may cover at most 366 days.');
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  await user.clear(to);
  await user.type(to, '2032-01-01{Enter}');
  await waitFor(() => expect(lastBody()).toMatchObject({ toDate: '2032-01-01' }));
  expect(client.fetchPage.mock.calls.length).toBeGreaterThan(calls);
  view.unmount();

  client.fetchPage.mockClear();
  renderAt('/report/sales-summary?fromDate=2031-01-01&toDate=2032-06-01');
  expect(await screen.findByRole('alert')).toHaveTextContent('The date range may cover at most 366 days.');
  expect(client.fetchPage).not.toHaveBeenCalled();
});

it('prints: a Print button, and the applied filters on top of the printed page', async () => {
  const user = userEvent.setup({ delay: null });
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  renderAt('/report/sales-summary?fromDate=2031-01-06&toDate=2031-01-07&poolIds=1,3&trail=7:demo_sh');
  await screen.findByText('demo_p1');
  await user.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  const header = screen.getByTestId('print-header');
  expect(header).toHaveAttribute('data-print-only');
  expect(header).toHaveTextContent('From date:06/01/2031');
  expect(header).toHaveTextContent('Pools:M, T');
  expect(header).toHaveTextContent('Currency:MYR');
  expect(header).toHaveTextContent('Account:demo_sh');
  expect(header).toHaveTextContent(/Printed at:\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  // The filter form and the trail's buttons stay off the paper.
  expect(screen.getByRole('button', { name: 'Search' }).closest('[data-no-print]')).not.toBeNull();
  expect(screen.getByRole('navigation', { name: 'Viewing' }).closest('[data-no-print]')).not.toBeNull();
  print.mockRestore();
});

it('exports every row with the title and the applied filters above the header', async () => {
  const user = userEvent.setup({ delay: null });
  const downloads = catchDownloads();
  renderAt('/report/sales-summary?fromDate=2031-01-06&toDate=2031-01-07&poolIds=3');
  await screen.findByText('demo_sh');
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(downloads.blobs).toHaveLength(1));
  const lines = await downloads.lines();
  expect(lines.slice(0, 5)).toEqual([
    'Sales Summary',
    'From date,06/01/2031',
    'To date,07/01/2031',
    'Pools,T',
    'Currency,MYR',
  ]);
  expect(lines[5]).toMatch(/^Exported at,/);
  expect(lines.slice(6, 9)).toEqual([
    '',
    'Username,Turnover,Commission,Net amount,Tickets',
    'demo_sh,10.00,1.00,9.00,2',
  ]);
  downloads.restore();
});
