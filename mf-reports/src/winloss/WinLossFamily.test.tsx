import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { page, setupI18n } from '@drawdesk/shared-kernel/testing';
import UsLineScreen from './UsLineScreen';
import WinLoss3SectionsDemoScreen from './WinLoss3SectionsDemoScreen';
import WinLoss3SectionsScreen from './WinLoss3SectionsScreen';
import WinLossReportScreen from './WinLossReportScreen';
import WinLossSimpleScreen from './WinLossSimpleScreen';
import { addressText, failure, mockedClient, renderIn, resetClient } from '../frame/testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
const client = mockedClient();

jest.setTimeout(30_000);

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
  client.get.mockResolvedValue(failure());
});

const QUERY = 'fromDate=2031-01-06&toDate=2031-01-07&poolIds=1,3';
const extras = { viewerId: 2, currency: 'MYR', processing: false, ownPosition: true };

/** The three sections of one downline, consistent: winLoss + ownWinLoss + uplineWinLoss = 0. */
const sections = (userId: number, username: string, userRoleId: number, turnover: number, payout: number) => {
  const netAmount = turnover * 0.8;
  const eat = turnover * 0.5;
  const out = turnover - eat;
  const winLoss = payout - netAmount;
  const ownWinLoss = eat * 0.8 - payout / 2;
  return {
    userId,
    username,
    userRoleId,
    ticketCount: 2,
    turnover,
    netAmount,
    commission: turnover * 0.2,
    payout,
    winLoss,
    eat,
    ownNet: eat * 0.8,
    ownPayout: payout / 2,
    ownWinLoss,
    out,
    uplineNet: out * 0.8,
    uplinePayout: payout / 2,
    uplineWinLoss: -winLoss - ownWinLoss,
  };
};
const sum = (rows: ReturnType<typeof sections>[]) => {
  const keys = Object.keys(rows[0] ?? {}).filter((k) => !['userId', 'username', 'userRoleId'].includes(k));
  return Object.fromEntries(
    keys.map((k) => [k, rows.reduce((s, r) => s + (r as unknown as Record<string, number>)[k]!, 0)]),
  );
};

const address = addressText;

const renderAt = (path: string, el: ReactElement) => renderIn(el, `${path}?${QUERY}`, 'path');

