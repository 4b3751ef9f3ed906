import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MaintenanceJob, RemoteVersions } from '@drawdesk/shared-kernel/contract';
import { answerDialogs, ok, renderWithQuery, setupI18n } from '@drawdesk/shared-kernel/testing';
import AdminToolScreen from './AdminToolScreen';
import { registerOpsTranslations } from './i18n';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as {
  api: { get: jest.Mock; post: jest.Mock; fetchPage: jest.Mock; fetchAllRows: jest.Mock };
};

const rollout: RemoteVersions[] = [
  {
    remote: 'mf-admin',
    versions: ['0.1.0', '0.2.0-e2e'],
    rule: {
      remote: 'mf-admin',
      stableVersion: '0.1.0',
      candidateVersion: null,
      candidatePercent: 0,
      candidateUsers: [],
      candidateRoles: [],
    },
  },
];
const jobs: MaintenanceJob[] = [
  {
    name: 'clear-report-block',
    label: 'Clear the report block',
    everyMs: null,
    running: false,
    lastRun: null,
  },
  {
    name: 'purge-expired-sessions',
    label: 'Purge expired sessions',
    everyMs: 3_600_000,
    running: false,
    lastRun: {
      id: 3,
      job: 'purge-expired-sessions',
      status: 'done',
      message: 'Deleted 1 expired sessions and 0 old failed-login records.',
      startedBy: 1,
      startedByUsername: 'admin',
      startedAt: '2026-11-22T01:00:00.000Z',
      finishedAt: '2026-11-22T01:00:01.000Z',
    },
  },
];
const agent = {
  id: 5,
  companyId: 9,
  companyName: 'demo_co',
  name: 'Upstream A',
  url: 'http://up.example',
  opcode: 'OPC',
  hasSecret: true,
  priority: 1,
  postEnabled: true,
  packageId: null,
  packageName: null,
  status: 1,
  updatedAt: '2026-11-22T01:00:00.000Z',
};

const companies = [{ userId: 9, username: 'demo_co' }];
/** api.post (the company list comes through api.fetchAllRows). */
const other = jest.fn();

let answer = true;
const dialogs = answerDialogs(() => answer);

beforeAll(() => setupI18n(registerOpsTranslations));
beforeEach(() => {
  answer = true;
  api.get.mockReset();
  api.post.mockReset();
  other.mockReset();
  api.post.mockImplementation((...args: unknown[]) => other(...args));
  api.fetchAllRows.mockReset();
  api.fetchAllRows.mockImplementation((_area: string, name: string) =>
    Promise.resolve(
      name === 'GetCompanyDetailBySuperAdmin'
        ? { success: true, rows: companies, totalCount: companies.length, overallInfo: null }
        : { success: false, rows: [], totalCount: 0, overallInfo: null },
    ),
  );
  api.fetchPage.mockReset();
  api.get.mockImplementation((_area: string, name: string) => {
    if (name === 'GetRemoteRollout') return Promise.resolve(ok(rollout));
    if (name === 'GetMaintenanceJobs') return Promise.resolve(ok(jobs));
    if (name === 'GetCommStatus')
      return Promise.resolve(
        ok([
          {
            remoteBetAgentId: 5,
            name: 'Upstream A',
            url: 'http://up.example',
            reachable: true,
            authenticated: false,
            latencyMs: 8,
            message: 'The remote refused the opcode or secret.',
          },
        ]),
      );
    return Promise.reject(new Error(name));
  });
  api.fetchPage.mockImplementation((_area: string, name: string) =>
    Promise.resolve(
      name === 'GetRemoteBetAgents'
        ? { rows: [agent], totalCount: 1, overallInfo: null, success: true }
        : { rows: [jobs[1]!.lastRun], totalCount: 1, overallInfo: null, success: true },
    ),
  );
});

