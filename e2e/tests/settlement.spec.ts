import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import {
  ADMIN,
  answerDialog,
  apiCall,
  DEMO_PASSWORD,
  loginThroughApi,
  loginThroughUi,
  businessDay,
  dmy,
} from './support';

/**
 * Settlement end to end: an agent places a bet in the browser for a fresh player on a 9Lotto (pool 9)
 * draw, the admin enters, validates and releases the result on /result and claims the prizes;
 * the player's credit rises by its win and the win/loss report shows the same figure. The test
 * clock is moved past the draw's cutoff only around the result save (other specs run in parallel)
 * and always restored.
 */

/** Clears the test clock from a fresh admin session, whatever happened to the test's pages. */
test.afterEach(async ({ baseURL }) => {
  const ctx = await playwrightRequest.newContext({ baseURL });
  try {
    await loginThroughApi(ctx, ADMIN.username, ADMIN.password);
    const res = await apiCall(ctx, 'POST', '/api/Configuration/SetTestClock', { now: null });
    expect(res.success, res.message ?? '').toBe(true);
  } finally {
    await ctx.dispose();
  }
});

const suffix = () => Math.random().toString(36).slice(2, 8);

async function creditLeftOf(page: Page, userId: number): Promise<number> {
  const res = await apiCall<{ agent: { creditLeft: number } }>(
    page.request,
    'GET',
    `/api/Account/GetUserDetailsById?userId=${userId}`,
  );
  expect(res.success, res.message ?? '').toBe(true);
  return res.data.agent.creditLeft;
}