describe('win/loss 2 (three sections)', () => {
  const rows = [sections(7, 'demo_sh', 4, 100, 250), sections(9, 'demo_p1', 5, 40, 0)];

  it('shows the downline, own and upline groups, drills into an agent, opens a player row’s lines', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockResolvedValue(page(rows, { ...sum(rows), ...extras }));
    renderAt('/report/win-loss-2-report', <WinLoss3SectionsScreen />);
    expect(await screen.findByText('demo_sh')).toBeInTheDocument();
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Report',
      'GetWinLoss3SectionsReport',
      { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [1, 3] },
      expect.anything(),
    );
    const table = screen.getByRole('table', { name: 'Win/Loss Report 2' });
    const [groupRow, headRow] = within(table).getAllByRole('row');
    expect(
      within(groupRow as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => [h.textContent, h.getAttribute('colspan')]),
    ).toEqual([
      ['', '1'],
      ['Downline', '6'],
      ['Own', '4'],
      ['Upline', '4'],
      ['', '1'],
    ]);
    expect(within(headRow as HTMLElement).getByRole('columnheader', { name: 'Eat' })).toBeInTheDocument();
    expect(
      within(headRow as HTMLElement).getByRole('columnheader', { name: 'Upline net' }),
    ).toBeInTheDocument();
    // The agent's win/loss against the viewer: 250 - 80.
    expect(screen.getAllByText('170.00').length).toBeGreaterThan(0);

    // The own section's total and the link above the table open the viewer's own eaten lines.
    const self = screen.getByRole('link', { name: 'My own eaten lines' });
    expect(self).toHaveAttribute(
      'href',
      '/self-winloss-detail?viewerId=2&fromDate=2031-01-06&toDate=2031-01-07&poolIds=1%2C3',
    );
    const footer = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(within(footer).getByRole('link')).toHaveAttribute('href', self.getAttribute('href'));
    expect(within(footer).getByRole('link')).toHaveTextContent('-69.00');
    // Every row's lines; a player row's click opens them in the same tab.
    expect(screen.getByRole('link', { name: 'Lines of demo_sh' })).toHaveAttribute(
      'href',
      '/winloss-detail?userId=7&username=demo_sh&viewerId=2&fromDate=2031-01-06&toDate=2031-01-07&poolIds=1%2C3',
    );
    const playerRow = screen.getByRole('link', { name: 'demo_p1' }).closest('tr') as HTMLElement;
    expect(playerRow).toHaveAttribute('tabindex', '0');
    await user.click(within(playerRow).getAllByRole('cell')[2] as HTMLElement);
    await waitFor(() =>
      expect(address()).toBe(
        '/winloss-detail?userId=9&username=demo_p1&viewerId=2&fromDate=2031-01-06&toDate=2031-01-07&poolIds=1%2C3',
      ),
    );
  });

  it('an agent row drills down and the trail goes back', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockImplementation((_a: string, _c: string, params: { userId?: number }) =>
      Promise.resolve(
        params.userId === 7
          ? page([sections(11, 'demo_ag', 4, 30, 0)], {
              ...sum([sections(11, 'demo_ag', 4, 30, 0)]),
              ...extras,
              viewerId: 7,
            })
          : page(rows, { ...sum(rows), ...extras }),
      ),
    );
    renderAt('/report/win-loss-2-report', <WinLoss3SectionsScreen />);
    await user.click(await screen.findByRole('cell', { name: '100.00' }));
    expect(await screen.findByText('demo_ag')).toBeInTheDocument();
    expect(address()).toContain('trail=7%3Ademo_sh');
    // Links now carry the viewed account.
    expect(screen.getByRole('link', { name: 'My own eaten lines' }).getAttribute('href')).toContain(
      'viewerId=7',
    );
    await user.click(screen.getByRole('button', { name: 'My downlines' }));
    expect(await screen.findByText('demo_p1')).toBeInTheDocument();
  });

  it('the demo variant asks the demo call and links to no detail page', async () => {
    client.fetchPage.mockResolvedValue(page(rows, { ...sum(rows), ...extras }));
    renderAt('/report/win-loss-2-report-demo', <WinLoss3SectionsDemoScreen />);
    expect(await screen.findByText('demo_sh')).toBeInTheDocument();
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Report',
      'GetWinLoss3SectionsReportDemo',
      expect.anything(),
      expect.anything(),
    );
    expect(screen.getByRole('heading', { name: 'Win/Loss Report 2 (Demo)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My own eaten lines' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Lines of/ })).toBeNull();
    // The agent still drills down; the player row takes no click.
    expect(screen.getByRole('link', { name: 'demo_sh' })).toBeInTheDocument();
    expect(screen.getByText('demo_p1').closest('tr')).not.toHaveAttribute('tabindex');
  });
});

const winLossRow = (userId: number, username: string, turnover: number, winLoss: number, own: number) => ({
  userId,
  username,
  ticketCount: 1,
  turnover,
  netAmount: turnover * 0.8,
  commission: turnover * 0.2,
  payout: winLoss + turnover * 0.8,
  winLoss,
  ownWinLoss: own,
  uplineWinLoss: -winLoss - own,
});