it('shows the published versions and saves a new stable version', async () => {
  other.mockResolvedValue(ok({ ...rollout[0]!, rule: { ...rollout[0]!.rule, stableVersion: '0.2.0-e2e' } }));
  renderWithQuery(<AdminToolScreen />);
  const form = await screen.findByRole('form', { name: 'mf-admin' });
  expect(within(form).getByTestId('versions-mf-admin')).toHaveTextContent('0.1.0, 0.2.0-e2e');
  fireEvent.change(within(form).getByLabelText('Stable version'), { target: { value: '0.2.0-e2e' } });
  fireEvent.change(within(form).getByLabelText('Candidate share (%)'), { target: { value: '25' } });
  fireEvent.click(within(form).getByLabelText('Company'));
  fireEvent.click(within(form).getByRole('button', { name: 'Save rollout' }));
  await waitFor(() =>
    expect(api.post).toHaveBeenCalledWith('Configuration', 'UpdateRemoteRollout', {
      remote: 'mf-admin',
      stableVersion: '0.2.0-e2e',
      candidateVersion: null,
      candidatePercent: 25,
      candidateUsers: [],
      candidateRoles: [3],
    }),
  );
  await waitFor(() => expect(dialogs.map((d) => d.message)).toContain('Rollout of mf-admin saved.'));
});

