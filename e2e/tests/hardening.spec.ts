import { expect, test } from '@playwright/test';
import {
  ADMIN,
  DEMO_PASSWORD,
  XHR,
  answerDialog,
  apiCall,
  loginThroughApi,
  loginThroughUi,
  openAdminScreen,
  uniqueName,
} from './support';

const toChinese = (page: import('@playwright/test').Page) =>
  page.getByLabel('Language').selectOption({ label: '中文' });

test.describe('results authority and failed logins', () => {
  test('a company sees the result screen read-only, in English and Chinese', async ({ page }) => {
    await loginThroughUi(page, 'demo_co');
    await openAdminScreen(page, '/result', 'Result');
    const root = page.locator('[data-remote="mf-admin"]');
    await expect(root.getByRole('note')).toHaveText(
      'Results are entered and released by the operator. Claiming prizes credits your own players only.',
    );
    for (const action of ['Save', 'Validate', 'Release'])
      await expect(root.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    await expect(root.getByRole('button', { name: 'Claim prizes of the date' })).toBeVisible();

    await toChinese(page);
    await expect(root.getByRole('heading', { name: '开奖成绩', level: 1 })).toBeVisible();
    await expect(root.getByRole('note')).toHaveText(
      '开彩结果由运营方输入和发布。发放奖金只计入您自己的玩家。',
    );
  });

  test('the super admin unlocks a login the failed-login rules hold back, in English and Chinese', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A fresh player, so that no other test's logins meet its failures.
    const agent = await playwright.request.newContext({ baseURL });
    await loginThroughApi(agent, 'demo_ag');
    const me = await apiCall<{ userId: number }>(agent, 'GET', '/api/Account/IsLoggedIn');
    const username = uniqueName('lk');
    const created = await apiCall<{ userId: number }>(agent, 'POST', '/api/Account/CreateOrUpdateUser', {
      username,
      fullName: 'Lockout e2e',
      userRoleId: 5,
      uplineId: me.data.userId,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      status: 'active',
      creditLimit: 0,
    });
    expect(created.success, created.message ?? '').toBe(true);
    await agent.dispose();

    const guesser = await playwright.request.newContext({ baseURL });
    const tryLogin = (password: string) =>
      guesser.post('/api/Account/Login', { data: { username, password }, headers: XHR });
    for (let i = 0; i < 5; i += 1) expect((await tryLogin(`wrong-${i}`)).status()).toBe(200);
    const held = await tryLogin(DEMO_PASSWORD);
    expect(held.status()).toBe(429);
    expect(Number(held.headers()['retry-after'])).toBeGreaterThan(0);

    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    await page.goto(`/account/detail?userId=${created.data.userId}`);
    const accounts = page.locator('[data-remote="mf-accounts"]');
    await accounts.getByRole('button', { name: 'Unlock login' }).click();
    await answerDialog(page, `The failed logins of ${username} are cleared`);
    const again = await tryLogin(DEMO_PASSWORD);
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { success: boolean }).success).toBe(true);
    await guesser.dispose();

    await toChinese(page);
    await expect(accounts.getByRole('button', { name: '解除登录限制' })).toBeVisible();
  });
});