it('simple view: turnover, net amount, win/loss per downline and my own result', async () => {
  const rows = [winLossRow(7, 'demo_sh', 100, -80, 50), winLossRow(8, 'demo_ma', 20, 4, -3)];
  client.fetchPage.mockResolvedValue(
    page(rows, {
      turnover: 120,
      netAmount: 96,
      commission: 24,
      payout: 20,
      winLoss: -76,
      ownWinLoss: 47,
      uplineWinLoss: 29,
      ...extras,
    }),
  );
  renderAt('/report/win-loss-report-simple', <WinLossSimpleScreen />);
  expect(await screen.findByText('demo_sh')).toBeInTheDocument();
  expect(client.fetchPage).toHaveBeenLastCalledWith(
    'Report',
    'GetWinLossReport',
    expect.anything(),
    expect.anything(),
  );
  const table = screen.getByRole('table', { name: 'Win/Loss Report (Simple)' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Username', 'Turnover', 'Net amount', 'Win/Loss', 'Lines']);
  const strip = screen.getByLabelText('Overall');
  expect(within(strip).getByText('My result').nextSibling).toHaveTextContent('47.00');
  // Rows without a role may have downlines: they drill down.
  expect(screen.getByRole('link', { name: 'demo_sh' }).getAttribute('href')).toContain('trail=7%3Ademo_sh');
});

it('simple view of a viewer taking no share (super admin): no own result in the strip', async () => {
  const rows = [winLossRow(7, 'co_a', 100, -80, 50)];
  client.fetchPage.mockResolvedValue(
    page(rows, { ...winLossRow(7, 'x', 100, -80, 50), ...extras, ownPosition: false }),
  );
  renderAt('/report/win-loss-report-simple', <WinLossSimpleScreen />);
  expect(await screen.findByText('co_a')).toBeInTheDocument();
  const strip = screen.getByLabelText('Overall');
  expect(within(strip).queryByText('My result')).toBeNull();
  expect(
    within(strip).getByText('Own figures: none (no own position, takes no share)').nextSibling,
  ).toHaveTextContent('0.00');
});

it('win/loss report keeps its columns and gains the lines link', async () => {
  client.fetchPage.mockResolvedValue(
    page([winLossRow(7, 'demo_sh', 100, -80, 50)], {
      ...winLossRow(7, 'x', 100, -80, 50),
      ...extras,
    }),
  );
  renderAt('/report/win-loss-report', <WinLossReportScreen />);
  expect(await screen.findByText('demo_sh')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lines of demo_sh' }).getAttribute('href')).toMatch(
    /^\/winloss-detail\?userId=7&username=demo_sh&viewerId=2&/,
  );
});

describe('US line', () => {
  const us = (
    userId: number,
    username: string,
    userRoleId: number,
    poolId: number,
    turnover: number,
    accountTicketCount: number,
  ) => ({
    userId,
    username,
    userRoleId,
    poolId,
    ticketCount: 1,
    accountTicketCount,
    turnover,
    netAmount: turnover * 0.8,
    commission: turnover * 0.2,
    payout: 0,
    winLoss: -turnover * 0.8,
    ownWinLoss: turnover * 0.5,
    uplineWinLoss: turnover * 0.3,
  });
  const rows = [
    us(7, 'demo_sh', 4, 1, 100, 2),
    us(7, 'demo_sh', 3, 3, 20.5, 2),
    us(9, 'demo_p1', 5, 3, 40, 1),
  ];
  const overall = {
    ticketCount: 3,
    turnover: 160.5,
    netAmount: 128.4,
    commission: 32.1,
    payout: 0,
    winLoss: -128.4,
    ownWinLoss: 80.25,
    uplineWinLoss: 48.15,
    ...extras,
  };

  it('one row per pool under each downline and its subtotal; totals over all', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchAllRows.mockResolvedValue({ ...page(rows, overall) });
    renderAt('/report/winlose-usline', <UsLineScreen />);
    expect(await screen.findAllByText('demo_sh')).toHaveLength(3);
    expect(client.fetchAllRows).toHaveBeenCalledWith(
      'Report',
      'GetUsLineReport',
      { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [1, 3] },
      { signal: expect.any(AbortSignal) },
    );
    const body = within(screen.getByRole('table', { name: 'Win/Lose 3 (US Line)' })).getAllByRole('row');
    const texts = body.map((r) =>
      within(r)
        .queryAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    );
    expect(texts.filter((t) => t.length > 0)).toEqual([
      ['demo_sh', 'M Magnum', '1'],
      ['demo_sh', 'T Toto', '1'],
      ['demo_sh', 'Subtotal', '2'],
      ['demo_p1', 'T Toto', '1'],
      ['demo_p1', 'Subtotal', '1'],
      ['Total', '', '3'],
    ]);
    expect(screen.getAllByText('120.50').length).toBeGreaterThan(0); // demo_sh's subtotal turnover
    expect(screen.getAllByText('160.50').length).toBeGreaterThan(0); // the total

    // A player's pool row opens that pool's lines; the agent drills down.
    await user.click(screen.getAllByText('40.00')[0] as HTMLElement);
    await waitFor(() =>
      expect(address()).toBe(
        '/winloss-detail?userId=9&username=demo_p1&viewerId=2&fromDate=2031-01-06&toDate=2031-01-07&poolIds=3',
      ),
    );
  });

  it('an agent’s rows drill into it', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchAllRows.mockResolvedValue({ ...page(rows, overall) });
    renderAt('/report/winlose-usline', <UsLineScreen />);
    const links = await screen.findAllByRole('link', { name: 'demo_sh' });
    expect(links[0]?.getAttribute('href')).toContain('trail=7%3Ademo_sh');
    await user.click(screen.getAllByText('M Magnum')[0] as HTMLElement);
    await waitFor(() =>
      expect(client.fetchAllRows).toHaveBeenLastCalledWith(
        'Report',
        'GetUsLineReport',
        expect.objectContaining({ userId: 7 }),
        expect.anything(),
      ),
    );
  });

  it('says why when the report is refused', async () => {
    client.fetchAllRows.mockResolvedValue({
      ...page([], null),
      success: false,
      message: 'Unknown currency.',
    });
    renderAt('/report/winlose-usline', <UsLineScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown currency.');
  });
});
