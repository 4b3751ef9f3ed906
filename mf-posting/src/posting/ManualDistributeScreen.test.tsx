import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerDialogs, fail, ok, setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import ManualDistributeScreen from './ManualDistributeScreen';
import { pageOf, renderAt, resetClient, type MockedClient } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as { api: MockedClient };

jest.setTimeout(30_000);

const dialogs = answerDialogs(true);

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
  {
    agentId: 3,
    companyId: 7,
    name: 'Remote B',
    priority: 2,
    postEnabled: false,
    status: 1,
    packageId: null,
    packageName: null,
  },
];
const betString = 'D08/01/2031\n#1\n1234#B1.5\n042#3A2';

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
  signIn({ userId: 7, username: 'demo_co', userRoleId: 3 });
  client.fetchAllRows.mockResolvedValue(pageOf(agents));
  client.post.mockImplementation((_area: string, name: string) =>
    Promise.resolve(
      name === 'TranslateToBetString'
        ? ok({ betString })
        : ok({
            invoices: [{ invoiceId: 51, agentId: 2, remoteTicketNo: 'RT-9', gross: 3.5, net: 2.63 }],
            undistributed: 1,
          }),
    ),
  );
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillAmounts() {
  renderAt(<ManualDistributeScreen />, '/posting/ManualDistribute?drawDate=2031-01-08&poolId=1');
  const agent = screen.getByLabelText(/Remote agent/);
  await within(agent).findByRole('option', { name: 'Remote A' });
  expect(within(agent).getByRole('option', { name: 'Remote B (posting off)' })).toBeInTheDocument();
  fireEvent.change(agent, { target: { value: '2' } });
  fill('Number 1', '1234');
  fill('Amount 1', '1.50');
  fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
  fill('Number 2', '042');
  fireEvent.change(screen.getByLabelText('Bet code 2'), { target: { value: '3A' } });
  fill('Amount 2', '2');
  // An ibox line is typed with the express ibox prefix.
  fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
  fill('Number 3', '**4321');
  fill('Amount 3', '3');
}

describe('/posting/ManualDistribute', () => {
  it('previews the bet string of the amounts, then sends what was previewed and shows the invoice', async () => {
    await fillAmounts();
    expect(client.fetchAllRows).toHaveBeenCalledWith('Posting', 'GetRemoteAgents', {}, expect.anything());
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByLabelText('Bet string to send');
    expect(preview).toHaveValue(betString);
    expect(client.post).toHaveBeenCalledWith(
      'Posting',
      'TranslateToBetString',
      {
        drawDate: '2031-01-08',
        poolId: 1,
        items: [
          { number: '1234', code: 'B', ibox: false, amount: 1.5 },
          { number: '042', code: '3A', ibox: false, amount: 2 },
          { number: '4321', code: 'B', ibox: true, amount: 3 },
        ],
      },
      { failureDialog: false },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const result = await screen.findByTestId('manual-result');
    expect(dialogs[0]?.message).toBe('Send this bet string to Remote A?');
    expect(client.post).toHaveBeenLastCalledWith(
      'Posting',
      'DoManualDistribute',
      {
        drawDate: '2031-01-08',
        poolId: 1,
        agentId: 2,
        items: [
          { number: '1234', code: 'B', ibox: false, amount: 1.5 },
          { number: '042', code: '3A', ibox: false, amount: 2 },
          { number: '4321', code: 'B', ibox: true, amount: 3 },
        ],
      },
      { failureDialog: false },
    );
    expect(within(result).getByRole('link', { name: '51' })).toHaveAttribute(
      'href',
      '/invoice-detail?invoiceId=51',
    );
    expect(result).toHaveTextContent('RT-9');
    expect(result).toHaveTextContent('Still undistributed on this draw: 1.00');
  });

  it('asks for a new preview when the amounts change after one', async () => {
    await fillAmounts();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByLabelText('Bet string to send');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    fill('Amount 1', '9');
    expect(await screen.findByText(/The amounts changed since the preview/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends a typed bet string as it is, and shows a refusal', async () => {
    client.post.mockResolvedValue(fail('Line 1: 1234 is sold out.'));
    renderAt(<ManualDistributeScreen />, '/posting/ManualDistribute?drawDate=2031-01-08&poolId=1');
    const agent = screen.getByLabelText(/Remote agent/);
    await within(agent).findByRole('option', { name: 'Remote A' });
    fireEvent.change(agent, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('What to send'), { target: { value: 'betString' } });
    fireEvent.change(screen.getByLabelText(/^Bet string/), { target: { value: 'D08/01/2031\n#1\n1234#B1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByLabelText('Bet string to send')).toHaveValue('D08/01/2031\n#1\n1234#B1');
    expect(client.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(dialogs.at(-1)).toMatchObject({ kind: 'error', message: 'Line 1: 1234 is sold out.' }),
    );
    expect(client.post).toHaveBeenCalledWith(
      'Posting',
      'DoManualDistribute',
      { drawDate: '2031-01-08', poolId: 1, agentId: 2, betString: 'D08/01/2031\n#1\n1234#B1' },
      { failureDialog: false },
    );
    expect(screen.queryByTestId('manual-result')).not.toBeInTheDocument();
  });

  it('does not preview without an agent or with a wrong line', async () => {
    renderAt(<ManualDistributeScreen />, '/posting/ManualDistribute?drawDate=2031-01-08&poolId=1');
    await within(screen.getByLabelText(/Remote agent/)).findByRole('option', { name: 'Remote A' });
    fill('Number 1', '12a');
    fill('Amount 1', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(screen.getByLabelText('Number 1')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/Remote agent/)).toHaveAttribute('aria-invalid', 'true');
    expect(client.post).not.toHaveBeenCalled();
  });
});
