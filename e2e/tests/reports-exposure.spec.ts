import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  apiCall,
  businessDay,
  csvFields,
  dmy,
  downloadText,
  loginThroughApi,
  loginThroughUi,
  navigateInApp,
} from './support';

/**
 * The exposure screens (REPORTS.md "Exposure family", SPEC 2.6) over orders placed here through the
 * API on the next open Magnum draw: the map as the company and as an agent (report types, the
 * detail modal adding up to the cell, CSV export, print), the map without modal opening /map-detail
 * in a new tab, a run on the run map, the active map refreshing itself, and the map in Chinese.
 * Every test bets on its own random number, so the tests can run side by side.
 */

test.describe.configure({ mode: 'parallel' });

const reports = (page: Page) => page.locator('[data-remote="mf-reports"]');

/** A random 4-digit number per test (keeps the tests' figures and fight limits apart). */
const randomNumber = () => String(1000 + Math.floor(Math.random() * 9000));

/** `2026-11-25` -> `25/11/2026` (the bet string's date). */

/** Text of an amount cell as a number of cents. */
const cents = (text: string) => Math.round(Number(text.replace(/,/g, '').trim()) * 100);

/** The next open draw of Magnum (pool 1) by its cutoff, as the calendar says (logs demo_ag in). */
async function nextOpenDraw(request: APIRequestContext): Promise<string> {
  await loginThroughApi(request, 'demo_ag');
  const year = Number(businessDay(0).slice(0, 4));
  const draws: { drawDate: string; state: string; cutoffAt: string }[] = [];
  for (const y of [year, year + 1]) {
    const res = await apiCall<{ drawDate: string; state: string; cutoffAt: string }[]>(
      request,
      'GET',
      `/api/Pools/GetScheduledDrawByYear?year=${y}&poolId=1`,
    );
    expect(res.success, res.message ?? '').toBe(true);
    draws.push(...res.data.filter((d) => d.state === 'open'));
    if (draws.length > 0) break;
  }
  draws.sort((a, b) => a.cutoffAt.localeCompare(b.cutoffAt));
  expect(draws.length, 'an open Magnum draw').toBeGreaterThan(0);
  return draws[0]!.drawDate;
}

interface Placed {
  ticketId: number;
  ticketNo: string;
}

/**
 * demo_ag orders `lines` for demo_p1 on Magnum's draw of `drawDate` (PlaceExpressOrder, a unique
 * order key), in its own API context so the page's session is untouched.
 */
