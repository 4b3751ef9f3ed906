import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiLogRow } from '@drawdesk/shared-kernel/contract';
import { initI18n, setLanguage } from '@drawdesk/shared-kernel/i18n';
import ApiLogScreen, { ApiRequestLogScreen } from './ApiLogScreen';
import { registerOpsTranslations } from './i18n';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as { api: { fetchPage: jest.Mock } };

const row = (over: Partial<ApiLogRow> = {}): ApiLogRow => ({
  id: 7,
  direction: 'inbound',
  apiUserId: 12,
  apiUsername: 'demo_house',
  region: '10.0.0.9',
  at: '2026-11-22T08:00:00.000Z',
  uri: '/api/Account/IsLoggedIn',
  method: 'GET',
  requestHeaders: { 'x-api-opcode': 'ABC', 'x-api-secret': '***' },
  requestBody: '{"note":"hello"}',
  responseContent: '{"success":true,"message":null}',
  responseMessage: 'All good',
  statusCode: 200,
  durationMs: 12,
  ...over,
});

beforeAll(async () => {
  await initI18n('en');
  registerOpsTranslations();
  await setLanguage('en');
});
beforeEach(() => {
  api.fetchPage.mockReset();
  api.fetchPage.mockResolvedValue({ rows: [row()], totalCount: 1, overallInfo: null, success: true });
});

it('lists inbound calls with server paging and opens a row in a modal', async () => {
  render(<ApiRequestLogScreen />);
  expect(await screen.findByText('/api/Account/IsLoggedIn')).toBeInTheDocument();
  expect(api.fetchPage).toHaveBeenCalledWith(
    'Configuration',
    'GetApiRequestLog',
    {},
    expect.objectContaining({ startCount: 0 }),
  );
  expect(screen.getByText('demo_house')).toBeInTheDocument();
  fireEvent.click(screen.getByText('/api/Account/IsLoggedIn'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('GET /api/Account/IsLoggedIn')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Request headers')).toHaveTextContent('"x-api-secret": "***"');
  expect(within(dialog).getByLabelText('Request body')).toHaveTextContent('"note": "hello"');
  expect(within(dialog).getByLabelText('Response content')).toHaveTextContent('"success": true');
  const closers = within(dialog).getAllByRole('button', { name: 'Close' });
  fireEvent.click(closers[closers.length - 1]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('sends the filters of the outbound log on search and clears them on reset', async () => {
  render(<ApiLogScreen />);
  await screen.findByText('/api/Account/IsLoggedIn');
  expect(api.fetchPage.mock.calls[0]![1]).toBe('GetApiLog');
  fireEvent.change(screen.getByLabelText('URI contains'), { target: { value: 'PlaceExpress' } });
  fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'POST' } });
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(api.fetchPage).toHaveBeenLastCalledWith(
      'Configuration',
      'GetApiLog',
      { uri: 'PlaceExpress', method: 'POST', fromDate: '2026-11-01' },
      expect.objectContaining({ startCount: 0 }),
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  await waitFor(() =>
    expect(api.fetchPage).toHaveBeenLastCalledWith('Configuration', 'GetApiLog', {}, expect.anything()),
  );
  expect(screen.getByLabelText('URI contains')).toHaveValue('');
});

it('sends the table search to the server with the filters', async () => {
  render(<ApiLogScreen />);
  await screen.findByText('/api/Account/IsLoggedIn');
  fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'POST' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: ' demo_h ' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() =>
    expect(api.fetchPage).toHaveBeenLastCalledWith(
      'Configuration',
      'GetApiLog',
      { method: 'POST', search: 'demo_h' },
      expect.objectContaining({ startCount: 0, search: 'demo_h' }),
    ),
  );
});
