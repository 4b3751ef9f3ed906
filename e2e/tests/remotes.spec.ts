import { expect, test } from '@playwright/test';
import {
  ADMIN,
  apiCall,
  expectRemoteMountsLazily,
  loginThroughUi,
  menuLink,
  remoteManifest,
  remoteRequests,
} from './support';

const FIRST_ROUTES = [
  { remote: 'mf-accounts', path: '/account/manage', title: 'Manage Account' },
  { remote: 'mf-betting', path: '/order/express-betting', title: 'Express Betting' },
  { remote: 'mf-reports', path: '/report/sales-summary', title: 'Sales Summary' },
  { remote: 'mf-posting', path: '/posting/Unpost', title: 'Unposted Numbers' },
  { remote: 'mf-admin', path: '/admin-setting/pool-schedule', title: 'Pool Schedule' },
];

test.describe('remotes', () => {
  for (const { remote, path, title } of FIRST_ROUTES) {
    test(`${remote} is fetched only when its first route is opened, then mounts there`, async ({ page }) => {
      await expectRemoteMountsLazily(page, remote, path, title);
    });
  }

  test('resting the pointer on a menu entry fetches its remote before the click', async ({ page }) => {
    const requestsOf = remoteRequests(page);
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    await page.waitForLoadState('networkidle');
    expect(requestsOf('mf-admin')).toEqual([]);
    await menuLink(page, 'Pool Schedule').hover();
    await expect
      .poll(() => requestsOf('mf-admin').filter((url) => url.endsWith('/remoteEntry.js')))
      .toHaveLength(1);
    // Fetched, not run: nothing of it is on the page until the entry is opened.
    await expect(page.locator('[data-remote="mf-admin"]')).toHaveCount(0);
    const fetched = requestsOf('mf-admin').length;
    await menuLink(page, 'Pool Schedule').click();
    await expect(
      page.locator('[data-remote="mf-admin"]').getByRole('heading', { name: 'Pool Schedule' }),
    ).toBeVisible();
    // The click found the manifest and the entry already here: neither is fetched again.
    const again = requestsOf('mf-admin').slice(fetched);
    expect(
      again.filter((url) => url.endsWith('/mf-manifest.json') || url.endsWith('/remoteEntry.js')),
    ).toEqual([]);
  });

  test('a remote that is down shows its error panel while the others keep working', async ({ page }) => {
    let down = true;
    await page.route('**/remotes/mf-posting/**', (route) =>
      down ? route.abort('connectionrefused') : route.continue(),
    );
    await loginThroughUi(page, ADMIN.username, ADMIN.password);

    // The pointer rests on the entry first: the prefetch fails (the remote is down), then the click's.
    await menuLink(page, 'Unposted Numbers').hover();
    await page.waitForTimeout(300);
    await menuLink(page, 'Unposted Numbers').click();
    await expect(page.getByText('This area failed to load')).toBeVisible();
    await expect(page.getByTestId('credit-figures')).toBeVisible();

    await menuLink(page, 'Sales Summary').click();
    await expect(
      page.locator('[data-remote="mf-reports"]').getByRole('heading', { name: 'Sales Summary' }),
    ).toBeVisible();

    await menuLink(page, 'Unposted Numbers').click();
    await expect(page.getByText('This area failed to load')).toBeVisible();
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.locator('[data-remote="mf-posting"]').getByRole('heading', { name: 'Unposted Numbers' }),
    ).toBeVisible();
  });
});

test.describe('staged rollout', () => {
  test('switching the rule serves the candidate version with no rebuild and no restart', async ({
    page,
    browser,
  }) => {
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    expect((await remoteManifest(page.request)).remotes['mf-admin']?.version).toBe('0.1.0');

    const versions = await apiCall<{ remote: string; versions: string[] }[]>(
      page.request,
      'GET',
      '/api/Configuration/GetRemoteRollout',
    );
    expect(versions.success).toBe(true);
    const admin = versions.data.find((v) => v.remote === 'mf-admin');
    expect(admin?.versions).toEqual(expect.arrayContaining(['0.1.0', '0.2.0-e2e']));

    const rule = {
      remote: 'mf-admin',
      stableVersion: '0.1.0',
      candidateVersion: '0.2.0-e2e',
      candidatePercent: 0,
      candidateUsers: ['admin'],
      candidateRoles: [],
    };
    const set = await apiCall(page.request, 'POST', '/api/Configuration/UpdateRemoteRollout', rule);
    expect(set.success, set.message ?? '').toBe(true);
    try {
      await page.reload();
      await menuLink(page, 'Pool Schedule').click();
      await expect(page.locator('[data-remote="mf-admin"]')).toHaveAttribute(
        'data-remote-version',
        '0.2.0-e2e',
      );

      // Another user keeps the stable version.
      const other = await browser.newPage();
      await loginThroughUi(other, 'demo_co');
      expect((await remoteManifest(other.request)).remotes['mf-admin']?.version).toBe('0.1.0');
      await other.close();
    } finally {
      await apiCall(page.request, 'POST', '/api/Configuration/UpdateRemoteRollout', {
        ...rule,
        candidateVersion: null,
        candidateUsers: [],
      });
    }
  });
});
