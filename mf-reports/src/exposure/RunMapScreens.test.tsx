import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RunMessages } from '@drawdesk/shared-kernel/contract';
import { setLanguage } from '@drawdesk/shared-kernel/i18n';
import { page, setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import { failure, ok, renderIn, resetClient, type MockedClient } from '../frame/testing';
import RunMapAsCompanyScreen from './RunMapAsCompanyScreen';
import RunMapReportScreen from './RunMapReportScreen';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
  newRequestKey: jest.fn(),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client, newRequestKey } = require('@drawdesk/shared-kernel/api') as {
  api: MockedClient;
  newRequestKey: jest.Mock;
};

jest.setTimeout(30_000);

const day = { fromDate: '2031-01-08', toDate: '2031-01-08', poolIds: [] };
const extras = { viewerId: 2, currency: 'MYR', processing: false };

const renderAt = renderIn;

beforeAll(() => setupI18n());
afterEach(() => act(() => setLanguage('en')));
beforeEach(() => {
  resetClient(client);
  newRequestKey.mockReset();
  let n = 0;
  newRequestKey.mockImplementation(() => `order-key-${++n}`);
  client.get.mockResolvedValue(failure());
});

describe('run map report', () => {
  const cell = (number: string, code: string, exposure: number, extra: Record<string, unknown> = {}) => ({
    number,
    ibox: false,
    code,
    in: exposure * 2,
    eat: exposure,
    eatNet: exposure * 0.75,
    run: 0,
    runNet: 0,
    exposure,
    exposureNet: exposure * 0.75,
    limit: 200,
    used: exposure,
    limitLeft: 200 - exposure,
    overLimit: 0,
    over: false,
    ...extra,
  });
  const rows = [
    cell('1234', 'B', 150, { over: true }),
    cell('1234', 'B', 30, { ibox: true, limit: null, used: null, limitLeft: null }),
    cell('5678', 'S', 20, { limitLeft: 0, overLimit: 12.5 }),
  ];
  const overall = {
    in: 400,
    eat: 200,
    eatNet: 150,
    run: 0,
    runNet: 0,
    exposure: 200,
    exposureNet: 150,
    overLimit: 12.5,
    overCount: 1,
    drawDate: '2031-01-08',
    poolId: 1,
    open: true,
    ...extras,
  };
  const eatData = {
    userId: 2,
    username: 'demo_ma',
    userRoleId: 4,
    positionTaking: 40,
    grouping: 1,
    maxFightLimit: 5000,
    fightLimits: {},
    limits: {},
  };

  it('shows the position per number and code, highlights rows over the threshold, and places a run', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockResolvedValue(page(rows, overall));
    const saves: Record<string, unknown>[] = [];
    client.post.mockImplementation((_a: string, name: string, body: Record<string, unknown>) => {
      if (name === 'GetUserEatData') return Promise.resolve(ok(eatData));
      saves.push(body);
      // The first answer is lost on the way (a network failure); the second is the ticket.
      return Promise.resolve(
        saves.length === 1
          ? { success: false, message: 'The server could not be reached.', code: 500, data: null }
          : ok(
              {
                ticketId: 90,
                ticketNo: 'R-0090',
                ticketXId: 'x',
                receiptString: '',
                expressBetString: '',
                grossAmount: 100,
                netAmount: 75,
                soldOut: [],
              },
              'Run placed.',
            ),
      );
    });
    renderAt(<RunMapReportScreen initialFilter={day} />, '/report/run-map-report?poolId=1&threshold=100');
    const table = await screen.findByRole('table', { name: 'Run Map Report' });
    await within(table).findAllByText('1234');
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Report',
      'GetRunMapReport',
      { drawDate: '2031-01-08', poolId: 1, threshold: 100 },
      expect.anything(),
    );
    // The eat data above the table.
    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(screen.getByText('Amount base')).toBeInTheDocument();

    // The row carrying 150 >= 100 is highlighted, the others are not.
    const bodyRows = within(table)
      .getAllByRole('row')
      .filter((r) => r.querySelector('td'));
    const tints = bodyRows.slice(0, 3).map((r) => r.getAttribute('data-tint'));
    expect(tints).toEqual(['danger', null, null]);
    expect(within(bodyRows[1]!).getByText('iBox')).toBeInTheDocument();
    // No limit shows as a dash; what went up is shown.
    expect(within(bodyRows[1]!).getAllByText('—')).toHaveLength(2);
    expect(within(bodyRows[2]!).getAllByText('12.50').length).toBeGreaterThan(0);

    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('Please select at least one number to run.')).toBeInTheDocument();

    await user.click(within(bodyRows[0]!).getByRole('checkbox', { name: 'Select row' }));
    await user.click(within(bodyRows[1]!).getByRole('checkbox', { name: 'Select row' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Please Select Eat Type')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Eat type'), 'Gross (stake)');
    await user.click(save);
    expect(await screen.findByText('Please fill up run amount')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.type(screen.getByLabelText('Run amount'), '50');
    await user.click(save);
    expect(
      await screen.findByText(/The run was not placed: The server could not be reached/),
    ).toBeInTheDocument();
    expect(saves[0]).toEqual({
      drawDate: '2031-01-08',
      poolId: 1,
      eatType: 'gross',
      items: [
        { number: '1234', code: 'B', amount: 50 },
        { number: '1234', code: 'B', ibox: true, amount: 50 },
      ],
      orderKey: 'order-key-1',
    });

    // Sent again: the same run keeps its key, so the server places it once.
    const readsBefore = client.fetchPage.mock.calls.length;
    await user.click(save);
    expect(await screen.findByText('Run placed: ticket R-0090.')).toBeInTheDocument();
    expect(saves[1]).toEqual({ ...saves[0], orderKey: 'order-key-1' });
    // The map is read again at once and the selection is cleared.
    await waitFor(() => expect(client.fetchPage.mock.calls.length).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.getByText('0 selected')).toBeInTheDocument());

    // A new run is a new submission: a fresh key.
    await user.click(within(bodyRows[0]!).getByRole('checkbox', { name: 'Select row' }));
    await user.click(save);
    await waitFor(() => expect(saves).toHaveLength(3));
    expect(saves[2]).toMatchObject({
      items: [{ number: '1234', code: 'B', amount: 50 }],
      orderKey: 'order-key-2',
    });
  });

  it("shows the server's refusal with the lines it refused", async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockResolvedValue(page(rows, overall));
    client.post.mockImplementation((_a: string, name: string) =>
      Promise.resolve(
        name === 'GetUserEatData'
          ? ok(eatData)
          : {
              success: false,
              message: 'Bet string has errors',
              code: 1,
              data: { errors: [{ line: 2, reason: 'x', message: 'Draw closed for Magnum' }] },
            },
      ),
    );
    renderAt(<RunMapReportScreen initialFilter={day} />, '/report/run-map-report?poolId=1');
    const table = await screen.findByRole('table', { name: 'Run Map Report' });
    await within(table).findAllByText('1234');
    await user.click(within(table).getAllByRole('checkbox', { name: 'Select row' })[2]!);
    await user.selectOptions(screen.getByLabelText('Eat type'), 'Net (cost)');
    await user.type(screen.getByLabelText('Run amount'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/The run was not placed: Bet string has errors/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Line 2: Draw closed for Magnum');
    expect(client.post).toHaveBeenCalledWith(
      'Report',
      'SaveRunTicket',
      expect.objectContaining({ eatType: 'net', items: [{ number: '5678', code: 'S', amount: 7.5 }] }),
      { failureDialog: false },
    );
  });

  it('a ticked row takes its own amount from its amount column; the others the common amount', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockResolvedValue(page(rows, overall));
    const saves: Record<string, unknown>[] = [];
    client.post.mockImplementation((_a: string, name: string, body: Record<string, unknown>) => {
      if (name === 'GetUserEatData') return Promise.resolve(ok(eatData));
      saves.push(body);
      return Promise.resolve({ success: false, message: 'Bet string has errors', code: 1, data: null });
    });
    renderAt(<RunMapReportScreen initialFilter={day} />, '/report/run-map-report?poolId=1');
    const table = await screen.findByRole('table', { name: 'Run Map Report' });
    await within(table).findAllByText('1234');
    expect(within(table).getByRole('columnheader', { name: 'Run amount' })).toBeInTheDocument();
    const boxes = within(table).getAllByRole('checkbox', { name: 'Select row' });
    await user.click(boxes[1]!);
    await user.click(boxes[2]!);
    await user.selectOptions(screen.getByLabelText('Eat type'), 'Gross (stake)');
    // Every ticked row with an amount of its own: no common amount needed.
    await user.type(screen.getByLabelText('Run amount of 1234 iBox B'), '9');
    expect(screen.getByLabelText('Run amount of 1234 B')).toHaveValue('');
    await user.type(screen.getByLabelText('Run amount of 5678 S'), '4.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      items: [
        { number: '1234', code: 'B', ibox: true, amount: 9 },
        { number: '5678', code: 'S', amount: 4.25 },
      ],
    });
    // A row left empty takes the common amount.
    await user.clear(screen.getByLabelText('Run amount of 5678 S'));
    await user.type(screen.getByLabelText('Run amount'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({
      items: [
        { number: '1234', code: 'B', ibox: true, amount: 9 },
        { number: '5678', code: 'S', amount: 3 },
      ],
    });
  });

  it("shows the server's run refusals in the user's language", async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockResolvedValue(page(rows, overall));
    client.post.mockImplementation((_a: string, name: string) =>
      Promise.resolve(
        name === 'GetUserEatData'
          ? ok(eatData)
          : { success: false, message: RunMessages.noRate('4SB'), code: 1, data: null },
      ),
    );
    renderAt(<RunMapReportScreen initialFilter={day} />, '/report/run-map-report?poolId=1');
    const table = await screen.findByRole('table', { name: 'Run Map Report' });
    await within(table).findAllByText('1234');
    await user.click(within(table).getAllByRole('checkbox', { name: 'Select row' })[0]!);
    await user.selectOptions(screen.getByLabelText('Eat type'), 'Net (cost)');
    await user.type(screen.getByLabelText('Run amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The run was not placed: There is no bet rate for 4SB to work out a net run.'),
    ).toBeInTheDocument();
    await act(() => setLanguage('zh'));
    expect(await screen.findByText('跑码未成功：4SB 没有下注价格，无法计算净额跑码。')).toBeInTheDocument();
    await act(() => setLanguage('ms'));
    expect(
      await screen.findByText(
        'Larian tidak dibuat: Tiada kadar pertaruhan untuk 4SB bagi mengira larian bersih.',
      ),
    ).toBeInTheDocument();
  });

  it('a closed draw takes no run', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockResolvedValue(page(rows, { ...overall, open: false }));
    client.post.mockResolvedValue(ok(eatData));
    renderAt(<RunMapReportScreen initialFilter={day} />, '/report/run-map-report?poolId=1');
    const table = await screen.findByRole('table', { name: 'Run Map Report' });
    await within(table).findAllByText('1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This draw is closed for orders');
    expect(client.post).not.toHaveBeenCalledWith(
      'Report',
      'SaveRunTicket',
      expect.anything(),
      expect.anything(),
    );
  });

  it('keeps its filter in the address', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockResolvedValue(page(rows, overall));
    client.post.mockResolvedValue(ok(eatData));
    renderAt(<RunMapReportScreen initialFilter={day} />, '/report/run-map-report');
    await screen.findByRole('table', { name: 'Run Map Report' });
    await user.selectOptions(screen.getByLabelText('Pool'), 'Toto');
    await user.selectOptions(screen.getByLabelText('Digits'), '4D');
    await user.type(screen.getByLabelText('Highlight from'), '250');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetRunMapReport',
        { drawDate: '2031-01-08', poolId: 3, digits: '4d', threshold: 250 },
        expect.anything(),
      ),
    );
    const params = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(Object.fromEntries(params)).toMatchObject({ poolId: '3', digits: '4d', threshold: '250' });
  });
});

