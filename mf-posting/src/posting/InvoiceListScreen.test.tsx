import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerDialogs, fail, ok, setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import InvoiceListScreen from './InvoiceListScreen';
import { addressNow, lastPageBody, pageOf, renderAt, resetClient, type MockedClient } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as { api: MockedClient };

jest.setTimeout(30_000);

const dialogs = answerDialogs(true);

const invoice = (invoiceId: number, status: string, payout: number | null) => ({
  invoiceId,
  agentId: 2,
  agentName: 'Remote A',
  drawDate: '2031-01-08',
  poolId: 1,
  remoteTicketNo: `RT-${invoiceId}`,
  gross: 100,
  net: 75,
  payout,
  winLoss: payout === null ? null : payout - 75,
  status,
});
const rows = [
  invoice(1, 'placed', null),
  invoice(2, 'settled', 2600),
  invoice(3, 'failed', null),
  invoice(4, 'paid', 0),
];
const totals = { gross: 400, net: 300, payout: 2600, winLoss: 2450 };
const agents = [
  {
    agentId: 2,
    companyId: 7,
    name: 'Remote A',
    priority: 1,
    postEnabled: true,
    status: 1,
    packageId: 1,
    packageName: 'P',
  },
];

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
  signIn({ userId: 7, username: 'demo_co', userRoleId: 3 });
  client.fetchAllRows.mockResolvedValue(pageOf(agents));
  client.fetchPage.mockImplementation(() => Promise.resolve(pageOf(rows, totals)));
});

const rowOf = async (ticket: string) => (await screen.findByText(ticket)).closest('tr')!;

describe('/posting/InvoiceList', () => {
  it('lists the invoices with tinted statuses and links to their pages', async () => {
    renderAt(
      <InvoiceListScreen />,
      '/posting/InvoiceList?fromDate=2031-01-01&toDate=2031-01-10&status=settled',
    );
    const settled = await rowOf('RT-2');
    expect(client.fetchPage).toHaveBeenCalledWith(
      'Posting',
      'GetRemoteInvoiceList',
      { fromDate: '2031-01-01', toDate: '2031-01-10', status: 'settled' },
      expect.objectContaining({ startCount: 0 }),
    );
    expect(settled).toHaveTextContent('2,525.00');
    expect(within(settled).getByText('Settled')).toHaveAttribute('data-tone', 'neutral');
    expect(within(settled).getByRole('link', { name: 'Lines' })).toHaveAttribute(
      'href',
      '/invoice-detail?invoiceId=2',
    );
    expect(within(settled).getByRole('link', { name: 'Payout' })).toHaveAttribute(
      'href',
      '/invoice-payout-detail?invoiceId=2',
    );
    const placed = await rowOf('RT-1');
    expect(within(placed).queryByRole('link', { name: 'Payout' })).not.toBeInTheDocument();
    expect(within(placed).queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(within(await rowOf('RT-3')).getByText('Failed')).toHaveAttribute('data-tone', 'danger');
    expect(within(await rowOf('RT-4')).getByText('Paid')).toHaveAttribute('data-tone', 'success');
    expect(within(await rowOf('RT-4')).queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('settled');
  });

  it('pays a settled invoice once, after a confirmation', async () => {
    let answer: (v: unknown) => void = () => undefined;
    client.post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderAt(<InvoiceListScreen />, '/posting/InvoiceList?fromDate=2031-01-01&toDate=2031-01-10');
    const pay = within(await rowOf('RT-2')).getByRole('button', { name: 'Pay 2' });
    fireEvent.click(pay);
    await waitFor(() => expect(client.post).toHaveBeenCalledTimes(1));
    expect(dialogs[0]?.message).toBe('Record the settlement of invoice 2 with Remote A (2,525.00)?');
    expect(client.post).toHaveBeenCalledWith(
      'Result',
      'PayPosting',
      { invoiceId: 2 },
      { failureDialog: false },
    );
    // Gone while the call runs: it cannot be pressed twice.
    expect(screen.queryByRole('button', { name: 'Pay 2' })).not.toBeInTheDocument();
    answer(ok({ invoiceId: 2, status: 'paid', paymentId: 9 }));
    await waitFor(() =>
      expect(dialogs.at(-1)).toMatchObject({ kind: 'success', message: 'Invoice 2 is paid.' }),
    );
    await waitFor(() => expect(client.fetchPage).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Pay 2' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a second payment", async () => {
    client.post.mockResolvedValue(fail('This invoice is already paid.'));
    renderAt(<InvoiceListScreen />, '/posting/InvoiceList?fromDate=2031-01-01&toDate=2031-01-10');
    fireEvent.click(within(await rowOf('RT-2')).getByRole('button', { name: 'Pay 2' }));
    await waitFor(() =>
      expect(dialogs.at(-1)).toMatchObject({ kind: 'error', message: 'This invoice is already paid.' }),
    );
  });

  it('keeps the filters (dates, agent, status) in the address', async () => {
    renderAt(<InvoiceListScreen />, '/posting/InvoiceList?fromDate=2031-01-01&toDate=2031-01-10');
    await rowOf('RT-2');
    const agent = screen.getByLabelText('Remote agent');
    await within(agent).findByRole('option', { name: 'Remote A' });
    fireEvent.change(agent, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(addressNow()).toBe(
        '/posting/InvoiceList?fromDate=2031-01-01&toDate=2031-01-10&agentId=2&status=paid',
      ),
    );
    await waitFor(() =>
      expect(lastPageBody(client, 'GetRemoteInvoiceList')).toEqual({
        fromDate: '2031-01-01',
        toDate: '2031-01-10',
        agentId: 2,
        status: 'paid',
      }),
    );
  });
});
