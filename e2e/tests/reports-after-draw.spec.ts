import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  apiCall,
  businessDay,
  csvFields,
  downloadText,
  loginThroughUi,
  navigateInApp,
  zipEntries,
  dmy,
} from './support';

/** A business date 'YYYY-MM-DD' as the screens show it, dd/mm/yyyy. */

/**
 * The reports after the draw (REPORTS.md) over the demo's released draws: every screen is there,
 * the three-sections win/loss report drills down and back with its state in the address and its
 * rows agree with their detail pages, export and print carry the filters, the statistics draw a
 * chart, the results and stakeholder reports show the released draws, and the frame speaks Chinese.
 * Everything here only reads: the tests run side by side.
 */

test.describe.configure({ mode: 'parallel' });

interface Range {
  from: string;
  to: string;
}

/**
 * The demo's released draw dates as the logged-in account sees them (the seed releases the last
 * past draws of pools 1-3): the sales statistic of the last two weeks, its released rows.
 */
async function releasedDates(request: APIRequestContext): Promise<string[]> {
  const res = await apiCall<{ drawDate: string; released: boolean }[]>(
    request,
    'POST',
    '/api/Report/GetSalesStatistic',
    { fromDate: businessDay(-14), toDate: businessDay(0) },
  );
  expect(res.success, res.message ?? '').toBe(true);
  const dates = [...new Set(res.data.filter((r) => r.released).map((r) => r.drawDate))].sort();
  expect(dates.length, 'the demo data has released draws').toBeGreaterThan(0);
  return dates;
}

async function releasedRange(page: Page): Promise<Range> {
  const dates = await releasedDates(page.request);
  return { from: dates[0]!, to: dates[dates.length - 1]! };
}

const reports = (page: Page) => page.locator('[data-remote="mf-reports"]');
const query = (r: Range) => `fromDate=${r.from}&toDate=${r.to}`;

/** A table's body or footer row as {column header: cell text} (the last header row names the columns). */
function figures(row: Locator): Promise<Record<string, string>> {
  return row.evaluate((tr) => {
    const table = tr.closest('table');
    const headRows = table?.tHead?.rows;
    const head = headRows?.[headRows.length - 1];
    if (!head) throw new Error('the row is not in a table with a header');
    const names = Array.from(head.cells).map((c) => (c.textContent ?? '').trim());
    const cells = Array.from((tr as HTMLTableRowElement).cells).map((c) => (c.textContent ?? '').trim());
    return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
  });
}

/** The cell of `row` under the column headed `header` (exact). */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  await expect(table.getByRole('columnheader', { name: header, exact: true }).first()).toBeVisible();
  const names = await table
    .locator('thead tr')
    .last()
    .locator('th')
    .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
  const index = names.indexOf(header);
  expect(index, `column "${header}" in ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(index);
}

const footerOf = (table: Locator) => table.locator('tfoot tr').first();
const rowOf = (table: Locator, username: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('link', { name: username, exact: true }) });

/** Sets the range in the filter bar and searches; the address takes the filter. */
async function searchRange(page: Page, range: Range): Promise<void> {
  const root = reports(page);
  await root.getByLabel('From date').fill(range.from);
  await root.getByLabel('To date').fill(range.to);
  await root.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]fromDate=${range.from}&toDate=${range.to}(&|$)`));
}

/** The three-sections report's table once its rows are in, with its column groups. */
async function winLoss2Table(page: Page): Promise<Locator> {
  const table = reports(page).getByRole('table', { name: 'Win/Loss Report 2', exact: true });
  for (const group of ['Downline', 'Own', 'Upline']) {
    await expect(table.getByRole('columnheader', { name: group, exact: true })).toBeVisible();
  }
  return table;
}

/**
 * Opens the 'Lines' page of `username`'s row and checks its totals are the row's figures (the
 * lines' stake is the row's turnover), also after a reload; comes back to the report.
 */
