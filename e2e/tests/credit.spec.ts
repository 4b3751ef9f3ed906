import { expect, test } from '@playwright/test';
import {
  ADMIN,
  DEMO_PASSWORD,
  XHR,
  answerDialog,
  apiCall,
  loginFirstTime,
  loginThroughApi,
  loginThroughUi,
  uniqueName,
} from './support';

test.describe('accounts, roles and credit', () => {
  test('a company creates a sub-account with Downline view only; it sees only that menu entry', async ({
    page,
    browser,
  }) => {
    const username = uniqueName('sub');
    await loginThroughUi(page, 'demo_co');
    await page.goto('/sub-account/detail');
    const root = page.locator('[data-remote="mf-accounts"]');
    await expect(root.getByRole('heading', { name: 'Sub Account' })).toBeVisible();
    await root.getByRole('button', { name: 'New', exact: true }).click();
    const form = root.getByRole('form', { name: 'New sub-account' });
    await form.getByLabel(/^Username/).fill(username);
    await form.getByLabel(/^Full name/).fill('Clerk');
    await form.getByLabel(/^Password/).fill('Clerk@12345');
    await form.getByLabel(/^Confirm password/).fill('Clerk@12345');
    await form.getByRole('checkbox', { name: 'Downline View' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Sub-account created.');
    await expect(root.getByRole('table', { name: 'Sub-accounts' })).toContainText(username);

    const sub = await browser.newPage();
    await loginFirstTime(sub, username, 'Clerk@12345');
    const menu = sub.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: /Manage Account$/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Sub Account$/ })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: /Manage Fight Limit$/ })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: /Express Betting$/ })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: /Map Report$/ })).toHaveCount(0);
    await sub.close();
  });

  test('an agent pays a player: initial and final amounts, history row, the player’s credit moves', async ({
    page,
  }) => {
    await loginThroughUi(page, 'demo_ag');
    // demo_p2: no other spec bets for it, so its credit moves by this payment alone.
    const downlines = await apiCall<{ userId: number; username: string }[]>(
      page.request,
      'GET',
      '/api/Account/GetDirectDownlines',
    );
    const p2 = downlines.data.find((d) => d.username === 'demo_p2');
    expect(p2).toBeDefined();
    const creditOf = async () =>
      (
        await apiCall<{ agent: { creditLeft: number } }>(
          page.request,
          'GET',
          `/api/Account/GetUserDetailsById?userId=${p2!.userId}`,
        )
      ).data.agent.creditLeft;
    const before = await creditOf();

    await page.goto('/payment');
    const root = page.locator('[data-remote="mf-accounts"]');
    const form = root.getByRole('form', { name: 'Make a payment' });
    await form.getByLabel(/^Downline/).selectOption({ label: 'demo_p2 (Demo Player Two)' });
    await form.getByLabel('Payment type').selectOption({ label: 'Transfer credit' });
    await expect(form.getByTestId('payment-explain')).toContainText('You pay demo_p2');
    await form.getByLabel(/^Amount/).fill('25');
    await form.getByRole('button', { name: 'Make payment' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Transfer credit of 25.00 with demo_p2?');
    await confirm.getByRole('button', { name: 'OK' }).click();

    const result = root.getByTestId('payment-result');
    await expect(result).toContainText('demo_p2');
    const initial = Number((await result.locator('dd').nth(3).innerText()).replace(/,/g, ''));
    const final = Number((await result.locator('dd').nth(4).innerText()).replace(/,/g, ''));
    expect(final).toBeCloseTo(initial - 25, 2);

    const history = root.getByRole('table', { name: 'Payment history' });
    const row = history.getByRole('row').filter({ hasText: 'demo_p2' }).first();
    await expect(row).toContainText('25.00');
    await expect(row).toContainText(initial.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    await expect(row).toContainText(final.toLocaleString('en-US', { minimumFractionDigits: 2 }));

    expect(await creditOf()).toBeCloseTo(before - 25, 2);
  });

  test('position taking and a fight limit of a downline are saved and read back', async ({ page }) => {
    await loginThroughUi(page, 'demo_co');
    await page.goto('/manage-fight-limit');
    const root = page.locator('[data-remote="mf-accounts"]');
    await root.getByLabel('Account').selectOption({ label: 'demo_sh' });
    const form = root.getByRole('form', { name: 'Fight limits demo_sh' });
    await form.getByLabel(/^Position taking/).fill('35');
    await form.getByLabel('Grouping').selectOption('1');
    await form.getByLabel('B', { exact: true }).fill('12.34');
    await form.getByLabel('S', { exact: true }).fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Fight limit saved.');

    await page.reload();
    await root.getByLabel('Account').selectOption({ label: 'demo_sh' });
    const again = root.getByRole('form', { name: 'Fight limits demo_sh' });
    await expect(again.getByLabel(/^Position taking/)).toHaveValue('35');
    await expect(again.getByLabel('B', { exact: true })).toHaveValue('12.34');
    await expect(again.getByLabel('S', { exact: true })).toHaveValue('0.00');
  });

  test('the super admin creates a role and assigns it to a staff account', async ({ page }) => {
    const staff = uniqueName('staff');
    const roleName = uniqueName('Role ');
    await loginThroughApi(page.request, ADMIN.username, ADMIN.password);
    const created = await page.request.post('/api/Account/CreateOrUpdateSubAccount', {
      headers: XHR,
      data: {
        username: staff,
        // Not a label's text: the language walk reads any English label it finds as untranslated.
        fullName: 'Desk clerk',
        password: 'Staff@12345',
        confirmPassword: 'Staff@12345',
        status: 'active',
        accessString: '',
        reportAccess: [],
        targetLines: [],
      },
    });
    expect(((await created.json()) as { success: boolean }).success).toBe(true);

    // The API login is the page's session too.
    await page.goto('/roles/manage');
    const root = page.locator('[data-remote="mf-admin"]');
    await root.getByRole('button', { name: 'New role' }).first().click();
    const form = root.getByRole('form', { name: 'New role' });
    await form.getByLabel('Role name').fill(roleName);
    await form.getByLabel('Description').fill('Reads downlines');
    await form.getByRole('checkbox', { name: 'Downline View' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Role saved.');
    await expect(root.getByRole('table', { name: 'Roles' })).toContainText(roleName);

    await root.getByLabel('Role', { exact: true }).selectOption({ label: roleName });
    await root
      .getByRole('group', { name: 'Staff accounts' })
      .getByRole('checkbox', { name: new RegExp(`^${staff}`) })
      .check();
    await root.getByRole('button', { name: 'Assign' }).click();
    await answerDialog(page, 'Role assigned to 1 account(s).');
    await expect(root.getByRole('group', { name: 'Staff accounts' })).toContainText(
      `${staff}(current: ${roleName})`,
    );
  });

  test('the sub-account screen speaks Chinese after switching to 中文', async ({ page }) => {
    await loginThroughUi(page, 'demo_co', DEMO_PASSWORD);
    await page.goto('/sub-account/detail');
    const root = page.locator('[data-remote="mf-accounts"]');
    await expect(root.getByRole('button', { name: 'New', exact: true })).toBeVisible();
    await page.getByLabel('Language').selectOption({ label: '中文' });
    await expect(root.getByRole('button', { name: '新增', exact: true })).toBeVisible();
    await root.getByRole('button', { name: '新增', exact: true }).click();
    const form = root.getByRole('form', { name: '新增子账户' });
    await expect(form.getByRole('checkbox', { name: '下线 查看' })).toBeVisible();
    await expect(form.getByText('目标线', { exact: true })).toBeVisible();
    await page.getByLabel('语言').selectOption({ label: 'English' });
  });
});
