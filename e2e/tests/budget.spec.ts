import { expect, test } from '@playwright/test';
import { ADMIN, kb, loginThroughUi, menuLink, recordScripts } from './support';

// Issue budget: the shell's first load <= 250 KB and each remote's first visit <= 40 KB of gzipped JS.
const SHELL_BUDGET = 250 * 1024;
const REMOTE_BUDGET = 40 * 1024;
const FIRST_ROUTES = [
  { remote: 'mf-accounts', title: 'Manage Account' },
  { remote: 'mf-betting', title: 'Express Betting' },
  { remote: 'mf-reports', title: 'Sales Summary' },
  { remote: 'mf-posting', title: 'Unposted Numbers' },
  { remote: 'mf-admin', title: 'Pool Schedule' },
];

test('JavaScript budgets: shell first load and each remote first visit', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  const shellFirstLoad = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`shell first load (login page): ${kb(shellFirstLoad)} gzipped JS in ${scripts.length} files`);
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(s.gzip).padStart(9)}  ${s.url}`);

  await loginThroughUi(page, ADMIN.username, ADMIN.password);
  await page.waitForLoadState('networkidle');
  const afterLogin = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`shell after login (layout, menu, remote loader): ${kb(afterLogin)} in all`);

  // A screen may still fetch shared chunks after the network first goes idle (its data arrives,
  // then a lazy part renders): wait until no script has arrived for a second, so each chunk counts
  // for the visit that asked for it and not for the next one.
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    let seen = -1;
    while (seen !== scripts.length) {
      seen = scripts.length;
      await page.waitForTimeout(1_000);
    }
  };
  await settle();
  const visits: { remote: string; gzip: number }[] = [];
  for (const { remote, title } of FIRST_ROUTES) {
    const before = scripts.length;
    await menuLink(page, title).click();
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
    await settle();
    const gzip = scripts.slice(before).reduce((sum, s) => sum + s.gzip, 0);
    visits.push({ remote, gzip });
    console.log(
      `${remote} first visit: ${kb(gzip)} gzipped JS (${scripts
        .slice(before)
        .map((s) => s.url)
        .join(', ')})`,
    );
  }

  expect(shellFirstLoad).toBeLessThanOrEqual(SHELL_BUDGET);
  for (const visit of visits) expect(visit.gzip, visit.remote).toBeLessThanOrEqual(REMOTE_BUDGET);
});