async function orderForP1(request: APIRequestContext, drawDate: string, lines: string[]): Promise<Placed> {
  await loginThroughApi(request, 'demo_ag');
  const ctx = await apiCall<{ bettors: { userId: number; username: string }[] }>(
    request,
    'POST',
    '/api/Bet/GetBettingContext',
    { keyword: 'demo_p1' },
  );
  const p1 = ctx.data.bettors.find((b) => b.username === 'demo_p1');
  expect(p1, 'demo_p1 is a bettor of demo_ag').toBeDefined();
  const res = await apiCall<Placed & { soldOut: unknown[] }>(request, 'POST', '/api/Bet/PlaceExpressOrder', {
    betString: [`D${dmy(drawDate)}`, '#1', ...lines].join('\n'),
    targetUserId: p1!.userId,
    orderKey: `e2e-exposure-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  });
  expect(res.success, res.message ?? '').toBe(true);
  expect(res.data.soldOut).toEqual([]);
  return { ticketId: res.data.ticketId, ticketNo: res.data.ticketNo };
}

/** A fresh API context of the test's base URL (its own session). */
async function apiContext(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  return playwright.request.newContext(baseURL ? { baseURL } : {});
}

/** The column names of a table (its last header row). */
function headersOf(table: Locator): Promise<string[]> {
  return table
    .locator('thead tr')
    .last()
    .locator('th')
    .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
}

/** A row's cells as {column header: text}. */
async function figures(table: Locator, row: Locator): Promise<Record<string, string>> {
  const names = await headersOf(table);
  const cells = await row.locator('td').evaluateAll((tds) => tds.map((td) => (td.textContent ?? '').trim()));
  return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
}

/** The map's row of `number` (its first cell is the number, a button, a link or text). */
const mapRow = (table: Locator, number: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByText(number, { exact: true }) });

/** The map's table with its code columns and the row of `number` showing. */
async function mapTable(page: Page, title: string, number: string): Promise<Locator> {
  const table = reports(page).getByRole('table', { name: title, exact: true });
  await expect(mapRow(table, number)).toBeVisible();
  return table;
}

/**
 * Chooses a report type in the filter and searches; waits for the map's reply and for the screen to
 * show its figure for `number` (its total, or no row when the reply has none). Returns that total.
 */
async function searchReportType(
  page: Page,
  table: Locator,
  number: string,
  label: string,
  type: number,
): Promise<string> {
  const root = reports(page);
  await root.getByLabel('Report type').selectOption({ label });
  const reply = page.waitForResponse(
    (r) =>
      r.url().includes('/api/Report/GetMapReport') &&
      (r.request().postDataJSON() as { reportType?: number } | null)?.reportType === type,
  );
  await root.getByRole('button', { name: 'Search' }).click();
  const body = (await (await reply).json()) as { data: { number: string; total: number }[] };
  if (type === 1) await expect(page).not.toHaveURL(/[?&]type=/);
  else await expect(page).toHaveURL(new RegExp(`[?&]type=${type}(&|$)`));
  const found = body.data.find((r) => r.number === number);
  const row = mapRow(table, number);
  if (!found) {
    await expect(row).toHaveCount(0);
    return '0.00';
  }
  const total = found.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(row.locator('td').last()).toHaveText(total);
  return total;
}

for (const viewer of ['demo_co', 'demo_ma']) {
  test(`map report as ${viewer}: code columns and total, report types, detail modal adds up, CSV, print`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const request = await apiContext(playwright, baseURL);
    const drawDate = await nextOpenDraw(request);
    const number = randomNumber();
    // Big 2 and Small 1 in one ticket, Big 1 in another: 3.00 of Big, 1.00 of Small.
    await orderForP1(request, drawDate, [`${number}#2#1`]);
    await orderForP1(request, drawDate, [`${number}#1`]);
    await request.dispose();

    await loginThroughUi(page, viewer);
    await page.goto(`/report/map-report?fromDate=${drawDate}&toDate=${drawDate}&number=${number}`);
    const root = reports(page);
    await expect(root.getByRole('heading', { name: 'Map Report', level: 1 })).toBeVisible();
    await expect(root.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
    const table = await mapTable(page, 'Map Report', number);
    const headers = await headersOf(table);
    expect(headers.slice(0, 4)).toEqual(['Number', 'Big', 'Small', '4A']);
    for (const code of ['3A', '2A', '5D', '6D', 'Total']) expect(headers).toContain(code);
    expect(headers.at(-1)).toBe('Total');

    // Sale gross: the stake of the viewer's subtree on the number, per code.
    const gross = await figures(table, mapRow(table, number));
    expect(gross['Big']).toBe('3.00');
    expect(gross['Small']).toBe('1.00');
    expect(gross['4A']).toBe('0.00');
    expect(gross['Total']).toBe('4.00');
    const footer = table.locator('tfoot tr').first();
    await expect(footer).toContainText('Total');
    expect((await figures(table, footer))['Total']).toBe('4.00');

    // Each report type reads its own figures (the eat types may leave the number out: nothing eaten).
    const totals: Record<number, string> = { 1: gross['Total']! };
    for (const [type, label] of [
      [2, 'Sale net'],
      [3, 'Eat gross'],
      [4, 'Eat net'],
    ] as const) {
      totals[type] = await searchReportType(page, table, number, label, type);
    }
    // Sale net is the downline's rate x the stake: less than the gross, more than nothing.
    expect(cents(totals[2]!)).toBeGreaterThan(0);
    expect(cents(totals[2]!)).toBeLessThan(cents(totals[1]!));
    expect(new Set(Object.values(totals)).size, JSON.stringify(totals)).toBeGreaterThan(1);

    // Back to sale net: the number opens its lines in a modal; they sum to the row.
    await searchReportType(page, table, number, 'Sale net', 2);
    const row = mapRow(table, number);
    const shown = await figures(table, row);
    await row.getByRole('button', { name: number, exact: true }).click();
    const modal = page.getByRole('dialog', { name: `${number}: lines (Sale net)` });
    await expect(modal).toBeVisible();
    const lines = modal.getByRole('table', { name: 'Map Detail' });
    await expect(lines.locator('tbody tr').first()).toContainText(number);
    const detailHeaders = await headersOf(lines);
    expect(detailHeaders).toEqual([
      'Date',
      'Agent',
      'Ticket ID',
      'Number',
      'Pool',
      'Package',
      'Big',
      'Small',
      '4A',
      '4SB',
      '4SC',
      '4SD',
      '4SE',
      '4C',
      'Total',
    ]);
    const bodyRows = await lines
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')),
      );
    expect(bodyRows.length).toBeGreaterThanOrEqual(2);
    const sumOf = (column: string) =>
      bodyRows.reduce((s, cells) => s + cents(cells[detailHeaders.indexOf(column)]!), 0);
    expect(sumOf('Big')).toBe(cents(shown['Big']!));
    expect(sumOf('Small')).toBe(cents(shown['Small']!));
    expect(sumOf('Total')).toBe(cents(shown['Total']!));
    expect((await figures(lines, lines.locator('tfoot tr').first()))['Total']).toBe(shown['Total']);
    for (const cells of bodyRows) {
      expect(cells[detailHeaders.indexOf('Date')]).toBe(dmy(drawDate));
      expect(cells[detailHeaders.indexOf('Pool')]).toBe('Magnum');
    }
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await expect(modal).toHaveCount(0);

    // CSV: the title and the filters above the header, then the row.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      root.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('map-report.csv');
    const csvLines = (await downloadText(csv)).split('\r\n').map(csvFields);
    const header = csvLines.findIndex((l) => l[0] === 'Number' && l[1] === 'Big');
    expect(header, JSON.stringify(csvLines.slice(0, 14))).toBeGreaterThan(0);
    const above = csvLines.slice(0, header);
    expect(above[0]).toEqual(['Map Report']);
    expect(above).toContainEqual(['Report type', 'Sale net']);
    expect(above).toContainEqual(['Number', number]);
    expect(above).toContainEqual(['Pool', 'All pools']);
    expect(above.some((l) => l.includes(dmy(drawDate)))).toBe(true);
    expect(above.some((l) => l.includes(viewer))).toBe(true);
    const csvRow = csvLines.slice(header + 1).find((l) => l[0] === number);
    expect(csvRow, 'the number in the CSV').toBeDefined();
    expect(csvRow![csvLines[header]!.indexOf('Total')]).toBe(shown['Total']!.replace(/,/g, ''));

    // Print: the filters on top, the shell hidden.
    await page.emulateMedia({ media: 'print' });
    try {
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
      await expect(root.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(root.getByTestId('print-header')).toContainText('Report type:Sale net');
      await expect(mapRow(table, number)).toBeVisible();
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
}

test('map without modal: a number opens /map-detail in a new tab, bare, with totals; a ticket opens its receipt', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const request = await apiContext(playwright, baseURL);
  const drawDate = await nextOpenDraw(request);
  const number = randomNumber();
  const first = await orderForP1(request, drawDate, [`${number}#3#2`]);
  await orderForP1(request, drawDate, [`${number}#1`]);
  await request.dispose();

  await loginThroughUi(page, 'demo_co');
  const me = await apiCall<{ userId: number }>(page.request, 'GET', '/api/Account/IsLoggedIn');
  await page.goto(
    `/report/map-report-without-modal?fromDate=${drawDate}&toDate=${drawDate}&number=${number}`,
  );
  const table = await mapTable(page, 'Map Report (Without Popup)', number);
  const shown = await figures(table, mapRow(table, number));
  expect(shown['Total']).toBe('6.00');
  const link = mapRow(table, number).getByRole('link', { name: number, exact: true });
  await expect(link).toHaveAttribute('target', '_blank');

  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  expect(url.pathname).toBe('/map-detail');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    agentId: String(me.data.userId),
    agentName: 'demo_co',
    betNumber: number,
    drawDate,
    poolId: '-1',
    betType: '3',
    searchType: '1',
    // The report's currency follows (docs/report-exposure-screens.md).
    currency: 'MYR',
  });

  const check = async () => {
    const root = reports(tab);
    await expect(root.getByRole('heading', { name: 'Map Detail' })).toBeVisible();
    // Bare: no shell header nor menu, no page heading.
    await expect(tab.getByRole('banner')).toHaveCount(0);
    await expect(tab.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveCount(0);
    const lines = root.getByRole('table', { name: 'Map Detail' });
    // The first ticket's Big and Small are two lines of it, each with the ticket id.
    await expect(lines.getByRole('button', { name: first.ticketNo, exact: true })).toHaveCount(2);
    expect(await lines.locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
    const total = await figures(lines, lines.locator('tfoot tr').first());
    expect(total['Big']).toBe(shown['Big']);
    expect(total['Small']).toBe(shown['Small']);
    expect(total['Total']).toBe(shown['Total']);
    return lines;
  };
  await check();
  await tab.reload();
  const lines = await check();

  await lines.getByRole('button', { name: first.ticketNo, exact: true }).first().click();
  const ticket = tab.getByRole('dialog', { name: `Ticket ${first.ticketNo}` });
  await expect(ticket).toBeVisible();
  const texts = ticket.getByRole('textbox');
  await expect(texts).toHaveCount(2);
  await expect(texts.nth(0)).toHaveValue(new RegExp(number));
  await expect(texts.nth(1)).toHaveValue(new RegExp(number));
  await expect(texts.nth(0)).toHaveAttribute('readonly', '');
  await expect(texts.nth(1)).toHaveAttribute('readonly', '');
  await ticket.getByRole('button', { name: 'Close' }).last().click();
  await expect(ticket).toHaveCount(0);

  // Moving in the same tab between the bare page and a page of the layout keeps the report shown.
  await navigateInApp(tab, `/report/map-report?fromDate=${drawDate}&toDate=${drawDate}&number=${number}`);
  await expect(tab.getByTestId('app-layout')).toBeVisible();
  await expect(reports(tab).getByRole('heading', { name: 'Map Report', level: 1 })).toBeVisible();
  await tab.goBack();
  await expect(tab.getByTestId('bare-layout')).toBeVisible();
  await check();
  await tab.close();
});

test('run map as demo_ag: the run checks its fields, places a run ticket, the carried amount falls', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await apiContext(playwright, baseURL);
  const drawDate = await nextOpenDraw(request);
  const number = randomNumber();
  await orderForP1(request, drawDate, [`${number}#20`]);
  await request.dispose();

  await loginThroughUi(page, 'demo_ag');
  await page.goto(`/report/run-map-report?fromDate=${drawDate}&toDate=${drawDate}&poolId=1&number=${number}`);
  const root = reports(page);
  await expect(root.getByRole('heading', { name: 'Run Map Report', level: 1 })).toBeVisible();
  const table = root.getByRole('table', { name: 'Run Map Report', exact: true });
  const row = table.locator('tbody tr').filter({ hasText: new RegExp(`^\\s*${number}`) });
  await expect(row).toHaveCount(1);
  const before = await figures(table, row);
  expect(before['Bet code']).toBe('B');
  expect(before['In']).toBe('20.00');
  // The demo's demo_ag takes no position (0 %): what it carries is its eat less its runs.
  expect(cents(before['Eat']!)).toBeGreaterThanOrEqual(0);
  expect(before['Run']).toBe('0.00');
  expect(before['Carried']).toBe(before['Eat']);

  const save = root.getByRole('button', { name: 'Save', exact: true });
  await row.getByRole('checkbox', { name: 'Select row' }).check();
  await save.click();
  await expect(root.getByRole('alert')).toHaveText('Please Select Eat Type');
  await root.getByLabel('Eat type').selectOption({ label: 'Gross (stake)' });
  await save.click();
  await expect(root.getByRole('alert')).toHaveText('Please fill up run amount');
  await root.getByLabel('Run amount', { exact: true }).fill('1');
  const saved = page.waitForResponse((r) => r.url().includes('/api/Report/SaveRunTicket'));
  await save.click();
  const reply = (await (await saved).json()) as {
    success: boolean;
    message: string | null;
    data: { ticketNo: string };
  };
  expect(reply.success, reply.message ?? '').toBe(true);
  await expect(root.getByRole('status').filter({ hasText: 'Run placed' })).toHaveText(
    `Run placed: ticket ${reply.data.ticketNo}.`,
  );

  // The map is read again at once: the run is on the row and the carried amount fell by it.
  await expect(async () => {
    const after = await figures(table, row);
    expect(after['Run']).toBe('1.00');
    expect(cents(after['Carried']!)).toBe(cents(before['Carried']!) - 100);
  }).toPass();
  await expect(row.getByRole('checkbox', { name: 'Select row' })).not.toBeChecked();

  // The eat-gross map shows the same fall (eat less the own runs).
  await page.goto(
    `/report/map-report?fromDate=${drawDate}&toDate=${drawDate}&poolId=1&type=3&number=${number}`,
  );
  const map = await mapTable(page, 'Map Report', number);
  expect(cents((await figures(map, mapRow(map, number)))['Big']!)).toBe(cents(before['Carried']!) - 100);
});

test('active map: refreshes itself while orders come in', async ({ page, playwright, baseURL }) => {
  test.slow();
  const request = await apiContext(playwright, baseURL);
  const drawDate = await nextOpenDraw(request);
  const number = randomNumber();
  await orderForP1(request, drawDate, [`${number}#1`]);

  await loginThroughUi(page, 'demo_co');
  await page.goto(`/report/active-map-report?number=${number}`);
  const root = reports(page);
  await expect(root.getByRole('heading', { name: 'Active Map Report', level: 1 })).toBeVisible();
  await expect(root.getByText('Refreshes itself every 30 seconds.', { exact: false })).toBeVisible();
  const table = await mapTable(page, 'Active Map Report', number);
  const big = async () => (await figures(table, mapRow(table, number)))['Big'];
  expect(await big()).toBe('1.00');

  await orderForP1(request, drawDate, [`${number}#2`]);
  await request.dispose();
  // No reload, no click: the screen's own refresh brings the new figure.
  await expect.poll(big, { timeout: 40_000, intervals: [1_000] }).toBe('3.00');
  await expect(page).toHaveURL(/\/report\/active-map-report\?number=/);

  // Over every date (the default), a number still opens its lines: those of every draw not yet
  // released, each row with its draw date, adding up to the row.
  await mapRow(table, number).getByRole('button', { name: number, exact: true }).click();
  const modal = page.getByRole('dialog', { name: new RegExp(`${number}: lines`) });
  const lines = modal.locator('tbody tr');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: dmy(drawDate) })).toHaveCount(2);
  await expect(modal.locator('tfoot')).toContainText('3.00');
});

