import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, apiCall, loginThroughUi, menuLink } from './support';

test.describe('shell', () => {
  test('a wrong password shows the server message; the right one opens the dashboard', async ({ page }) => {
    await page.goto('/account/manage');
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('textbox', { name: 'Username' }).fill('demo_co');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Invalid username or password.');
    await dialog.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // Back to the page asked for, mounted by its remote.
    await expect(page).toHaveURL(/\/account\/manage$/);
    await expect(page.locator('[data-remote="mf-accounts"]')).toBeVisible();
  });

  test('first login asks to accept the terms (18 or over), once', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('demo_p2');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByText('You must be 18 years of age or older')).toBeVisible();
    const accept = page.getByRole('button', { name: 'Accept and continue' });
    await expect(accept).toBeDisabled();
    await page.getByRole('checkbox').check();
    await accept.click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle(/ \| DrawDesk$/);
  });

  test('the header shows credit left and limit, and refreshes on click', async ({ page }) => {
    await loginThroughUi(page, 'demo_p1');
    // Other specs move demo_p1's credit (payments), so compare with what the server says now.
    const me = await apiCall<{ userId: number }>(page.request, 'GET', '/api/Account/IsLoggedIn');
    const detail = await apiCall<{ agent: { creditLeft: number; creditLimit: number } }>(
      page.request,
      'GET',
      `/api/Account/GetUserDetailsById?userId=${me.data.userId}`,
    );
    const money = (n: number) =>
      n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByTestId('credit-left')).toHaveText(money(detail.data.agent.creditLeft));
    await expect(page.getByTestId('credit-limit')).toHaveText(money(detail.data.agent.creditLimit));
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/Account/GetUserDetailsById'));
    await page.getByTestId('credit-figures').click();
    expect((await refreshed).status()).toBe(200);
    // demo_p1 has the resend-order-limit button; a company does not.
    await expect(page.getByRole('button', { name: 'Resend order limit' })).toBeVisible();
  });

  test('the menu differs by role and access', async ({ page, browser }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    const adminMenu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(adminMenu.getByRole('link', { name: /Pool Schedule$/ })).toBeVisible();
    await expect(adminMenu.getByRole('link', { name: /Manage Account$/ })).toBeVisible();

    const sub = await browser.newPage();
    await loginThroughUi(sub, 'demo_co_sub');
    const subMenu = sub.getByRole('navigation', { name: 'Main menu' });
    await expect(subMenu.getByRole('link', { name: /Manage Account$/ })).toBeVisible();
    await expect(subMenu.getByRole('link', { name: /Pool Schedule$/ })).toHaveCount(0);
    await expect(subMenu.getByRole('link', { name: /Express Betting$/ })).toHaveCount(0);
    await expect(sub.getByRole('button', { name: 'Resend order limit' })).toHaveCount(0);
    await sub.close();
  });

  test('an entry behind the secondary password asks for it first', async ({ page }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    await menuLink(page, 'Admin Tool').click();
    const prompt = page.getByRole('dialog', { name: 'Secondary password' });
    await expect(prompt).toBeVisible();
    await prompt.getByLabel('Secondary password').fill('not-it');
    await prompt.getByRole('button', { name: 'Proceed' }).click();
    await expect(prompt).toContainText('Invalid secondary password.');
    await expect(page).not.toHaveURL(/\/admin-tool$/);

    await prompt.getByLabel('Secondary password').fill(ADMIN.secondary);
    await prompt.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/admin-tool$/);
    await expect(page.locator('[data-remote="mf-admin"]')).toBeVisible();
  });

  test('a protected page opened by link asks for the secondary password before its remote mounts', async ({
    page,
  }) => {
    await loginThroughUi(page, 'demo_co');
    await page.goto('/payment');
    const prompt = page.getByRole('dialog', { name: 'Secondary password' });
    await expect(prompt).toBeVisible();
    await expect(page.locator('[data-remote="mf-accounts"]')).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/payment');
    await prompt.getByLabel('Secondary password').fill(ADMIN.secondary);
    await prompt.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.locator('[data-remote="mf-accounts"]')).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
  });

  test('the language switches to Chinese and is remembered', async ({ page }) => {
    await loginThroughUi(page, 'demo_co');
    await page.getByLabel('Language').selectOption({ label: '中文' });
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(page.getByTestId('credit-figures')).toHaveAttribute('title', '点击刷新信用额');
    await page.reload();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await page.getByLabel('语言').selectOption({ label: 'English' });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('a 401 in the middle of a session logs the user out', async ({ page, context }) => {
    await loginThroughUi(page, 'demo_ag');
    // The dashboard's own reads (announcements load lazily) must be done, or one of them meets the 401 first.
    await page.waitForLoadState('networkidle');
    await context.clearCookies();
    await page.getByTestId('credit-figures').click();
    await expect(page.getByRole('dialog')).toContainText('Unauthorized, please log in to proceed.');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test("another tab's login reloads this tab to the main page within 2 seconds", async ({
    page,
    context,
  }) => {
    await loginThroughUi(page, 'demo_sh');
    await page.evaluate(() => Object.assign(window, { ddMarker: 'before' }));

    const other = await context.newPage();
    await other.goto('/dashboard');
    await other.getByRole('button', { name: 'Logout' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(other).toHaveURL(/\/login/);
    await loginThroughUi(other, 'demo_ma');

    // While the tab reloads, evaluate may find no page to run in: that counts as not reloaded yet.
    const marker = () =>
      page
        .evaluate(() => (window as unknown as { ddMarker?: string }).ddMarker ?? 'reloaded')
        .catch(() => 'navigating');
    await expect.poll(marker, { timeout: 4_000 }).toBe('reloaded');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the error screen and unknown pages', async ({ page }) => {
    await loginThroughUi(page, 'demo_co');
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
