import { expect, test } from '@playwright/test';
import { loginThroughUi } from './support';

// The table screen keeps page, page size and search in the address: a reload shows the same page.
test('a server-paged table keeps its page and page size over a reload', async ({ page }) => {
  await loginThroughUi(page, 'demo_p1');
  await page.goto('/number-meaning');
  const root = page.locator('[data-remote="mf-admin"]');
  const pager = root.getByRole('navigation', { name: 'Pagination' });
  const size = root.getByRole('combobox', { name: 'Rows per page' });
  const table = root.getByRole('table', { name: 'Number meaning' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const firstPage = (await table.getByRole('row').nth(1).textContent()) ?? '';

  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(root.getByText(/^11–/)).toBeVisible();
  // The rows of page 1 stay on screen until page 2's arrive: read the first row once they have.
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstPage);
  const secondPage = await table.getByRole('row').nth(1).textContent();

  await page.reload();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(root.getByText(/^11–/)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toHaveText(secondPage ?? '');

  await size.selectOption('20');
  await expect(page).toHaveURL(/[?&]size=20(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await page.reload();
  await expect(size).toHaveValue('20');
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(root.getByText(/^1–/)).toBeVisible();

  // A shared link opens the same page.
  await page.goto('/number-meaning?page=2');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(size).toHaveValue('10');
});
