import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import PostingAgentEatDetailScreen from './PostingAgentEatDetailScreen';
import { addressNow, lastPageBody, pageOf, renderAt, resetClient, type MockedClient } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as { api: MockedClient };

jest.setTimeout(30_000);

const line = (number: string, sent: number, accepted: number) => ({
  agentId: 2,
  agentName: 'Remote A',
  drawDate: '2031-01-08',
  poolId: 1,
  number,
  code: 'B',
  sent,
  accepted,
  soldOut: sent - accepted,
});

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
  signIn({ userId: 7, username: 'demo_co', userRoleId: 3 });
  client.fetchAllRows.mockResolvedValue(
    pageOf([
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
    ]),
  );
  client.fetchPage.mockResolvedValue(
    pageOf([line('1234', 10, 10), line('5678', 8, 5)], { sent: 18, accepted: 15, soldOut: 3 }),
  );
});

it('shows per agent and number what was sent, accepted and sold out, filtered from the address', async () => {
  renderAt(<PostingAgentEatDetailScreen />, '/posting/posting-agent-eat-detail?drawDate=2031-01-08&poolId=1');
  const row = (await screen.findByText('5678')).closest('tr')!;
  expect(row).toHaveTextContent('Remote A');
  expect(row).toHaveTextContent('8.00');
  expect(row).toHaveTextContent('5.00');
  expect(row).toHaveTextContent('3.00');
  expect(client.fetchPage).toHaveBeenCalledWith(
    'Report',
    'GetPostingAgentEatDetails',
    { drawDate: '2031-01-08', poolId: 1 },
    expect.objectContaining({ startCount: 0 }),
  );
  const agent = screen.getByLabelText('Remote agent');
  await within(agent).findByRole('option', { name: 'Remote A' });
  fireEvent.change(agent, { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Pool'), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(addressNow()).toBe('/posting/posting-agent-eat-detail?drawDate=2031-01-08&agentId=2'),
  );
  await waitFor(() =>
    expect(lastPageBody(client, 'GetPostingAgentEatDetails')).toEqual({ drawDate: '2031-01-08', agentId: 2 }),
  );
});
