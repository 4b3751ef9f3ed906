import { fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderScreen } from '../testing';
import { RecentTickets } from './RecentTickets';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as { api: { fetchPage: jest.Mock } };

// The table is a lazy chunk: its first load is slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  client.fetchPage.mockReset().mockResolvedValue(page([]));
});

it('sends the table search (a ticket number or a username start) to GetTicket with the bettor', async () => {
  await renderScreen(<RecentTickets bettorId={41} refreshKey={0} />);
  await waitFor(() => expect(client.fetchPage).toHaveBeenCalled());
  const box = await screen.findByRole('searchbox');
  fireEvent.change(box, { target: { value: '100002' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() =>
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Report',
      'GetTicket',
      { bettorId: 41, dateType: 'order', search: '100002' },
      expect.objectContaining({ startCount: 0, search: '100002' }),
    ),
  );
});