const nums = (start: number) => Array.from({ length: 10 }, (_, i) => String(start + i).padStart(4, '0'));
const fmt = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a bet placed in the browser is settled on /result, paid by ClaimPrizes and agrees with win/loss', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const drawDate = businessDay(2 + Math.floor(Math.random() * 5));
  const [y, m, d] = drawDate.split('-');
  const number = String(1000 + Math.floor(Math.random() * 9000));

  // The admin, in its own browser context.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughUi(admin, ADMIN.username, ADMIN.password);
  const draw = await apiCall(admin.request, 'POST', '/api/Pools/SubmitNewDraw', { drawDate, poolIds: [9] });
  expect(draw.success || /already exists/.test(draw.message ?? ''), draw.message ?? '').toBe(true);

  // demo_ag creates a fresh player (nobody else touches its credit) and orders for it in the browser.
  await loginThroughUi(page, 'demo_ag');
  const me = await apiCall<{ userId: number }>(page.request, 'GET', '/api/Account/IsLoggedIn');
  const username = `st_${suffix()}`;
  const created = await apiCall<{ userId: number }>(page.request, 'POST', '/api/Account/CreateOrUpdateUser', {
    username,
    fullName: 'Settlement e2e',
    userRoleId: 5,
    uplineId: me.data.userId,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    status: 'active',
    creditLimit: 100,
  });
  expect(created.success, created.message ?? '').toBe(true);
  const player = created.data.userId;
  const before = await creditLeftOf(page, player);

  await page.goto('/order/express-betting');
  const betting = page.locator('[data-remote="mf-betting"]');
  await betting.getByLabel('Bettor', { exact: true }).selectOption({ label: username });
  await betting.getByRole('textbox', { name: 'Bet string' }).fill(`D${d}/${m}/${y}\n#9\n${number}#B1`);
  await expect(betting.getByTestId('preview-gross')).toHaveText('1.00');
  await betting.getByRole('button', { name: 'Place order' }).click();
  await expect(betting.getByTestId('receipt')).toContainText(number);
  await expect.poll(() => creditLeftOf(page, player)).toBeLessThan(before);
  const afterBet = await creditLeftOf(page, player);

  // The admin enters the result on /result: the player's number takes the 1st prize.
  await admin.goto('/result');
  const results = admin.locator('[data-remote="mf-admin"]');
  await results.getByLabel('Draw date').fill(drawDate);
  await results.getByLabel('Pool').selectOption('9');
  await expect(results.getByTestId('release-status')).toHaveText('Pending');
  const other = (n: string) => (n === number ? '0000' : n);
  await results.getByLabel('1st prize').fill(number);
  await results.getByLabel('2nd prize').fill(other('1111'));
  await results.getByLabel('3rd prize').fill(other('2222'));
  const starters = nums(3000).map(other);
  const consolations = nums(4000).map(other);
  for (let i = 0; i < 10; i += 1) {
    await results.getByLabel(`Starter ${i + 1}`, { exact: true }).fill(starters[i]!);
    await results.getByLabel(`Consolation ${i + 1}`, { exact: true }).fill(consolations[i]!);
  }
  // Results are accepted only after the cutoff (19:00 in Kuala Lumpur): move the clock there for the save only.
  const clock = await apiCall(admin.request, 'POST', '/api/Configuration/SetTestClock', {
    now: `${drawDate}T11:00:30.000Z`,
  });
  expect(clock.success, clock.message ?? '').toBe(true);
  try {
    await results.getByRole('button', { name: 'Save' }).click({ timeout: 5_000 });
    await answerDialog(admin, 'Result saved.');
  } finally {
    await apiCall(admin.request, 'POST', '/api/Configuration/SetTestClock', { now: null });
  }
  await expect(results.getByTestId('result-status')).toContainText('Saved (pending validation)');
  await results.getByRole('button', { name: 'Validate' }).click();
  await answerDialog(admin, 'Result validated.');
  await results.getByRole('button', { name: 'Release' }).click();
  await answerDialog(admin, 'Every bet of the draw is settled.');
  await answerDialog(admin, /Released: \d+ bet lines settled, [1-9]\d* winning/);
  await expect(results.getByTestId('release-status')).toHaveText('Released');

  await results.getByRole('button', { name: 'Claim prizes of the date' }).click();
  await answerDialog(admin, `Release the winnings of ${dmy(drawDate)}`);
  await answerDialog(admin, new RegExp(`Prizes of ${dmy(drawDate)} (released to|were already released)`));

  // The player's credit rose by its win, and the win/loss report says the same.
  await expect.poll(() => creditLeftOf(page, player)).toBeGreaterThan(afterBet);
  const won = Math.round(((await creditLeftOf(page, player)) - before) * 100) / 100;
  expect(won).toBeGreaterThan(0);
  const report = await apiCall<
    { userId: number; winLoss: number; turnover: number; payout: number; netAmount: number }[]
  >(page.request, 'POST', '/api/Report/GetWinLossReport', {
    fromDate: drawDate,
    toDate: drawDate,
    poolIds: [9],
    StartCount: 0,
    PageSize: 500,
  });
  expect(report.success, report.message ?? '').toBe(true);
  const row = report.data.find((r) => r.userId === player);
  expect(row).toMatchObject({ turnover: 1, winLoss: won });

  await page.goto('/report/win-loss-report');
  const reports = page.locator('[data-remote="mf-reports"]');
  await reports.getByLabel('From date').fill(drawDate);
  await reports.getByLabel('To date').fill(drawDate);
  await reports.getByRole('button', { name: /9Lotto/ }).click();
  await reports.getByRole('button', { name: 'Search' }).click();
  const line = reports.getByRole('row').filter({ hasText: username });
  await expect(line).toContainText(fmt(won));

  // The same report in SGD (docs/settlement-rules.md "Report currency"): payout and net amount are
  // MYR cents x 10,000 / the real rate, half away from zero, and winLoss = payout - netAmount of the
  // converted figures; the picker starts at demo_ag's account currency (MYR).
  const rates = await apiCall<{ currency: string; rate: number | null }[]>(
    admin.request,
    'GET',
    '/api/Configuration/GetCurrencySetting',
  );
  const sgdRate = rates.data.find((r) => r.currency === 'SGD')?.rate ?? null;
  expect(sgdRate).not.toBeNull();
  const toSgdCents = (units: number) =>
    Math.round((Math.round(units * 100) * 10_000) / Math.round(sgdRate! * 10_000));
  const wonSgd = (toSgdCents(row!.payout) - toSgdCents(row!.netAmount)) / 100;
  const inSgd = await apiCall<{ userId: number; winLoss: number }[]>(
    page.request,
    'POST',
    '/api/Report/GetWinLossReport',
    { fromDate: drawDate, toDate: drawDate, poolIds: [9], currency: 'SGD', StartCount: 0, PageSize: 500 },
  );
  expect(inSgd.success, inSgd.message ?? '').toBe(true);
  expect(inSgd.data.find((r) => r.userId === player)).toMatchObject({ winLoss: wonSgd });
  const currency = reports.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('MYR');
  await currency.selectOption('SGD');
  await reports.getByRole('button', { name: 'Search' }).click();
  await expect(line).toContainText(fmt(wonSgd));
  await expect(line).not.toContainText(fmt(won));

  await adminContext.close();
});