async function expectDetailEqualsRow(page: Page, table: Locator, username: string): Promise<void> {
  const row = rowOf(table, username);
  const shown = await figures(row);
  await row.getByRole('link', { name: `Lines of ${username}`, exact: true }).click();
  await expect(page).toHaveURL(/\/winloss-detail\?.*userId=\d+/);
  const root = reports(page);
  await expect(root.getByRole('heading', { name: 'Win/Loss Detail', level: 1 })).toBeVisible();
  const detail = root.getByRole('table', { name: 'Win/Loss Detail' });
  const check = async () => {
    const total = footerOf(detail);
    await expect(await cellUnder(detail, total, 'Stake')).toHaveText(shown['Turnover']!);
    await expect(await cellUnder(detail, total, 'Net amount')).toHaveText(shown['Net amount']!);
    await expect(await cellUnder(detail, total, 'Payout')).toHaveText(shown['Payout']!);
    await expect(await cellUnder(detail, total, 'Win/Loss')).toHaveText(shown['Win/Loss']!);
    await expect(detail.locator('tbody tr').first()).not.toHaveText('No Data Found');
    await expect(root.getByTestId('print-header')).toContainText(username);
  };
  await check();
  await page.reload();
  await check();
  await page.goBack();
  await expect(rowOf(await winLoss2Table(page), username)).toBeVisible();
}

/** Opens 'My own eaten lines' and checks its totals are the report's own section totals. */
async function expectSelfDetailEqualsOwnSection(page: Page, table: Locator): Promise<void> {
  const own = await figures(footerOf(table));
  // The own win/loss total opens the same page as the link above the table.
  const link = reports(page).getByRole('link', { name: 'My own eaten lines' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/self-winloss-detail\?viewerId=\d+&/);
  await expect(await cellUnder(table, footerOf(table), 'Own win/loss')).toHaveText(own['Own win/loss']!);
  await expect(footerOf(table).getByRole('link', { name: own['Own win/loss'] })).toHaveAttribute(
    'href',
    href!,
  );
  await link.click();
  await expect(page).toHaveURL(/\/self-winloss-detail\?/);
  const detail = reports(page).getByRole('table', { name: 'Own Win/Loss Detail' });
  const total = footerOf(detail);
  for (const column of ['Eat', 'Own net', 'Own payout', 'Own win/loss']) {
    await expect(await cellUnder(detail, total, column), column).toHaveText(own[column]!);
  }
  await page.reload();
  await expect(await cellUnder(detail, total, 'Own win/loss')).toHaveText(own['Own win/loss']!);
}

/** Every report path of the reports-after-the-draw work, with its title. */
const REPORT_SCREENS: [path: string, title: string][] = [
  ['/report/win-loss-report', 'Win/Loss Report'],
  ['/report/win-loss-report-simple', 'Win/Loss Report (Simple)'],
  ['/report/win-loss-2-report', 'Win/Loss Report 2'],
  ['/report/win-loss-2-report-demo', 'Win/Loss Report 2 (Demo)'],
  ['/report/winlose-usline', 'Win/Lose 3 (US Line)'],
  ['/report/strike-report', 'Strike Report'],
  ['/report/winning-report', 'Winning Report'],
  ['/report/payout-report', 'Payout Report'],
  ['/report/payout-table-report', 'Payout Table Report'],
  ['/report/sales-statistic-report', 'Sales Statistic Report'],
  ['/report/payout-statistic-report', 'Payout Statistic Report'],
  ['/report/stakeholder-report', 'Stakeholder Report'],
];

test('every report and detail page is a real screen with a Print button', async ({ page }) => {
  await loginThroughUi(page, 'demo_co');
  const range = await releasedRange(page);
  const me = await apiCall<{ userId: number }>(page.request, 'GET', '/api/Account/IsLoggedIn');
  const details: [string, string][] = [
    [`/winloss-detail?userId=${me.data.userId}&username=demo_co&${query(range)}`, 'Win/Loss Detail'],
    [`/self-winloss-detail?${query(range)}`, 'Own Win/Loss Detail'],
    [`/jackpot-detail?drawDate=${range.to}&poolId=3`, 'Jackpot Detail'],
  ];
  await page.goto(`/report/win-loss-report?${query(range)}`);
  const root = reports(page);
  for (const [path, title] of [...REPORT_SCREENS.map(([p, t]) => [`${p}?${query(range)}`, t]), ...details]) {
    await navigateInApp(page, path!);
    await expect(root.getByRole('heading', { name: title, level: 1, exact: true }), path).toBeVisible();
    await expect(root.getByRole('button', { name: 'Print', exact: true }), path).toBeVisible();
    await expect(root.getByText('This screen is not available yet'), path).toHaveCount(0);
    await expect(root.getByRole('table').first(), path).toBeVisible();
  }
});

test('win/loss 2 as the company: sections, drill-down and back, reload, detail totals equal the row', async ({
  page,
}) => {
  await loginThroughUi(page, 'demo_co');
  const range = await releasedRange(page);
  await page.goto('/report/win-loss-2-report');
  await searchRange(page, range);
  const root = reports(page);
  const table = await winLoss2Table(page);
  await expect(rowOf(table, 'demo_sh')).toBeVisible();
  const trail = root.getByRole('navigation', { name: 'Viewing' });

  // Down three levels by the rows' names, back to demo_sh by the breadcrumb.
  await rowOf(table, 'demo_sh').getByRole('link', { name: 'demo_sh', exact: true }).click();
  await expect(rowOf(table, 'demo_ma')).toBeVisible();
  await rowOf(table, 'demo_ma').getByRole('link', { name: 'demo_ma', exact: true }).click();
  await expect(rowOf(table, 'demo_ag')).toBeVisible();
  await rowOf(table, 'demo_ag').getByRole('link', { name: 'demo_ag', exact: true }).click();
  await expect(rowOf(table, 'demo_p1')).toBeVisible();
  await expect(trail).toContainText('demo_sh');
  await expect(trail).toContainText('demo_ag');
  await expect(page).toHaveURL(/[?&]trail=[^&]*demo_ag/);

  await trail.getByRole('button', { name: 'demo_sh', exact: true }).click();
  await expect(rowOf(table, 'demo_ma')).toBeVisible();
  await expect(rowOf(table, 'demo_p1')).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]trail=\d+%3Ademo_sh(&|$)/);

  // The address holds the filter and the drill state: a reload shows the same.
  await page.reload();
  await expect(rowOf(table, 'demo_ma')).toBeVisible();
  await expect(trail).toContainText('demo_sh');
  // The date fields show dd/mm/yyyy (the address keeps the business date).
  await expect(root.getByLabel('From date')).toHaveValue(dmy(range.from));
  await expect(root.getByLabel('To date')).toHaveValue(dmy(range.to));

  // Each section adds up to nothing: downline + own + upline win/loss = 0 on the totals.
  const total = await figures(footerOf(table));
  const units = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
  expect(units(total['Win/Loss']!) + units(total['Own win/loss']!) + units(total['Upline win/loss']!)).toBe(
    0,
  );

  await expectDetailEqualsRow(page, table, 'demo_ma');
  await expectSelfDetailEqualsOwnSection(page, table);
});

