import { expect, test } from '@playwright/test';
import { loginThroughUi, businessDay } from './support';

/**
 * Reports in Chinese: the company opens its win/loss report over the demo's released draws
 * (the last two past draw dates), switches to 中文, searches, sees the Chinese columns, its
 * shareholder's row and the totals footer, and the currency picker in Chinese.
 */

test('the win/loss report in Chinese: columns, a downline row, totals and the currency picker', async ({
  page,
}) => {
  await loginThroughUi(page, 'demo_co');
  await page.goto('/report/win-loss-report');
  const root = page.locator('[data-remote="mf-reports"]');
  await expect(root.getByLabel('Currency')).toBeVisible();
  await page.getByLabel('Language').selectOption({ label: '中文' });
  try {
    await root.getByLabel('开始日期').fill(businessDay(-10));
    await root.getByLabel('结束日期').fill(businessDay(0));
    await expect(root.getByLabel('货币')).toHaveValue('MYR');
    await root.getByRole('button', { name: '搜索' }).click();
    await expect(root.getByRole('columnheader', { name: '输赢', exact: true })).toBeVisible();
    await expect(root.getByRole('columnheader', { name: '营业额' })).toBeVisible();
    await expect(root.getByRole('cell', { name: 'demo_sh', exact: true })).toBeVisible();
    await expect(root.getByRole('cell', { name: '合计', exact: true })).toBeVisible();
  } finally {
    await page.getByLabel('语言').selectOption({ label: 'English' });
  }
  await expect(root.getByRole('columnheader', { name: 'Win/Loss', exact: true })).toBeVisible();
  await expect(root.getByRole('cell', { name: 'Total', exact: true })).toBeVisible();
});
