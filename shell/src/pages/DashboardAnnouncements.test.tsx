import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@drawdesk/shared-kernel/i18n';
import { installFakeApi, ok, type FakeApi } from '../testing/fakeApi';
import { loggedInAs, renderShell, resetShellState, setupShellI18n } from '../testing/renderShell';
import { playerUser } from '../testing/users';

jest.mock('../remotes', () => jest.requireActual('../testing/remotesMock'));
jest.mock('../session/reloadToMain', () => ({ reloadToMainPage: jest.fn() }));

let server: FakeApi;
beforeAll(setupShellI18n);
beforeEach(async () => {
  resetShellState();
  await act(() => setLanguage('en'));
  server = installFakeApi({
    'Account/GetUserDetailsById': () => ok({ agent: { creditLeft: 0, creditLimit: 0 } }),
  });
});

it('lists the active announcements on the dashboard with title, message and date', async () => {
  server.on({
    'Configuration/GetAnnouncement': () => ({
      body: {
        success: true,
        message: null,
        code: 0,
        totalCount: 1,
        overallInfo: null,
        data: [
          {
            id: 3,
            title: 'Special draw on Tuesday',
            message: 'Magnum and Toto draw on 7 January.',
            status: 1,
            createdAt: '2026-11-22T01:00:00.000Z',
            updatedAt: '2026-11-22T01:00:00.000Z',
          },
        ],
      },
    }),
  });
  loggedInAs(playerUser);
  await renderShell('/dashboard');
  const list = await screen.findByTestId('dashboard-announcements');
  expect(within(list).getByRole('heading', { name: 'Special draw on Tuesday' })).toBeInTheDocument();
  expect(list).toHaveTextContent('Magnum and Toto draw on 7 January.');
  expect(list.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22T01:00:00.000Z');
  const [request] = server.callsTo('Configuration/GetAnnouncement');
  expect(request).toMatchObject({ method: 'GET', query: { activeOnly: true, StartCount: 0, PageSize: 10 } });
});

it('shows nothing when there is no announcement', async () => {
  server.on({
    'Configuration/GetAnnouncement': () => ({
      body: { success: true, message: null, code: 0, totalCount: 0, overallInfo: null, data: [] },
    }),
  });
  loggedInAs(playerUser);
  await renderShell('/dashboard');
  await screen.findByText(/Welcome/);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(server.callsTo('Configuration/GetAnnouncement')).toHaveLength(1);
  expect(screen.queryByTestId('dashboard-announcements')).toBeNull();
});
