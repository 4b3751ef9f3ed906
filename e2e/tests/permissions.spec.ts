import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiCall, DEMO_PASSWORD, loginThroughApi, loginThroughUi } from './support';

/**
 * The interface offers only what the account may do (SPEC 6): for every demo login, each menu entry
 * it is shown opens without a refusal from the server, and the action buttons shown on the screens
 * with actions are ones the server then accepts.
 */
const ROLES: readonly { username: string; password: string; secondary?: string }[] = [
  { username: ADMIN.username, password: ADMIN.password, secondary: ADMIN.secondary },
  { username: 'demo_co', password: DEMO_PASSWORD, secondary: ADMIN.secondary },
  { username: 'demo_sh', password: DEMO_PASSWORD },
  { username: 'demo_ma', password: DEMO_PASSWORD },
  { username: 'demo_ag', password: DEMO_PASSWORD },
  { username: 'demo_p1', password: DEMO_PASSWORD },
  { username: 'demo_house', password: DEMO_PASSWORD },
  { username: 'demo_it', password: DEMO_PASSWORD },
  { username: 'demo_co_sub', password: DEMO_PASSWORD },
];

const DENIED = /Permission Denied/i;

/** Every API answer refused with 403 (status or envelope code) while the page is open. */
function recordRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    void (async () => {
      if (response.status() === 403) {
        refused.push(`${response.request().method()} ${url.pathname} -> 403`);
        return;
      }
      const type = (await response.allHeaders())['content-type'] ?? '';
      if (!type.includes('json')) return;
      const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
      if (body?.code === 403 || DENIED.test(body?.message ?? ''))
        refused.push(`${response.request().method()} ${url.pathname} -> ${body?.message ?? ''}`);
    })().catch(() => undefined);
  });
  return refused;
}

/** The side menu's entries: their paths, in order. */
async function menuPaths(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return hrefs.filter((h) => h.startsWith('/'));
}

/** Opens a menu entry as its link does, answering the secondary-password prompt when asked. */
async function openEntry(page: Page, path: string, secondary: string | undefined): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).locator(`a[href="${path}"]`).first().click();
  const prompt = page.getByRole('dialog', { name: 'Secondary password' });
  // Either the prompt shows (the address stays) or the address is the entry's.
  await expect
    .poll(async () => (await prompt.isVisible()) || new URL(page.url()).pathname === path)
    .toBe(true);
  if (await prompt.isVisible()) {
    expect(secondary, `${path} asks for a secondary password`).toBeDefined();
    await prompt.getByLabel('Secondary password').fill(secondary ?? '');
    await prompt.getByRole('button', { name: 'Proceed' }).click();
    await expect(prompt).toHaveCount(0);
  }
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const role of ROLES) {
  test(`${role.username}: every menu entry opens without a refusal`, async ({ page }) => {
    test.setTimeout(240_000);
    await loginThroughUi(page, role.username, role.password);
    const refused = recordRefusals(page);
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const path of paths) {
      const before = refused.length;
      await openEntry(page, path, role.secondary);
      if ((await page.getByRole('dialog').filter({ hasText: DENIED }).count()) > 0)
        problems.push(`${path}: a Permission Denied dialog`);
      // Any other message the screen shows on opening (a prompt to choose an account) is closed.
      const ok = page.getByRole('dialog').getByRole('button', { name: 'OK' });
      while ((await ok.count()) > 0) await ok.first().click();
      for (const r of refused.slice(before)) problems.push(`${path}: ${r}`);
    }
    expect(problems).toEqual([]);
  });
}

test('routes the access table refuses are not in a sub-account menu', async ({ page }) => {
  await loginThroughUi(page, 'demo_co_sub');
  const paths = await menuPaths(page);
  // demo_co_sub holds Downline and Map Report (view): no payments, betting, results or posting.
  for (const path of ['/draw-payment', '/payment', '/order/express-betting', '/result', '/posting/Unpost'])
    expect(paths, path).not.toContain(path);
  expect(paths).toContain('/account/manage');
  expect(paths).toContain('/report/map-report');
});

