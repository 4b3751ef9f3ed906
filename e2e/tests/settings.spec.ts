import { expect, test } from '@playwright/test';
import { ADMIN, answerDialog, apiCall, loginThroughApi, loginThroughUi, openAdminScreen } from './support';

/** Four different random digits: a number no other test uses as a red number. */
function randomDistinctDigits(): string {
  const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  let out = '';
  while (out.length < 4) {
    const d = digits.splice(Math.floor(Math.random() * digits.length), 1)[0];
    out += d;
  }
  return out;
}

type Settings = Record<string, unknown> & { paybackCommissionRate: number };

test.describe('settings, currency, red numbers and number meanings', () => {
  test('a system setting change persists after a reload (then is restored)', async ({ page }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    const before = await apiCall<Settings>(page.request, 'GET', '/api/Configuration/GetSystemSetting');
    expect(before.success).toBe(true);
    const next = before.data.paybackCommissionRate === 1.25 ? '2.50' : '1.25';
    try {
      await openAdminScreen(page, '/admin-setting/system-setting', 'System Setting');
      const root = page.locator('[data-remote="mf-admin"]');
      const field = root.getByLabel(/^Payback commission rate/);
      await expect(field).toHaveValue(before.data.paybackCommissionRate.toFixed(2));
      await field.fill(next);
      await root.getByRole('button', { name: 'Save' }).click();
      await answerDialog(page, 'Saved.');
      await page.reload();
      await openAdminScreen(page, '/admin-setting/system-setting', 'System Setting');
      await expect(root.getByLabel(/^Payback commission rate/)).toHaveValue(next);
    } finally {
      const restored = await apiCall(
        page.request,
        'POST',
        '/api/Configuration/UpdateSystemSetting',
        before.data,
      );
      expect(restored.success).toBe(true);
    }
  });

  test('the super admin changes a currency fake rate', async ({ page }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    await openAdminScreen(page, '/admin-setting/currency', 'Currency Setting');
    const root = page.locator('[data-remote="mf-admin"]');
    const table = root.getByRole('table', { name: 'Currency' });
    await expect(table).toContainText('MYR (Base currency)');
    const fake = (0.12 + Math.floor(Math.random() * 90) / 10_000).toFixed(4);
    await root.getByRole('button', { name: 'Edit THB' }).click();
    const form = page.getByRole('form', { name: 'Edit THB' });
    await form.getByLabel(/^Fake rate/).fill(fake);
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Saved.');
    await expect(table.getByRole('row').filter({ hasText: 'THB' })).toContainText(fake);
  });

  test('a 24P red number for demo_co shows its 24 permutations and is listed', async ({ page }) => {
    const number = randomDistinctDigits();
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    await openAdminScreen(page, '/admin-setting/rednumber', 'Red Number');
    const root = page.locator('[data-remote="mf-admin"]');
    await root.getByRole('button', { name: 'New red number' }).click();
    const form = page.getByRole('form', { name: 'New red number' });
    await form.getByLabel(/^Company/).selectOption({ label: 'demo_co' });
    await form.getByLabel(/^Number/).fill(number);
    await form.getByLabel('Type').selectOption('24P');
    const preview = form.getByTestId('red-preview');
    await expect(preview).toContainText('Preview: 24 number(s)');
    await expect(preview.getByRole('listitem')).toHaveCount(24);
    await expect(preview).toContainText([...number].reverse().join(''));
    // Far-future dates: no bet of another test is priced as red.
    await form.getByLabel(/^Date from/).fill('2045-03-01');
    await form.getByLabel(/^Date to/).fill('2045-03-31');
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Saved.');
    const table = root.getByRole('table', { name: 'Red numbers' });
    const row = table.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('24P');
    await expect(row).toContainText('demo_co');
    await expect(row).toContainText('31/03/2045');

    // demo_co sees it as its own red number.
    await loginThroughApi(page.request, 'demo_co');
    const own = await apiCall<{ number: string; numbers: string[] }[]>(
      page.request,
      'POST',
      '/api/Configuration/GetRedNumber',
      { StartCount: 0, PageSize: 10, number },
    );
    expect(own.data.find((r) => r.number === number)?.numbers).toHaveLength(24);
  });

  test('anyone searches the number meaning dictionary', async ({ page }) => {
    await loginThroughUi(page, 'demo_p1');
    await page.goto('/number-meaning');
    const root = page.locator('[data-remote="mf-admin"]');
    await expect(root.getByRole('heading', { name: 'Number Meaning', level: 1 })).toBeVisible();
    await root.getByLabel('Keyword (number or meaning)').fill('prosperity');
    await root.getByRole('button', { name: 'Search' }).click();
    const table = root.getByRole('table', { name: 'Number meaning' });
    await expect(table.getByRole('row').filter({ hasText: 'Double prosperity' })).toContainText('88');
    await expect(table).not.toContainText('Tiger');
    await expect(root.getByRole('button', { name: 'Add meaning' })).toHaveCount(0);
  });
});