test('win/loss 2 as an agent: its downline, drill-down kept over a reload, breadcrumb back, details', async ({
  page,
}) => {
  await loginThroughUi(page, 'demo_ma');
  const range = await releasedRange(page);
  await page.goto('/report/win-loss-2-report');
  await searchRange(page, range);
  const root = reports(page);
  const table = await winLoss2Table(page);
  await expect(rowOf(table, 'demo_ag')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);

  // A click on the row views demo_ag's players; the address keeps it over a reload.
  await rowOf(table, 'demo_ag').getByRole('cell').nth(2).click();
  await expect(rowOf(table, 'demo_p1')).toBeVisible();
  await expect(page).toHaveURL(/[?&]trail=\d+%3Ademo_ag(&|$)/);
  await page.reload();
  await expect(rowOf(table, 'demo_p1')).toBeVisible();
  const trail = root.getByRole('navigation', { name: 'Viewing' });
  await expect(trail).toContainText('demo_ag');

  // A player's lines, as demo_ag sees them.
  await expectDetailEqualsRow(page, table, 'demo_p1');

  await trail.getByRole('button', { name: 'My downlines' }).click();
  await expect(rowOf(table, 'demo_ag')).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]trail=/);
  await expectDetailEqualsRow(page, table, 'demo_ag');
  await expectSelfDetailEqualsOwnSection(page, table);
});

