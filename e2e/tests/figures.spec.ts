import { expect, test } from '@playwright/test';
import { loginThroughUi } from './support';

/**
 * Dates as Malaysian users write them and amounts the server can keep, in a browser whose locale
 * writes dates month first and whose clock is in New York: the date field still shows and takes
 * dd/mm/yyyy and sends the business date; an amount field refuses a pasted 1.555 and a credit limit
 * beyond what the server accepts, and says so.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

test('a report date field shows and takes dd/mm/yyyy whatever the browser locale', async ({ page }) => {
  await loginThroughUi(page, 'demo_co');
  await page.goto('/report/win-loss-report');
  const root = page.locator('[data-remote="mf-reports"]');
  const from = root.getByLabel('From date');
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await from.fill('20/11/2026');
  await root.getByLabel('To date').fill('26/11/2026');
  await root.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/fromDate=2026-11-20/);
  await expect(page).toHaveURL(/toDate=2026-11-26/);
  await expect(from).toHaveValue('20/11/2026');
  // Month first is not taken for a day first: nothing changes and the field says how to write it.
  await from.fill('11/26/2026');
  await from.blur();
  await expect(root.getByText('Enter the date as dd/mm/yyyy, for example 26/11/2026.')).toBeVisible();
  await root.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/fromDate=2026-11-20/);
});

test('an amount field refuses 1.555 and a credit limit beyond the maximum, and says so', async ({ page }) => {
  await loginThroughUi(page, 'demo_co');
  await page.goto('/account/manage');
  await page.getByRole('button', { name: 'New account' }).click();
  await expect(page.getByRole('heading', { name: 'New account' })).toBeVisible();
  const credit = page.getByLabel(/^Credit limit\*?$/);
  await credit.fill('');
  await credit.fill('1.555');
  await expect(credit).toHaveValue('');
  await expect(page.getByText('Not entered: an amount has at most 2 decimals.')).toBeVisible();
  await credit.fill('99999999999999999');
  await expect(credit).toHaveValue('');
  await expect(
    page.getByText('Not entered: the largest amount accepted is 10,000,000,000.00.'),
  ).toBeVisible();
  await credit.fill('1.55');
  await expect(credit).toHaveValue('1.55');
  await expect(page.getByText(/^Not entered:/)).toHaveCount(0);
});
