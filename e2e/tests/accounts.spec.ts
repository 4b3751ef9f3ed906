import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, XHR, loginThroughUi } from './support';

const suffix = () => Math.random().toString(36).slice(2, 8);
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

/** Accepts the dialog on top (success or confirm) with OK. */
async function ok(page: Page, text?: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: /^(OK|确定)$/ }).click();
}

async function userIdOf(page: Page, username: string): Promise<number> {
  const res = await page.request.get(`/api/Account/GetUserDetailByUsername?username=${username}`, {
    headers: XHR,
  });
  const body = (await res.json()) as { success: boolean; data: { userId: number } | null };
  expect(body.success).toBe(true);
  return body.data?.userId ?? 0;
}

/** Fills the account detail screen and saves; returns to the list. */
async function createAccount(
  page: Page,
  o: { username: string; role: string; level?: string; credit: string },
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'New account' })).toBeVisible();
  await field(page, 'Username').fill(o.username);
  await field(page, 'Full name').fill(`Test ${o.username}`);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: o.role });
  if (o.level) await page.getByLabel('Agent level').selectOption({ label: o.level });
  await field(page, 'Password').fill(DEMO_PASSWORD);
  await field(page, 'Confirm password').fill(DEMO_PASSWORD);
  await field(page, 'Credit limit').fill(o.credit);
  await page.getByRole('button', { name: 'Save' }).click();
  await ok(page, `Account ${o.username} created.`);
  await expect(page).toHaveURL(/\/account\/manage/);
}

test.describe('account tree', () => {
  test('a company builds a branch, edits a credit limit and suspends the branch (cascade)', async ({
    page,
  }) => {
    const id = suffix();
    const [sh, ma, ag, pl] = [`sh_${id}`, `ma_${id}`, `ag_${id}`, `pl_${id}`];
    await loginThroughUi(page, 'demo_co');
    await page.goto('/account/manage');
    await page.getByRole('button', { name: 'New account' }).click();
    await createAccount(page, { username: sh, role: 'Multilevel', level: 'Shareholder', credit: '1000' });

    await page.goto(`/account/detail?uplineId=${await userIdOf(page, sh)}`);
    await createAccount(page, { username: ma, role: 'Multilevel', level: 'Master', credit: '500' });
    await page.goto(`/account/detail?uplineId=${await userIdOf(page, ma)}`);
    await createAccount(page, { username: ag, role: 'Multilevel', level: 'Agent', credit: '200' });
    await page.goto(`/account/detail?uplineId=${await userIdOf(page, ag)}`);
    await createAccount(page, { username: pl, role: 'Player', credit: '100' });

    // Credit limit of the shareholder: the list and the header credit left of demo_co follow.
    await page.goto('/account/manage');
    await page.getByRole('searchbox').fill(sh);
    const row = page.getByRole('row', { name: new RegExp(sh) });
    await expect(row).toContainText('1,000.00');
    const before = await page.getByTestId('credit-left').textContent();
    await row.getByRole('button', { name: `Credit ${sh}` }).click();
    const modal = page.getByRole('dialog', { name: `Credit limit of ${sh}` });
    await modal.getByLabel(/^New credit limit/).fill('1500');
    await modal.getByRole('button', { name: 'Save' }).click();
    await ok(page, 'Credit limit updated.');
    await expect(row).toContainText('1,500.00');
    await expect(page.getByTestId('credit-left')).not.toHaveText(before ?? '');

    // Suspend the branch: every descendant follows.
    await row.getByRole('button', { name: `Status ${sh}` }).click();
    const statusModal = page.getByRole('dialog', { name: `Status of ${sh}` });
    await expect(statusModal).toContainText('All downlines of this account will take the same status.');
    await statusModal.getByLabel('New status').selectOption({ label: 'Suspended' });
    await statusModal.getByRole('button', { name: 'Save' }).click();
    await ok(page, 'All downlines');
    await ok(page, 'Status updated.');
    await expect(row).toContainText('Suspended');
    await row.getByRole('button', { name: sh, exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(ma) })).toContainText('Suspended');
    await page.getByRole('button', { name: ma, exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(ag) })).toContainText('Suspended');
    await page.getByRole('button', { name: ag, exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(pl) })).toContainText('Suspended');
    await expect(page.getByRole('navigation', { name: 'Upline path' })).toContainText(ag);
  });

  test('the super admin creates a company', async ({ page }) => {
    const co = `co_${suffix()}`;
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    await page.goto('/company/manage');
    await page.getByRole('button', { name: 'New company' }).click();
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('3');
    await createAccount(page, { username: co, role: 'Company', credit: '5000' });
    await page.goto('/company/manage');
    await page.getByRole('searchbox').fill(co);
    await expect(page.getByRole('row', { name: new RegExp(co) })).toContainText('5,000.00');

    // Its API account: the first save shows the secret once.
    await page.goto('/account/create-api-account');
    await page.getByLabel('Company').selectOption({ label: co });
    await expect(page.getByText('No API account yet.')).toBeVisible();
    await field(page, 'Name').fill('Feed');
    await field(page, 'URL').fill('https://feed.example.test/hook');
    await page.getByRole('button', { name: 'Save' }).click();
    const code = page.getByRole('dialog', { name: 'API code' });
    await expect(code).toContainText('it will not be shown again');
    await expect(code.getByTestId('api-code-secret')).not.toBeEmpty();
    await code.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('api-opcode')).not.toHaveText('-');

    // A reserved name prefix for it.
    const prefix = `p${suffix()}`;
    await page.goto('/account/reserve-name');
    await field(page, 'Prefix').fill(prefix);
    await page.getByLabel('Company').selectOption({ label: co });
    await page.getByRole('button', { name: 'Save' }).click();
    await ok(page, 'Prefix saved.');
    await page.getByRole('searchbox').fill(prefix);
    await expect(page.getByRole('row', { name: new RegExp(prefix) })).toContainText(co);
  });

  test('the screens speak Chinese', async ({ page }) => {
    await loginThroughUi(page, 'demo_co');
    await page.goto('/account/manage');
    await expect(page.getByRole('button', { name: 'New account' })).toBeVisible();
    await page.getByLabel('Language').selectOption({ label: '中文' });
    await expect(page.getByRole('button', { name: '新建账户' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '信用额度' }).first()).toBeVisible();
    await page.getByRole('button', { name: '新建账户' }).click();
    await expect(page.getByRole('heading', { name: '新建账户' })).toBeVisible();
    await expect(page.getByText('投注设置')).toBeVisible();
  });
});
