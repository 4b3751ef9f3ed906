import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import AnnouncementScreen from './AnnouncementScreen';
import { setupScheduleI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as { api: { fetchPage: jest.Mock } };

beforeAll(setupScheduleI18n);
beforeEach(() => {
  api.fetchPage.mockReset();
  api.fetchPage.mockResolvedValue({ rows: [], totalCount: 0, overallInfo: null, success: true });
});

it('sends the table search to the server (GetAnnouncement, a GET call)', async () => {
  render(<AnnouncementScreen />);
  await waitFor(() =>
    expect(api.fetchPage).toHaveBeenCalledWith(
      'Configuration',
      'GetAnnouncement',
      {},
      expect.objectContaining({ startCount: 0 }),
      { method: 'GET' },
    ),
  );
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: ' special ' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() =>
    expect(api.fetchPage).toHaveBeenLastCalledWith(
      'Configuration',
      'GetAnnouncement',
      { search: 'special' },
      expect.objectContaining({ startCount: 0, search: 'special' }),
      { method: 'GET' },
    ),
  );
});