describe("the company's run map", () => {
  const left = (number: string, code: string, unposted: number, soldOut: number) => ({
    number,
    code,
    unposted,
    posted: 1,
    soldOut,
    total: unposted + 1 + soldOut,
  });
  const overall = {
    unposted: 30,
    posted: 2,
    soldOut: 5,
    total: 37,
    drawDate: '2031-01-08',
    poolId: 2,
    ...extras,
  };

  it("super admin: every company or one; each row links to the draw's unposted detail", async () => {
    const user = userEvent.setup({ delay: null });
    signIn({ userId: 1, username: 'admin', userRoleId: 1 });
    client.get.mockImplementation((_a: string, name: string) =>
      Promise.resolve(
        name === 'GetDirectDownlines'
          ? ok([
              {
                userId: 12,
                username: 'demo_co',
                fullName: '',
                userRoleId: 3,
                agentLevel: null,
                status: 'active',
              },
            ])
          : { success: false, message: 'x', code: 500, data: null },
      ),
    );
    client.fetchPage.mockResolvedValue(page([left('1234', 'B', 20, 5), left('888', '3A', 10, 0)], overall));
    renderAt(<RunMapAsCompanyScreen initialFilter={day} />, '/report/run-map-report-as-com?poolId=2');
    const table = await screen.findByRole('table', { name: 'Run Map Report (Company)' });
    await within(table).findByText('1234');
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Report',
      'GetRunMapReportAsCompany',
      { drawDate: '2031-01-08', poolId: 2 },
      expect.anything(),
    );
    const links = within(table).getAllByRole('link', { name: 'Unposted detail' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/posting/UnpostDetail?drawDate=2031-01-08&poolId=2');
    const footer = table.querySelector('tfoot') as HTMLElement;
    expect(within(footer).getAllByText('30.00').length).toBeGreaterThan(0);

    await user.selectOptions(await screen.findByLabelText('Company'), 'demo_co');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetRunMapReportAsCompany',
        { drawDate: '2031-01-08', poolId: 2, userId: 12 },
        expect.anything(),
      ),
    );
  });

  it('a company reads its own: no company picker', async () => {
    signIn({ userId: 3, username: 'demo_co', userRoleId: 3 });
    client.fetchPage.mockResolvedValue(page([left('1234', 'B', 20, 5)], overall));
    renderAt(
      <RunMapAsCompanyScreen initialFilter={day} />,
      '/report/run-map-report-as-com?poolId=2&company=99',
    );
    await screen.findByRole('table', { name: 'Run Map Report (Company)' });
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Report',
      'GetRunMapReportAsCompany',
      { drawDate: '2031-01-08', poolId: 2 },
      expect.anything(),
    );
    expect(screen.queryByLabelText('Company')).toBeNull();
    expect(client.get).not.toHaveBeenCalledWith(
      'Account',
      'GetDirectDownlines',
      undefined,
      expect.anything(),
    );
  });
});
