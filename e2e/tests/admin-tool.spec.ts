import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  DEMO_PASSWORD,
  XHR,
  answerDialog,
  apiCall,
  loginFirstTime,
  loginThroughUi,
  menuLink,
  remoteManifest,
  uniqueName,
} from './support';

interface Rule {
  remote: string;
  stableVersion: string;
  candidateVersion: string | null;
  candidatePercent: number;
  candidateUsers: string[];
  candidateRoles: number[];
}

/** Opens the admin tool through the menu, answering the secondary-password prompt. */
async function openAdminTool(page: Page): Promise<void> {
  await menuLink(page, 'Admin Tool').click();
  const prompt = page.getByRole('dialog', { name: 'Secondary password' });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel('Secondary password').fill(ADMIN.secondary);
  await prompt.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/admin-tool$/);
}

test.describe('admin tool and API logs', () => {
  let company: string;
  let companyId: number;

  test.beforeAll(async ({ browser }) => {
    // A fresh company of our own: the rollout targets it by name, so other specs keep their versions.
    const page = await browser.newPage();
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    const me = await apiCall<{ userId: number }>(page.request, 'GET', '/api/Account/IsLoggedIn');
    company = uniqueName('e2eops');
    const created = await apiCall<{ userId: number }>(
      page.request,
      'POST',
      '/api/Account/CreateOrUpdateUser',
      {
        username: company,
        fullName: 'Ops e2e company',
        userRoleId: 3,
        uplineId: me.data.userId,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        status: 'active',
        creditLimit: 0,
      },
    );
    expect(created.success, created.message ?? '').toBe(true);
    companyId = created.data.userId;
    await page.close();
  });

  test('switch mf-admin to its candidate for one account from the admin tool, then restore', async ({
    page,
    browser,
  }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    const before = await apiCall<{ remote: string; rule: Rule }[]>(
      page.request,
      'GET',
      '/api/Configuration/GetRemoteRollout',
    );
    const previous = before.data.find((r) => r.remote === 'mf-admin')!.rule;

    await openAdminTool(page);
    const root = page.locator('[data-remote="mf-admin"]');
    await expect(root.getByRole('heading', { name: 'Admin Tool' })).toBeVisible();
    const form = root.getByRole('form', { name: 'mf-admin' });
    await expect(form.getByTestId('versions-mf-admin')).toContainText('0.2.0-e2e');
    await expect(form.getByLabel('Stable version')).toHaveValue(previous.stableVersion);

    await form.getByLabel('Candidate version').selectOption('0.2.0-e2e');
    await form.getByLabel('Candidate users (comma separated)').fill(company);
    await form.getByRole('button', { name: 'Save rollout' }).click();
    await answerDialog(page, 'Rollout of mf-admin saved.');
    try {
      // The account named in the rule gets the candidate on its next load: no rebuild, no restart.
      const other = await browser.newPage();
      await loginFirstTime(other, company, DEMO_PASSWORD);
      expect((await remoteManifest(other.request)).remotes['mf-admin']?.version).toBe('0.2.0-e2e');
      await other.goto('/result');
      await expect(other.locator('[data-remote="mf-admin"]')).toHaveAttribute(
        'data-remote-version',
        '0.2.0-e2e',
      );
      await other.close();

      // The saved rule reads back in the tool after a reload.
      await page.reload();
      await expect(form.getByLabel('Candidate version')).toHaveValue('0.2.0-e2e');
      await expect(form.getByLabel('Candidate users (comma separated)')).toHaveValue(company);
    } finally {
      const restored = await apiCall(
        page.request,
        'POST',
        '/api/Configuration/UpdateRemoteRollout',
        previous,
      );
      expect(restored.success, restored.message ?? '').toBe(true);
    }
  });

  test('run purge-expired-sessions and see its run row', async ({ page }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    await openAdminTool(page);
    const root = page.locator('[data-remote="mf-admin"]');
    const jobs = root.getByRole('table', { name: 'Maintenance jobs' });
    await expect(jobs.getByRole('row', { name: /Purge expired sessions/ })).toContainText('Every 60 min');
    await root.getByRole('button', { name: 'Run Purge expired sessions' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Run "Purge expired sessions" now?' });
    await confirm.getByRole('button', { name: 'OK' }).click();
    await answerDialog(page, /Deleted \d+ expired sessions/);
    const runs = root.getByRole('table', { name: 'Last runs' });
    // The scheduler may run the same job in the same second: find the run the admin started.
    const row = runs
      .getByRole('row')
      .filter({ hasText: 'Purge expired sessions' })
      .filter({ hasText: 'admin' })
      .first();
    await expect(row).toContainText('Done');
    await expect(jobs.getByRole('row', { name: /Purge expired sessions/ })).toContainText('Deleted');
  });

  test('an inbound API-account call shows in the API request log with its secret masked', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    const userId = companyId;
    const saved = await apiCall<{ opcode: string; secret: string | null }>(
      page.request,
      'POST',
      '/api/Account/CreateOrUpdateApiAccount',
      { userId, name: 'e2e feed', url: 'https://feed.example' },
    );
    expect(saved.success, saved.message ?? '').toBe(true);
    let { opcode, secret } = saved.data;
    if (!secret) {
      const fresh = await apiCall<{ opcode: string; secret: string }>(
        page.request,
        'POST',
        '/api/Account/GenerateApiCode',
        { userId },
      );
      ({ opcode, secret } = fresh.data);
    }

    // A remote system: no cookie, only the API headers.
    const remote = await playwright.request.newContext({ baseURL });
    const res = await remote.get('/api/Account/IsLoggedIn', {
      headers: { ...XHR, 'X-Api-Opcode': opcode, 'X-Api-Secret': secret! },
    });
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { data: { username: string } }).data.username).toBe(company);
    await remote.dispose();

    await menuLink(page, 'API Request Log').click();
    const root = page.locator('[data-remote="mf-admin"]');
    await expect(root.getByRole('heading', { name: 'API Request Log' })).toBeVisible();
    await root.getByLabel('URI contains').fill('IsLoggedIn');
    await root.getByRole('button', { name: 'Search' }).click();
    const row = root.getByRole('row').filter({ hasText: company }).first();
    await expect(row).toContainText('/api/Account/IsLoggedIn');
    await expect(row).toContainText('200');
    await row.click();
    const modal = page.getByRole('dialog', { name: 'GET /api/Account/IsLoggedIn' });
    await expect(modal.getByLabel('Request headers')).toContainText('"x-api-secret": "***"');
    await expect(modal.getByLabel('Request headers')).toContainText(opcode);
    await expect(modal).not.toContainText(secret!);
    await expect(modal.getByLabel('Response content')).toContainText(company);
  });
  test('register the server itself as a remote bet agent and see it reachable and logged in', async ({
    page,
    baseURL,
  }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    const code = await apiCall<{ opcode: string; secret: string }>(
      page.request,
      'POST',
      '/api/Account/GenerateApiCode',
      { userId: companyId },
    );
    expect(code.success, code.message ?? '').toBe(true);
    const name = uniqueName('self');

    await openAdminTool(page);
    const root = page.locator('[data-remote="mf-admin"]');
    await root.getByRole('button', { name: 'New remote agent' }).click();
    const form = page.getByRole('form', { name: 'New remote agent' });
    await form.getByLabel(/^Company/).selectOption({ label: company });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^URL/).fill(baseURL!);
    await form.getByLabel(/^Opcode/).fill(code.data.opcode);
    await form.getByLabel(/^Secret/).fill(code.data.secret);
    await form.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Remote agent saved.');

    const agents = root.getByRole('table', { name: 'Remote bet agents' });
    const row = agents.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Not checked');
    await root.getByRole('button', { name: 'Check comm status' }).click();
    await expect(row).toContainText(`Logged in as ${company}.`);
    // The secret never comes back to the browser.
    const listed = await apiCall<{ name: string }[]>(
      page.request,
      'POST',
      '/api/Configuration/GetRemoteBetAgents',
      {
        StartCount: 0,
        PageSize: 500,
      },
    );
    expect(JSON.stringify(listed)).not.toContain(code.data.secret);
  });
});