test('run map: a ticked row takes the run amount typed on it, the others the common amount', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await apiContext(playwright, baseURL);
  const drawDate = await nextOpenDraw(request);
  const [a, b] = [randomNumber(), randomNumber()];
  test.skip(a === b, 'the same random number twice');
  await orderForP1(request, drawDate, [`${a}#20`, `${b}#20`]);
  await request.dispose();

  await loginThroughUi(page, 'demo_ag');
  await page.goto(`/report/run-map-report?fromDate=${drawDate}&toDate=${drawDate}&poolId=1`);
  const root = reports(page);
  const table = root.getByRole('table', { name: 'Run Map Report', exact: true });
  const rowOf = (n: string) =>
    table
      .locator('tbody tr')
      .filter({ hasText: new RegExp(`^\\s*${n}`) })
      .filter({ hasText: 'B' });
  await expect(rowOf(a)).toHaveCount(1);
  await expect(rowOf(b)).toHaveCount(1);
  await rowOf(a).getByRole('checkbox', { name: 'Select row' }).check();
  await rowOf(b).getByRole('checkbox', { name: 'Select row' }).check();
  await root.getByLabel('Eat type').selectOption({ label: 'Gross (stake)' });
  await root.getByLabel(`Run amount of ${a} B`).fill('2');
  await root.getByLabel('Run amount', { exact: true }).fill('1');
  const saved = page.waitForResponse((r) => r.url().includes('/api/Report/SaveRunTicket'));
  await root.getByRole('button', { name: 'Save', exact: true }).click();
  const reply = await saved;
  const sent = reply.request().postDataJSON() as { items: { number: string; amount: number }[] };
  expect(sent.items.map((i) => [i.number, i.amount]).sort()).toEqual(
    [
      [a, 2],
      [b, 1],
    ].sort(),
  );
  expect(((await reply.json()) as { success: boolean }).success).toBe(true);
  await expect(async () => {
    expect((await figures(table, rowOf(a)))['Run']).toBe('2.00');
    expect((await figures(table, rowOf(b)))['Run']).toBe('1.00');
  }).toPass();
});