it('lists jobs with their schedule and last run, runs one after confirmation and refreshes', async () => {
  let finish: (v: unknown) => void = () => undefined;
  other.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  renderWithQuery(<AdminToolScreen />);
  const table = await screen.findByRole('table', { name: 'Maintenance jobs' });
  const purgeRow = within(table).getByRole('row', { name: /Purge expired sessions/ });
  expect(purgeRow).toHaveTextContent('Every 60 min');
  expect(purgeRow).toHaveTextContent('Deleted 1 expired sessions');
  expect(within(table).getByRole('row', { name: /Clear the report block/ })).toHaveTextContent('By hand');
  expect(within(table).getByRole('row', { name: /Clear the report block/ })).toHaveTextContent('Never');

  fireEvent.click(screen.getByRole('button', { name: 'Run Purge expired sessions' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Running Purge expired sessions…');
  expect(dialogs[0]).toMatchObject({ kind: 'confirm', message: 'Run "Purge expired sessions" now?' });
  expect(screen.getByRole('button', { name: 'Run Clear the report block' })).toBeDisabled();
  expect(api.post).toHaveBeenCalledWith(
    'Configuration',
    'RunMaintenanceJob',
    { job: 'purge-expired-sessions' },
    { failureDialog: false },
  );
  const getsBefore = api.get.mock.calls.filter((c) => c[1] === 'GetMaintenanceJobs').length;
  finish({
    success: true,
    message: 'Deleted 2',
    data: { status: 'done', message: 'Deleted 2', runId: 4 },
    code: 0,
  });
  await waitFor(() =>
    expect(dialogs.map((d) => [d.kind, d.message])).toContainEqual(['success', 'Deleted 2']),
  );
  await waitFor(() =>
    expect(api.get.mock.calls.filter((c) => c[1] === 'GetMaintenanceJobs').length).toBe(getsBefore + 1),
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(api.fetchPage).toHaveBeenCalledWith('Configuration', 'GetJobRuns', {}, expect.anything());
});

it('warns when the job is busy and runs nothing when the confirmation is cancelled', async () => {
  other.mockResolvedValue({
    success: false,
    message: 'Purge expired sessions is already running.',
    data: { status: 'busy', message: 'Purge expired sessions is already running.', runId: null },
    code: 1,
  });
  renderWithQuery(<AdminToolScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Run Purge expired sessions' }));
  await waitFor(() => expect(dialogs.map((d) => d.kind)).toEqual(['confirm', 'warning']));
  expect(dialogs[1]!.message).toContain('already running on a server');

  answer = false;
  other.mockClear();
  fireEvent.click(screen.getByRole('button', { name: 'Run Clear the report block' }));
  await waitFor(() => expect(dialogs).toHaveLength(3));
  expect(other).not.toHaveBeenCalled();
});

it('lists remote bet agents and shows their comm status on demand', async () => {
  renderWithQuery(<AdminToolScreen />);
  expect(await screen.findByText('Upstream A')).toBeInTheDocument();
  expect(screen.getByText('Not checked')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Check comm status' }));
  expect(await screen.findByText('The remote refused the opcode or secret.')).toBeInTheDocument();
  const agentRow = screen.getByRole('row', { name: /Upstream A/ });
  expect(agentRow).toHaveTextContent('Yes');
  expect(agentRow).toHaveTextContent('No');
  expect(api.get).toHaveBeenCalledWith('Configuration', 'GetCommStatus', undefined, {
    signal: expect.any(AbortSignal),
  });
});

it('creates a remote agent from the admin tool and refreshes the list', async () => {
  other.mockResolvedValue(ok({ ...agent, id: 6, name: 'Upstream B' }));
  renderWithQuery(<AdminToolScreen />);
  await screen.findByText('Upstream A');
  fireEvent.click(screen.getByRole('button', { name: 'New remote agent' }));
  const form = await screen.findByRole('form', { name: 'New remote agent' });
  fireEvent.change(within(form).getByLabelText(/^Company/), { target: { value: '9' } });
  fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Upstream B' } });
  fireEvent.change(within(form).getByLabelText(/^URL/), { target: { value: 'http://b.example' } });
  fireEvent.change(within(form).getByLabelText(/^Opcode/), { target: { value: 'OPB' } });
  fireEvent.change(within(form).getByLabelText(/^Secret/), { target: { value: 's3cret' } });
  const pagesBefore = api.fetchPage.mock.calls.filter((c) => c[1] === 'GetRemoteBetAgents').length;
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(other).toHaveBeenCalledWith('Configuration', 'ManageRemoteBetAgent', {
      companyId: 9,
      name: 'Upstream B',
      url: 'http://b.example',
      opcode: 'OPB',
      secret: 's3cret',
      priority: 1,
      postEnabled: true,
      status: 1,
    }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('form', { name: 'New remote agent' })).not.toBeInTheDocument(),
  );
  expect(dialogs.map((d) => d.message)).toContain('Remote agent saved.');
  await waitFor(() =>
    expect(api.fetchPage.mock.calls.filter((c) => c[1] === 'GetRemoteBetAgents').length).toBeGreaterThan(
      pagesBefore,
    ),
  );
});

it('edits an agent with its company fixed and the secret optional', async () => {
  other.mockResolvedValue(ok(agent));
  renderWithQuery(<AdminToolScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Upstream A' }));
  const form = await screen.findByRole('form', { name: 'Edit remote agent Upstream A' });
  expect(within(form).getByLabelText(/^Company/)).toBeDisabled();
  expect(within(form).getByLabelText(/^Secret/)).toHaveValue('');
  fireEvent.change(within(form).getByLabelText(/^Priority/), { target: { value: '4' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(other).toHaveBeenCalledWith('Configuration', 'ManageRemoteBetAgent', {
      id: 5,
      companyId: 9,
      name: 'Upstream A',
      url: 'http://up.example',
      opcode: 'OPC',
      priority: 4,
      postEnabled: true,
      status: 1,
    }),
  );
});

it('sends the search of the run history and of the agents table to the server', async () => {
  renderWithQuery(<AdminToolScreen />);
  expect(await screen.findByText('Upstream A')).toBeInTheDocument();
  // The run history comes before the agents on the screen: its box is the first.
  const [runsBox, agentsBox] = screen.getAllByRole('searchbox');
  fireEvent.change(runsBox!, { target: { value: 'purge' } });
  fireEvent.keyDown(runsBox!, { key: 'Enter' });
  await waitFor(() =>
    expect(api.fetchPage).toHaveBeenCalledWith(
      'Configuration',
      'GetJobRuns',
      { search: 'purge' },
      expect.objectContaining({ search: 'purge' }),
    ),
  );
  fireEvent.change(agentsBox!, { target: { value: 'upstream' } });
  fireEvent.keyDown(agentsBox!, { key: 'Enter' });
  await waitFor(() =>
    expect(api.fetchPage).toHaveBeenCalledWith(
      'Configuration',
      'GetRemoteBetAgents',
      { search: 'upstream' },
      expect.objectContaining({ search: 'upstream' }),
    ),
  );
  expect(api.fetchPage).not.toHaveBeenCalledWith(
    'Configuration',
    'GetJobRuns',
    { search: 'upstream' },
    expect.anything(),
  );
});