test.describe('action buttons shown are ones the server allows', () => {
  // demo_ma, not demo_ag: the betting spec gives demo_ag void authority, and the specs share the data.
  test('an agent without void authority sees no void button on the inbox, and says why', async ({ page }) => {
    await loginThroughUi(page, 'demo_ma');
    await page.goto('/inbox');
    const root = page.locator('[data-remote="mf-betting"]');
    await expect(root.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(root.getByRole('button', { name: 'Void selected' })).toHaveCount(0);
    await expect(root.getByTestId('void-unavailable')).toBeVisible();
  });

  test('demo_co finds a ticket with the search box and voids it: the server accepts', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // demo_p1 orders on the next draw in its own session.
    const p1 = await playwright.request.newContext(baseURL ? { baseURL } : {});
    await loginThroughApi(p1, 'demo_p1');
    const order = await apiCall<{ ticketNo: string }>(p1, 'POST', '/api/Bet/PlaceExpressOrder', {
      betString: 'D\n#1\n4321#B1',
      orderKey: `e2e-perm-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    });
    expect(order.success, order.message ?? '').toBe(true);
    await p1.dispose();

    const refused = recordRefusals(page);
    await loginThroughUi(page, 'demo_co');
    await page.goto('/inbox');
    const root = page.locator('[data-remote="mf-betting"]');
    await expect(root.getByRole('button', { name: 'Void selected' })).toBeVisible();
    // The table search reaches the server: the ticket number leaves one row.
    await root.getByRole('searchbox').fill(order.data.ticketNo);
    await root.getByRole('searchbox').press('Enter');
    const row = root.getByRole('row').filter({ hasText: order.data.ticketNo });
    await expect(row).toHaveCount(1);
    // One ticket matches, counted as a count ("1", not "1.00").
    await expect(root.getByLabel('Overall').getByText('1', { exact: true })).toBeVisible();
    await row.getByLabel('Select row').check();
    await root.getByRole('button', { name: 'Void selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: '1 ticket(s) voided.' })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('demo_it sees no Place order button on the betting screens, and says why', async ({ page }) => {
    await loginThroughUi(page, 'demo_it');
    for (const path of ['/order/express-betting', '/betting/web-order']) {
      await page.goto(path);
      const root = page.locator('[data-remote="mf-betting"]');
      await expect(root.locator('h1').first()).toBeVisible();
      await expect(root.getByTestId('order-unavailable')).toBeVisible();
      await expect(root.getByRole('button', { name: /^Place order$/ })).toHaveCount(0);
    }
  });

  test('the roles that see Place order may place orders', async ({ page }) => {
    for (const username of ['demo_ag', 'demo_p1']) {
      await page.context().clearCookies();
      await loginThroughUi(page, username);
      await page.goto('/order/express-betting');
      const root = page.locator('[data-remote="mf-betting"]');
      await expect(root.getByRole('button', { name: /^Place order$/ })).toBeVisible();
      await expect(root.getByTestId('order-unavailable')).toHaveCount(0);
      // The call the button makes, with an empty order: refused for its input, not for permission.
      const reply = await apiCall(page.request, 'POST', '/api/Bet/PlaceExpressOrder', {});
      expect(reply.message ?? '').not.toMatch(DENIED);
    }
  });

  test('account manage actions shown to demo_it and demo_co_sub are view-only', async ({ page }) => {
    for (const username of ['demo_it', 'demo_co_sub']) {
      await page.context().clearCookies();
      await loginThroughUi(page, username);
      const refused = recordRefusals(page);
      await page.goto('/account/manage');
      const root = page.locator('[data-remote="mf-accounts"]');
      await expect(root.getByRole('heading', { name: 'Manage Account', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // demo_it has no downlines of its own; demo_co_sub sees its main account's, each with View.
      if (username === 'demo_co_sub')
        await expect(root.getByRole('button', { name: /^View / }).first()).toBeVisible();
      await expect(
        root.getByRole('button', { name: /^(Edit|Credit|Status|Move|Delete) |^New account$/ }),
      ).toHaveCount(0);
      await expect(root.getByTestId('view-only')).toBeVisible();
      expect(refused).toEqual([]);
    }
  });

  test('payments: the payment screen as demo_co accepts its own history call', async ({ page }) => {
    const refused = recordRefusals(page);
    await loginThroughUi(page, 'demo_co');
    const reply = await apiCall(page.request, 'POST', '/api/Payment/GetPaymentHistory', {
      StartCount: 0,
      PageSize: 10,
    });
    expect(reply.message ?? '').not.toMatch(DENIED);
    expect(refused).toEqual([]);
  });
});

test('the FL popup (1000 x 800) shows the fight limit form and Save within the window', async ({
  browser,
}) => {
  const popup = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  await loginThroughUi(popup, 'demo_co');
  // What the FL button opens (window.open of /manage-fight-limit?layout=popup, 1000 x 800).
  await popup.goto('/manage-fight-limit?layout=popup');
  await expect(popup.getByTestId('bare-layout')).toBeVisible();
  await expect(popup.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  const save = popup.locator('[data-remote="mf-accounts"]').getByRole('button', { name: 'Save' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  // Nothing is cut off sideways: the page is no wider than the window.
  expect(await popup.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1000);
  await popup.close();
});