test('map report in Chinese: headers and filters translated; back to English', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await apiContext(playwright, baseURL);
  const drawDate = await nextOpenDraw(request);
  const number = randomNumber();
  await orderForP1(request, drawDate, [`${number}#1#1`]);
  await request.dispose();

  // demo_sh: no other test here reads its screens, so its language choice disturbs nobody.
  await loginThroughUi(page, 'demo_sh');
  await page.goto(`/report/map-report?fromDate=${drawDate}&toDate=${drawDate}&number=${number}`);
  const root = reports(page);
  await mapTable(page, 'Map Report', number);
  await page.getByLabel('Language').selectOption({ label: '中文' });
  try {
    await expect(root.getByRole('heading', { name: '号码分布报表', level: 1 })).toBeVisible();
    const table = root.getByRole('table', { name: '号码分布报表' });
    for (const name of ['号码', '大', '小', '4A', '合计']) {
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    await expect(root.getByLabel('报表类型')).toBeVisible();
    await expect(root.getByLabel('彩池')).toBeVisible();
    await expect(root.getByRole('button', { name: '打印' })).toBeVisible();
    await mapRow(table, number).getByRole('button', { name: number, exact: true }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('table', { name: '号码分布详情' })).toBeVisible();
    await expect(modal.getByRole('columnheader', { name: '单号', exact: true })).toBeVisible();
    await modal.getByRole('button', { name: '关闭' }).last().click();
    await expect(modal).toHaveCount(0);
  } finally {
    await page.getByLabel('语言').selectOption({ label: 'English' });
  }
  await expect(root.getByRole('heading', { name: 'Map Report', level: 1 })).toBeVisible();
  await expect(root.getByRole('columnheader', { name: 'Big', exact: true })).toBeVisible();
});