test('CSV and Excel export carry the filters above the header and the rows', async ({ page }) => {
  await loginThroughUi(page, 'demo_co');
  const range = await releasedRange(page);
  await page.goto('/report/win-loss-2-report');
  const root = reports(page);
  await root.getByRole('button', { name: 'M Magnum' }).click();
  await root.getByRole('button', { name: 'T Toto' }).click();
  await expect(root.getByRole('button', { name: 'T Toto' })).toHaveAttribute('aria-pressed', 'true');
  await searchRange(page, range);
  await expect(page).toHaveURL(/[?&]poolIds=1%2C3(&|$)/);
  const table = await winLoss2Table(page);
  const shown = await figures(rowOf(table, 'demo_sh'));

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    root.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('win-loss-2-report.csv');
  const lines = (await downloadText(csv)).split('\r\n').map(csvFields);
  expect(lines.slice(0, 6)).toEqual([
    ['Win/Loss Report 2'],
    ['From date', dmy(range.from)],
    ['To date', dmy(range.to)],
    ['Pools', 'M, T'],
    ['Currency', 'MYR'],
    ['Account', 'demo_co'],
  ]);
  expect(lines[6]![0]).toBe('Exported at');
  expect(lines[6]![1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  expect(lines[7]).toEqual(['']);
  const header = lines[8]!;
  expect(header[0]).toBe('Username');
  expect(header).toContain('Own · Eat');
  const row = lines.find((l) => l[0] === 'demo_sh');
  expect(row, 'the demo_sh row').toBeDefined();
  const at = (name: string) => row![header.indexOf(name)];
  expect(at('Downline · Turnover')).toBe(shown['Turnover']!.replace(/,/g, ''));
  expect(at('Downline · Win/Loss')).toBe(shown['Win/Loss']!.replace(/,/g, ''));
  expect(at('Own · Own win/loss')).toBe(shown['Own win/loss']!.replace(/,/g, ''));
  expect(header).not.toContain('Lines');

  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    root.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toBe('win-loss-2-report.xlsx');
  const bytes = await readFile(await excel.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const entries = zipEntries(bytes);
  expect(entries.get('xl/workbook.xml')?.toString('utf8')).toContain('name="Win-Loss Report 2"');
  const sheetText = [...entries]
    .filter(([name]) => name.startsWith('xl/worksheets/') || name === 'xl/sharedStrings.xml')
    .map(([, data]) => data.toString('utf8'))
    .join('\n');
  for (const text of ['Win/Loss Report 2', 'From date', dmy(range.from), 'M, T', 'demo_sh', 'Own · Eat']) {
    expect(sheetText, text).toContain(text);
  }
});

test('print: the report alone with its filters on top; Print calls the browser print', async ({ page }) => {
  await loginThroughUi(page, 'demo_co');
  const range = await releasedRange(page);
  await page.goto(`/report/win-loss-2-report?${query(range)}`);
  const root = reports(page);
  const table = await winLoss2Table(page);
  await expect(rowOf(table, 'demo_sh')).toBeVisible();
  const printHeader = root.getByTestId('print-header');
  await expect(printHeader).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  try {
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(root.getByRole('button', { name: 'Search' })).toBeHidden();
    await expect(root.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(root.getByRole('button', { name: 'Export CSV' })).toBeHidden();
    await expect(root.getByRole('navigation', { name: 'Pagination' })).toBeHidden();
    await expect(root.getByRole('navigation', { name: 'Viewing' })).toBeHidden();
    await expect(root.getByRole('heading', { name: 'Win/Loss Report 2', level: 1 })).toBeVisible();
    await expect(printHeader).toBeVisible();
    await expect(printHeader).toContainText(`From date:${dmy(range.from)}`);
    await expect(printHeader).toContainText(`To date:${dmy(range.to)}`);
    await expect(printHeader).toContainText('Pools:All pools');
    await expect(printHeader).toContainText('Currency:MYR');
    await expect(printHeader).toContainText('Account:demo_co');
    await expect(printHeader).toContainText(/Printed at:\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(rowOf(table, 'demo_sh')).toBeVisible();
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
  await expect(printHeader).toBeHidden();

  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  await root.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

for (const [path, title, figure] of [
  [
    '/report/sales-statistic-report',
    'Sales Statistic Report',
    'Turnover per draw date and pool, and net amount',
  ],
  [
    '/report/payout-statistic-report',
    'Payout Statistic Report',
    'Payout per draw date and pool, and win/loss',
  ],
] as const) {
  test(`${title}: a chart above the table of the released draws`, async ({ page }) => {
    await loginThroughUi(page, 'demo_co');
    const dates = await releasedDates(page.request);
    const range = { from: dates[0]!, to: dates[dates.length - 1]! };
    await page.goto(path);
    await searchRange(page, range);
    const root = reports(page);
    const chart = root.locator('figure canvas');
    await expect(chart).toBeVisible();
    await expect(root.getByRole('img', { name: figure })).toBeVisible();
    const table = root.getByRole('table', { name: title });
    for (const date of dates) {
      await expect(
        table
          .getByRole('row')
          .filter({ hasText: dmy(date) })
          .first(),
      ).toBeVisible();
    }
    const [chartBox, tableBox] = [await chart.boundingBox(), await table.boundingBox()];
    expect(chartBox!.height).toBeGreaterThan(100);
    expect(chartBox!.width).toBeGreaterThan(300);
    expect(chartBox!.y + chartBox!.height).toBeLessThanOrEqual(tableBox!.y);
    // Something was drawn: the canvas is not blank.
    const painted = await chart.evaluate((c) => {
      const canvas = c as HTMLCanvasElement;
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n += 1;
      return n;
    });
    expect(painted).toBeGreaterThan(1000);
  });
}

test('strike report: the prize positions of the last released draw, unbet ones can be hidden', async ({
  page,
}) => {
  await loginThroughUi(page, 'demo_co');
  const dates = await releasedDates(page.request);
  await page.goto('/report/strike-report');
  const root = reports(page);
  await root.getByLabel('Draw date').fill(dates[dates.length - 1]!);
  await root.getByRole('button', { name: 'Search' }).click();
  const table = root.getByRole('table', { name: 'Strike Report' });
  for (const column of ['Pool', 'Prize', 'Number', 'Lines', 'Stake', 'Eat', 'Payout', 'Own payout']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // The seed's result: 1234 takes the 1st prize of Magnum, and the demo bet on it.
  const first = table.getByRole('row').filter({ hasText: /^Magnum\s*1st\s*1234/ });
  await expect(first).toBeVisible();
  expect(Number(await (await cellUnder(table, first, 'Lines')).textContent())).toBeGreaterThan(0);
  const rows = table.locator('tbody tr');
  const all = await rows.count();
  // The box follows the address (set a moment after the click): click, then wait for it.
  const unbet = root.getByRole('checkbox', { name: 'Show positions nobody bet on' });
  await unbet.click();
  await expect(page).toHaveURL(/[?&]unbet=0(&|$)/);
  await expect(unbet).not.toBeChecked();
  await expect.poll(() => rows.count()).toBeLessThan(all);
  await expect(first).toBeVisible();
});

test('winning report: the winning lines of the released draws with their uplines and totals', async ({
  page,
}) => {
  await loginThroughUi(page, 'demo_co');
  const range = await releasedRange(page);
  await page.goto(`/report/winning-report?${query(range)}`);
  const root = reports(page);
  const table = root.getByRole('table', { name: 'Winning Report' });
  for (const column of ['Ticket no', 'Bettor', 'Uplines', 'Draw date', 'Matched prizes', 'Stake', 'Payout']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const line = table.locator('tbody tr').filter({ hasText: 'demo_co › demo_sh › demo_ma › demo_ag' }).first();
  await expect(line).toBeVisible();
  await expect(line.getByRole('button', { name: 'demo_p1' })).toBeVisible();
  const total = await figures(footerOf(table));
  expect(Number(total['Payout']!.replace(/,/g, ''))).toBeGreaterThan(0);
});

test('payout report: per downline, drill-down and the own payout per draw', async ({ page }) => {
  await loginThroughUi(page, 'demo_co');
  const range = await releasedRange(page);
  await page.goto(`/report/payout-report?${query(range)}`);
  const root = reports(page);
  const table = root.getByRole('table', { name: 'Payout Report' });
  for (const column of ['Username', 'Winning lines', 'Stake on winning lines', 'Payout', 'Own payout']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(rowOf(table, 'demo_sh')).toBeVisible();
  const total = await figures(footerOf(table));
  expect(Number(total['Winning lines'])).toBeGreaterThan(0);

  await root.getByRole('button', { name: /My own payout/ }).click();
  const own = root.getByRole('table', { name: 'My own payout' });
  await expect(
    own
      .locator('tbody tr')
      .filter({ hasText: dmy(range.to) })
      .first(),
  ).toBeVisible();
  // The own part over every draw is the Own payout total of the downlines' table.
  await expect(await cellUnder(own, footerOf(own), 'Own payout')).toHaveText(total['Own payout']!);

  await rowOf(table, 'demo_sh').getByRole('link', { name: 'demo_sh' }).click();
  await expect(rowOf(table, 'demo_ma')).toBeVisible();
  await expect(root.getByRole('navigation', { name: 'Viewing' })).toContainText('demo_sh');
});

test('payout table: a grid per pool with totals per bet code and prize', async ({ page }) => {
  await loginThroughUi(page, 'demo_co');
  const range = await releasedRange(page);
  await page.goto(`/report/payout-table-report?${query(range)}`);
  const root = reports(page);
  for (const pool of ['Magnum', 'Kuda', 'Toto']) {
    const grid = root.getByRole('region', { name: pool }).getByRole('table');
    await expect(grid).toBeVisible();
    for (const rank of ['1st', '2nd', '3rd', 'Starter', 'Consolation', 'Total']) {
      await expect(grid.getByRole('columnheader', { name: rank, exact: true })).toBeVisible();
    }
    await expect(grid.locator('tbody tr').filter({ hasText: /^B/ })).toBeVisible();
    await expect(footerOf(grid)).toContainText('Total');
  }
  await expect(root.getByRole('region', { name: 'Toto' })).toContainText('5D');
});

test('stakeholder report: every level of the chain, the win/loss adds up to zero', async ({ page }) => {
  await loginThroughUi(page, 'demo_co');
  const range = await releasedRange(page);
  await page.goto(`/report/stakeholder-report?${query(range)}`);
  const root = reports(page);
  const table = root.getByRole('table', { name: 'Stakeholder Report' });
  for (const column of [
    'Level',
    'Account',
    'Role',
    'PT %',
    'In',
    'Eat',
    'Out',
    'Net amount',
    'Payout',
    'Win/Loss',
  ]) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const balance = root.getByLabel('Does it add up?');
  const check = async () => {
    await expect(table.locator('tbody tr').filter({ hasText: /^Upline\s*demo_co/ })).toBeVisible();
    await expect(await cellUnder(table, footerOf(table), 'Win/Loss')).toHaveText('0.00');
    await expect(balance).toContainText('Win/loss of every level with the lay-off0.00');
  };
  await check();

  await root.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'demo_sh' });
  await expect(page).toHaveURL(/[?&]account=/);
  for (const [level, name] of [
    ['Downlines', 'demo_ag'],
    ['Downlines', 'demo_ma'],
    ['Account', 'demo_sh'],
  ]) {
    await expect(table.locator('tbody tr').filter({ hasText: `${level}${name}` })).toBeVisible();
  }
  await check();
  await page.reload();
  await expect(table.locator('tbody tr').filter({ hasText: 'Accountdemo_sh' })).toBeVisible();
  await check();
});

test('the report frame in Chinese: column headers, quick picks, pools; back to English', async ({ page }) => {
  await loginThroughUi(page, 'demo_co');
  const range = await releasedRange(page);
  await page.goto(`/report/win-loss-2-report?${query(range)}`);
  const root = reports(page);
  await expect(rowOf(await winLoss2Table(page), 'demo_sh')).toBeVisible();
  await page.getByLabel('Language').selectOption({ label: '中文' });
  try {
    await expect(root.getByRole('heading', { name: '输赢报表 2', level: 1 })).toBeVisible();
    const table = root.getByRole('table', { name: '输赢报表 2' });
    for (const name of ['下线', '自身', '上线', '用户名', '营业额', '输赢', '自身输赢', '上线输赢', '注单']) {
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    await expect(table.getByRole('cell', { name: '合计', exact: true })).toBeVisible();
    const picks = root.getByRole('group', { name: '快速选择' });
    for (const name of ['上期开奖', '本周', '上周', '本月', '上月']) {
      await expect(picks.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(
      root.getByRole('group', { name: '彩池' }).getByRole('button', { name: '全部' }),
    ).toBeVisible();
    await expect(root.getByRole('button', { name: '打印' })).toBeVisible();
    await expect(root.getByRole('button', { name: '导出 CSV' })).toBeVisible();

    // A quick pick applies at once: last week is Monday to Sunday before this week.
    const today = new Date(`${businessDay(0)}T00:00:00Z`);
    const sinceMonday = (today.getUTCDay() + 6) % 7;
    await picks.getByRole('button', { name: '上周', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `[?&]fromDate=${businessDay(-sinceMonday - 7)}&toDate=${businessDay(-sinceMonday - 1)}(&|$)`,
      ),
    );
    await expect(picks.getByRole('button', { name: '上周', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(root.getByLabel('开始日期')).toHaveValue(dmy(businessDay(-sinceMonday - 7)));
  } finally {
    await page.getByLabel('语言').selectOption({ label: 'English' });
  }
  await expect(root.getByRole('columnheader', { name: 'Turnover', exact: true })).toBeVisible();
  await expect(
    root.getByRole('group', { name: 'Quick pick' }).getByRole('button', { name: 'Last week' }),
  ).toBeVisible();
});
