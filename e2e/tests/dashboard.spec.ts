import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginThroughUi } from './support';

// The dashboard (docs/reports-rules.md "Dashboard"): next draws with a ticking countdown, credit,
// today's sales that follow an order placed in another tab, the top numbers of the next draw date,
// the last results; a player sees only what a player may; Chinese.

/** A 4-digit number unlikely to be used by another run. */
const randomNumber = () => String(1000 + Math.floor(Math.random() * 9000));

/** '2d 03:04:05' or '03:04:05' (any day label) to seconds; NaN for 'Closed'. */
function seconds(countdown: string): number {
  const match = /(?:(\d+)\D+\s)?(\d{2}):(\d{2}):(\d{2})$/.exec(countdown.trim());
  if (!match) return NaN;
  const [, d, h, m, s] = match;
  return Number(d ?? 0) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

const amount = (text: string) => Number(text.replace(/,/g, ''));

async function figure(locator: Locator): Promise<number> {
  return amount(await locator.innerText());
}

/** The next draws block: rows, and the first countdown ticking down each second. */
async function expectTickingDraws(page: Page): Promise<void> {
  const block = page.getByTestId('dashboard-next-draws');
  await expect(block.getByTestId('next-draw').first()).toBeVisible();
  const first = block.getByTestId('next-draw').first().getByTestId('countdown');
  const before = seconds(await first.innerText());
  await expect.poll(async () => seconds(await first.innerText()), { timeout: 5_000 }).toBeLessThan(before);
  const rows = await block.getByTestId('next-draw').count();
  expect(rows).toBeGreaterThan(0);
}

/**
 * A draw of the top-numbers date with more than 90 s left (waiting for a draw about to close to
 * leave the list first), preferring pools 1-7 (the normal package).
 */
async function drawToBetOn(page: Page): Promise<{ poolId: number; drawDate: string }> {
  const top = page.getByTestId('dashboard-top-numbers');
  const rows = page.getByTestId('dashboard-next-draws').getByTestId('next-draw');
  let found: { poolId: number; drawDate: string } | undefined;
  await expect
    .poll(
      async () => {
        const date = await top.getAttribute('data-draw-date');
        const candidates: { poolId: number; drawDate: string }[] = [];
        for (const row of await rows.all()) {
          const left = seconds(await row.getByTestId('countdown').innerText());
          if ((await row.getAttribute('data-draw-date')) !== date || !(left > 90)) continue;
          candidates.push({ poolId: Number(await row.getAttribute('data-pool')), drawDate: date ?? '' });
        }
        found = candidates.find((c) => c.poolId <= 7) ?? candidates[0];
        return found !== undefined;
      },
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe(true);
  return found!;
}

/** Places an order for demo_p1 through Express Betting in another tab of the same session. */
async function orderInAnotherTab(
  page: Page,
  poolId: number,
  drawDate: string,
  betNumber: string,
  big: number,
) {
  const tab = await page.context().newPage();
  try {
    await tab.goto('/order/express-betting');
    const root = tab.locator('[data-remote="mf-betting"]');
    // The search keeps demo_p1 in the list however many bettors other tests created in the tree.
    await root.getByLabel('Search bettor').fill('demo_p1');
    await expect(
      root.getByLabel('Bettor', { exact: true }).locator('option', { hasText: /^demo_p1$/ }),
    ).toHaveCount(1);
    await root.getByLabel('Bettor', { exact: true }).selectOption({ label: 'demo_p1' });
    const [y, m, d] = drawDate.split('-');
    await root
      .getByRole('textbox', { name: 'Bet string' })
      .fill(`D${d}/${m}/${y}\n#${poolId}\n${betNumber}#B${big}`);
    await expect(root.getByTestId('preview-lines')).toHaveText('1');
    await root.getByRole('button', { name: 'Place order' }).click();
    await expect(root.getByTestId('receipt')).toContainText('GT=');
  } finally {
    await tab.close();
  }
}

async function fullDashboard(page: Page, username: string): Promise<void> {
  await loginThroughUi(page, username);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectTickingDraws(page);

  // Credit: the dashboard's figures are the header's.
  const limit = await page.getByTestId('credit-limit').innerText();
  await expect(page.locator('#dd-content dd').filter({ hasText: limit }).first()).toBeVisible();

  const sales = page.getByTestId('dashboard-sales');
  await expect(sales).toBeVisible();
  const turnover = await figure(sales.getByTestId('sales-turnover'));
  const tickets = await figure(sales.getByTestId('sales-tickets'));

  const results = page.getByTestId('dashboard-results');
  await expect(results.getByTestId('latest-result').first()).toBeVisible();
  // The demo data releases pools 1-3.
  await expect(results.locator('[data-pool="1"]')).toBeVisible();

  const top = page.getByTestId('dashboard-top-numbers');
  await expect(top).toBeVisible();
  const { poolId, drawDate } = await drawToBetOn(page);
  const betNumber = randomNumber();
  await orderInAnotherTab(page, poolId, drawDate, betNumber, 20);

  // The next refresh (30 s) shows the order: the stake in the turnover, one more ticket, the number on top.
  await expect
    .poll(async () => figure(sales.getByTestId('sales-turnover')), { timeout: 45_000 })
    .toBeGreaterThanOrEqual(turnover + 20);
  expect(await figure(sales.getByTestId('sales-tickets'))).toBeGreaterThanOrEqual(tickets + 1);
  await expect(top.getByTestId('top-number').filter({ hasText: betNumber })).toBeVisible({ timeout: 45_000 });
}

test.describe('dashboard', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an agent sees the draws counting down, credit, sales that follow an order, top numbers, results', async ({
    page,
  }) => {
    await fullDashboard(page, 'demo_ag');
  });

  test('a company sees the same blocks over its tree', async ({ page }) => {
    await fullDashboard(page, 'demo_co');
  });

  test('a player sees the draws and results only, and makes no report call', async ({ page }) => {
    const reportCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/Report\/(GetTodaySales|GetMapReport)/.test(r.url())) reportCalls.push(r.url());
    });
    await loginThroughUi(page, 'demo_p1');
    await expectTickingDraws(page);
    await expect(page.getByTestId('dashboard-results').getByTestId('latest-result').first()).toBeVisible();
    await expect(page.getByTestId('credit-limit')).not.toHaveText('–');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('dashboard-sales')).toHaveCount(0);
    await expect(page.getByTestId('dashboard-top-numbers')).toHaveCount(0);
    expect(reportCalls).toEqual([]);
  });

  test('in Chinese', async ({ page }) => {
    await loginThroughUi(page, 'demo_ag');
    await page.getByLabel('Language').selectOption({ label: '中文' });
    await expect(page.getByRole('heading', { name: '下期开彩' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^今日销售/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^风险最高号码/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: '最新开彩结果' })).toBeVisible();
    await expect(
      page.getByTestId('dashboard-next-draws').getByRole('columnheader', { name: '距截止' }),
    ).toBeVisible();
    await expectTickingDraws(page);
    await page.getByLabel('语言').selectOption({ label: 'English' });
    await expect(page.getByRole('heading', { name: 'Next draws' })).toBeVisible();
  });
});
