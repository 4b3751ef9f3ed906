import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerDialogs, fail, ok, setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import DistributionScreen from './DistributionScreen';
import { pageOf, renderAt, resetClient, type MockedClient } from './testing';
import UndistributedDetailScreen from './UndistributedDetailScreen';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as { api: MockedClient };

jest.setTimeout(30_000);

const dialogs = answerDialogs(true);

const row = (poolId: number, undistributed: number, failed = 0) => ({
  drawDate: '2031-01-08',
  poolId,
  cutoff: '2031-01-08T19:00:00+08:00',
  posted: 100,
  distributed: 100 - undistributed,
  undistributed,
  invoices: 1,
  failed,
});
const rows = [row(1, 60), row(2, 0), row(3, 25.5, 1)];
const totals = { posted: 300, distributed: 214.5, undistributed: 85.5, invoices: 3, failed: 1 };

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
  signIn({ userId: 7, username: 'demo_co', userRoleId: 3 });
  client.fetchPage.mockImplementation(() => Promise.resolve(pageOf(rows, totals)));
});

describe('/posting/Distribution', () => {
  it('shows each draw with its invoices and failed calls, and distributes one on request', async () => {
    client.post.mockResolvedValue(
      ok({
        invoices: [{ invoiceId: 41, agentId: 2, remoteTicketNo: 'T1', gross: 60, net: 45 }],
        undistributed: 0,
      }),
    );
    renderAt(<DistributionScreen />, '/posting/Distribution?fromDate=2031-01-01&toDate=2031-01-10');
    const table = await screen.findByRole('table', { name: 'Distribution Summary' });
    const toto = (await within(table).findByText('Toto')).closest('tr')!;
    expect(toto).toHaveTextContent('25.50');
    expect(within(table).getByText('Kuda').closest('tr')!.querySelector('button')).toBeDisabled();
    expect(client.fetchPage).toHaveBeenCalledWith(
      'Posting',
      'GetDistributionSummary',
      { fromDate: '2031-01-01', toDate: '2031-01-10' },
      expect.objectContaining({ startCount: 0 }),
    );
    expect(within(toto).getByRole('link', { name: 'Undistributed' })).toHaveAttribute(
      'href',
      '/posting/UndistributedDetail?drawDate=2031-01-08&poolId=3',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Distribute now Magnum 2031-01-08' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        'Posting',
        'DoDistribute',
        { drawDate: '2031-01-08', poolId: 1 },
        { failureDialog: false },
      ),
    );
    expect(dialogs[0]?.message).toBe(
      'Distribute the posted amounts of Magnum on 08/01/2031 to the remote agents now?',
    );
    const magnum = within(table).getByText('Magnum').closest('tr')!;
    await waitFor(() => expect(magnum).toHaveTextContent('1 invoice(s), 0.00 left'));
    expect(screen.getByTestId('distribution-progress')).toHaveTextContent('Distributed 1 of 1.');
  });

  it('distributes every shown row with something undistributed, one after another, with progress and per-row state', async () => {
    const replies: Array<(v: unknown) => void> = [];
    client.post.mockImplementation(() => new Promise((resolve) => replies.push(resolve)));
    renderAt(<DistributionScreen />, '/posting/Distribution?fromDate=2031-01-01&toDate=2031-01-10');
    const all = await screen.findByRole('button', { name: 'Distribute every shown row (2)' });
    fireEvent.click(all);
    await waitFor(() => expect(client.post).toHaveBeenCalledTimes(1));
    expect(dialogs[0]?.message).toBe('Distribute the posted amounts of 2 draws to the remote agents now?');
    const progress = screen.getByTestId('distribution-progress');
    expect(progress).toHaveTextContent('Distributing 0 of 2…');
    const table = screen.getByRole('table', { name: 'Distribution Summary' });
    const magnum = within(table).getByText('Magnum').closest('tr')!;
    const toto = within(table).getByText('Toto').closest('tr')!;
    expect(magnum).toHaveTextContent('Distributing…');
    expect(toto).toHaveTextContent('Waiting');
    // A second run cannot start while this one goes.
    expect(all).toBeDisabled();
    replies[0]!(ok({ invoices: [], undistributed: 60 }));
    await waitFor(() => expect(client.post).toHaveBeenCalledTimes(2));
    expect(client.post.mock.calls[1]![2]).toEqual({ drawDate: '2031-01-08', poolId: 3 });
    expect(progress).toHaveTextContent('Distributing 1 of 2…');
    expect(magnum).toHaveTextContent('0 invoice(s), 60.00 left');
    replies[1]!(fail('Remote agent A did not answer.'));
    await waitFor(() => expect(toto).toHaveTextContent('Failed: Remote agent A did not answer.'));
    expect(progress).toHaveTextContent('Distributed 1 of 2.');
    // The refusal is on its row, not in a dialog.
    expect(dialogs.filter((d) => d.kind === 'error')).toHaveLength(0);
  });
});

describe('/posting/UndistributedDetail', () => {
  const lines = [
    { number: '1234', code: 'B', posted: 10, distributed: 4, undistributed: 6 },
    { number: '0042', code: '2A', posted: 2, distributed: 2, undistributed: 0 },
  ];
  beforeEach(() => {
    client.fetchPage.mockImplementation(() =>
      Promise.resolve(pageOf(lines, { posted: 12, distributed: 6, undistributed: 6 })),
    );
  });

  it('lists the draw per number and code and distributes what waits', async () => {
    client.post.mockResolvedValue(ok({ invoices: [], undistributed: 6 }));
    renderAt(<UndistributedDetailScreen />, '/posting/UndistributedDetail?drawDate=2031-01-08&poolId=2');
    expect(await screen.findByRole('heading', { name: 'Kuda · 2031-01-08' })).toBeInTheDocument();
    await screen.findByText('0042');
    expect(client.fetchPage).toHaveBeenCalledWith(
      'Posting',
      'GetUndistributedDetail',
      { drawDate: '2031-01-08', poolId: 2 },
      expect.objectContaining({ startCount: 0 }),
    );
    expect(screen.getByRole('link', { name: 'Manual distribution' })).toHaveAttribute(
      'href',
      '/posting/ManualDistribute?drawDate=2031-01-08&poolId=2',
    );
    const now = screen.getByRole('button', { name: 'Distribute now' });
    await waitFor(() => expect(now).toBeEnabled());
    fireEvent.click(now);
    await waitFor(() => expect(screen.getByText('0 invoice(s), 6.00 left')).toBeInTheDocument());
    expect(client.post).toHaveBeenCalledWith(
      'Posting',
      'DoDistribute',
      { drawDate: '2031-01-08', poolId: 2 },
      { failureDialog: false },
    );
  });

  it('needs the draw in its address', async () => {
    renderAt(<UndistributedDetailScreen />, '/posting/UndistributedDetail?poolId=2');
    expect(await screen.findByRole('alert')).toHaveTextContent('the draw date and pool are missing');
    expect(client.fetchPage).not.toHaveBeenCalled();
  });
});
