import { expect, test, type Page } from '@playwright/test';
import { answerDialog, apiCall, loginThroughUi, uniqueName } from './support';

async function userIdOf(page: Page, parent: string, username: string): Promise<number> {
  const res = await apiCall<{ userId: number; username: string }[]>(
    page.request,
    'GET',
    `/api/Account/GetDirectDownlines${parent ? `?uplineId=${parent}` : ''}`,
  );
  const row = res.data.find((d) => d.username === username);
  expect(row, `${username} among downlines`).toBeDefined();
  return row!.userId;
}

/** Builds a normal package in the detail editor with one bet rate for every code; returns its id. */
async function buildPackage(page: Page, name: string, betRate: string): Promise<number> {
  await page.goto('/package/manage');
  const root = page.locator('[data-remote="mf-accounts"]');
  await expect(root.getByRole('heading', { name: 'Manage Package', level: 1 })).toBeVisible();
  await root.getByRole('button', { name: 'New package' }).click();
  const form = root.getByRole('form', { name: 'New package' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByRole('checkbox', { name: 'Magnum' }).check();
  await form.getByLabel('Bet rate for all codes').fill(betRate);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByLabel('B Bet rate', { exact: true })).toHaveValue(betRate);
  await form.getByLabel('B Consolation').fill('61');
  await form.getByRole('button', { name: 'Save' }).click();
  await answerDialog(page, 'Package saved.');
  await expect(page).toHaveURL(/\/package\/detail\?packageId=\d+/);
  return Number(new URL(page.url()).searchParams.get('packageId'));
}

/** Fills the account form for a new account under `uplineId`. */
async function fillNewAccount(page: Page, uplineId: number, role: number, username: string): Promise<void> {
  await page.goto(`/account/detail?uplineId=${uplineId}&role=${role}`);
  const root = page.locator('[data-remote="mf-accounts"]');
  const form = root.getByRole('form', { name: 'New account' });
  await expect(form).toBeVisible();
  await form.getByLabel(/^Username/).fill(username);
  await form.getByLabel(/^Full name/).fill('Package E2E');
  await form.getByLabel(/^Password/).fill('Secret@123');
  await form.getByLabel(/^Confirm password/).fill('Secret@123');
}

test.describe('packages', () => {
  test('a company builds a package, assigns it to a new player on the account form and sees it resolved', async ({
    page,
  }) => {
    await loginThroughUi(page, 'demo_co');
    const name = uniqueName('pk');
    const packageId = await buildPackage(page, name, '0.79');
    const detail = await apiCall<{ rates: Record<string, { betRate: number; payouts: number[] }> }>(
      page.request,
      'GET',
      `/api/Configuration/GetPackageDetailById?packageId=${packageId}`,
    );
    expect(detail.data.rates.B).toEqual({ baseRate: 1, betRate: 0.79, payouts: [2500, 1000, 500, 180, 61] });

    const sh = await userIdOf(page, '', 'demo_sh');
    const ma = await userIdOf(page, String(sh), 'demo_ma');
    const ag = await userIdOf(page, String(ma), 'demo_ag');
    const player = uniqueName('pkp');
    await fillNewAccount(page, ag, 5, player);
    const form = page.locator('[data-remote="mf-accounts"]').getByRole('form', { name: 'New account' });
    await form.getByLabel('Normal package').selectOption({ label: name });
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, `Account ${player} created.`);

    const playerId = await userIdOf(page, String(ag), player);
    const terms = await apiCall<{ terms: { kind: string; source: string; packageName: string | null }[] }>(
      page.request,
      'GET',
      `/api/Configuration/GetPackageDetail?userId=${playerId}`,
    );
    expect(terms.data.terms.find((x) => x.kind === 'normal')).toMatchObject({
      source: 'own',
      packageName: name,
    });
    expect(terms.data.terms.find((x) => x.kind === 'gd')).toMatchObject({ source: 'default' });

    await page.goto(`/account/detail?userId=${playerId}`);
    const edit = page
      .locator('[data-remote="mf-accounts"]')
      .getByRole('form', { name: `Edit account ${player}` });
    await expect(edit.getByLabel('Normal package')).toHaveValue(String(packageId));
    await expect(edit).toContainText(`Now: ${name} (own)`);
  });

  test("an undercut shows 'Invalid Package Info' on the account form and in the package editor", async ({
    page,
  }) => {
    await loginThroughUi(page, 'demo_co');
    const name = uniqueName('pku');
    const packageId = await buildPackage(page, name, '0.73');
    const sh = await userIdOf(page, '', 'demo_sh');
    const ma = await userIdOf(page, String(sh), 'demo_ma');

    // A new agent under demo_ma (0.74) at 0.73 undercuts its upline.
    const agent = uniqueName('pka');
    await fillNewAccount(page, ma, 4, agent);
    const form = page.locator('[data-remote="mf-accounts"]').getByRole('form', { name: 'New account' });
    await form.getByLabel('Agent level').selectOption({ label: 'Agent' });
    await form.getByLabel('Normal package').selectOption({ label: name });
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Invalid Package Info');
    await expect(form).toBeVisible();

    // Raised to 0.745 it fits; then lowering the package again is refused in the editor.
    const raised = await apiCall<{ packageId: number }>(
      page.request,
      'POST',
      '/api/Configuration/CreateOrUpdatePackage',
      {
        packageId,
        name,
        type: 0,
        pools: [1],
        rates: { B: { baseRate: 1, betRate: 0.745, payouts: [2500, 1000, 500, 180, 60] } },
      },
    );
    expect(raised.success).toBe(true);
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, `Account ${agent} created.`);

    await page.goto(`/package/detail?packageId=${packageId}`);
    const editor = page.locator('[data-remote="mf-accounts"]').getByRole('form', { name: `Package ${name}` });
    await editor.getByLabel('B Bet rate', { exact: true }).fill('0.72');
    await editor.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Invalid Package Info');
    const after = await apiCall<{ rates: Record<string, { betRate: number }> }>(
      page.request,
      'GET',
      `/api/Configuration/GetPackageDetailById?packageId=${packageId}`,
    );
    expect(after.data.rates.B!.betRate).toBe(0.745);
  });
});
