import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@drawdesk/shared-kernel/i18n';
import { fail, ok, setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import { renderIn, resetClient, type MockedClient } from '../frame/testing';
import InvoiceDetailScreen from './InvoiceDetailScreen';
import InvoicePayoutDetailScreen from './InvoicePayoutDetailScreen';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as { api: MockedClient };

jest.setTimeout(30_000);

const invoice = {
  invoiceId: 12,
  agentId: 2,
  agentName: 'Remote A',
  drawDate: '2031-01-08',
  poolId: 1,
  remoteTicketNo: 'RT-77',
  gross: 3.3,
  net: 2.48,
  payout: 2600,
  winLoss: 2597.52,
  status: 'settled',
  companyId: 7,
  manual: false,
  betString: 'D08/01/2031\n#1\n1234#B1.1\n5678#B2.2',
  receiptString: 'api1 #100023\n08/01\n*M\n1234=1.1B\n5678=2.2B\nGT=3.30',
  remoteXid: 'X-1',
  error: '',
  createdAt: '2031-01-08T03:00:00.000Z',
  paidAt: null,
  paymentId: null,
};

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
  signIn({ userId: 7, username: 'demo_co', userRoleId: 3 });
});

describe('/invoice-detail', () => {
  it('shows the invoice, its bet and receipt strings and its lines with totals to the cent', async () => {
    client.post.mockResolvedValue(
      ok({
        invoice,
        lines: [
          { number: '1234', code: 'B', sent: 1.1, accepted: 1.1, net: 0.83 },
          { number: '5678', code: 'B', sent: 2.2, accepted: 2.2, net: 1.65 },
          { number: '9999', code: 'S', sent: 0.1, accepted: 0, net: 0 },
        ],
      }),
    );
    renderIn(<InvoiceDetailScreen />, '/invoice-detail?invoiceId=12', 'none');
    const facts = await screen.findByTestId('invoice-facts');
    expect(client.post).toHaveBeenCalledWith(
      'Posting',
      'GetRemoteInvoiceDetails',
      { invoiceId: 12 },
      expect.objectContaining({ signal: expect.anything() }),
    );
    expect(facts).toHaveTextContent('Remote A');
    expect(facts).toHaveTextContent('RT-77');
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Settled');
    expect(screen.getByTestId('invoice-winloss')).toHaveTextContent('2,597.52');
    expect(screen.getByLabelText('Bet string')).toHaveValue(invoice.betString);
    expect(screen.getByLabelText('Receipt string')).toHaveValue(invoice.receiptString);
    const table = await screen.findByRole('table', { name: 'Invoice Detail' });
    await within(table).findByText('9999');
    const foot = table.querySelector('tfoot')!;
    // 1.10 + 2.20 + 0.10 is 3.40 exactly (not 3.4000000000000004); net 0.83 + 1.65 = 2.48.
    expect(foot).toHaveTextContent('3.40');
    expect(foot).toHaveTextContent('3.30');
    expect(foot).toHaveTextContent('2.48');
    expect(screen.getByRole('link', { name: 'Payout lines' })).toHaveAttribute(
      'href',
      '/invoice-payout-detail?invoiceId=12',
    );
  });

  it('asks nothing without an invoice in its address, and says so when the call fails', async () => {
    const { unmount } = renderIn(<InvoiceDetailScreen />, '/invoice-detail', 'none');
    expect(await screen.findByRole('alert')).toHaveTextContent('the invoice is missing');
    expect(client.post).not.toHaveBeenCalled();
    unmount();
    client.post.mockResolvedValue(fail('No record found!'));
    renderIn(<InvoiceDetailScreen />, '/invoice-detail?invoiceId=99', 'none');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invoice could not be loaded.');
  });
});

describe('/invoice-payout-detail', () => {
  it('lists the winning lines with their matched prizes and payout', async () => {
    client.post.mockResolvedValue(
      ok({
        invoice,
        lines: [
          { number: '1234', code: 'B', accepted: 1, ranks: [1], payout: 2500 },
          { number: '5678', code: 'B', accepted: 1, ranks: [7, 7], payout: 100 },
        ],
      }),
    );
    renderIn(<InvoicePayoutDetailScreen />, '/invoice-payout-detail?invoiceId=12', 'none');
    const table = await screen.findByRole('table', { name: 'Invoice Payout Detail' });
    const first = (await within(table).findByText('1234')).closest('tr')!;
    expect(first).toHaveTextContent('1st');
    expect(first).toHaveTextContent('2,500.00');
    expect(within(table).getByText('5678').closest('tr')).toHaveTextContent('Starter ×2');
    expect(table.querySelector('tfoot')).toHaveTextContent('2,600.00');
    expect(client.post).toHaveBeenCalledWith(
      'Posting',
      'GetRemoteInvoicePayoutDetails',
      { invoiceId: 12 },
      expect.anything(),
    );
  });

  it('says there is no payout before the result', async () => {
    client.post.mockResolvedValue(
      ok({ invoice: { ...invoice, status: 'placed', payout: null, winLoss: null }, lines: [] }),
    );
    renderIn(<InvoicePayoutDetailScreen />, '/invoice-payout-detail?invoiceId=12', 'none');
    expect(
      await screen.findByText("The draw's result is not released yet: there is no payout."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Invoice Payout Detail' })).not.toBeInTheDocument(),
    );
  });
});

describe('in Chinese', () => {
  afterEach(() => setLanguage('en'));

  it('names the facts and the matched prizes in Chinese', async () => {
    client.post.mockResolvedValue(
      ok({ invoice, lines: [{ number: '1234', code: 'B', accepted: 1, ranks: [1, 8], payout: 2560 }] }),
    );
    await setLanguage('zh');
    renderIn(<InvoicePayoutDetailScreen />, '/invoice-payout-detail?invoiceId=12', 'none');
    const row = (await screen.findByText('1234')).closest('tr')!;
    expect(row).toHaveTextContent('头奖, 安慰奖');
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('已开彩');
    expect(screen.getByLabelText('下注字符串')).toHaveValue(invoice.betString);
    expect(screen.getByRole('columnheader', { name: '中奖奖项' })).toBeInTheDocument();
  });
});
