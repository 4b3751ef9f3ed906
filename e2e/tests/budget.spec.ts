import { expect, test } from '@playwright/test';
import { ADMIN, kb, loginThroughUi, menuLink, recordScripts } from './support';

// What a user downloads, counted on the wire as the server sends it (precompressed brotli in
// Chromium): the login page <= 250 KB of JavaScript, each remote's first visit <= 40 KB.
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
  const shellFirstLoad = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `shell first load (login page): ${kb(shellFirstLoad)} of JS on the wire in ${scripts.length} files`,
  );
  for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${kb(s.bytes).padStart(9)}  ${s.encoding.padEnd(4)}  ${s.url}`);
  // Every script of any size arrives compressed (the build writes .br beside each one over 1 KB).
  expect(scripts.filter((s) => s.encoding !== 'br' && s.bytes > 2048)).toEqual([]);

  await loginThroughUi(page, ADMIN.username, ADMIN.password);
  await page.waitForLoadState('networkidle');
  const afterLogin = scripts.reduce((sum, s) => sum + s.bytes, 0);
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
  const visits: { remote: string; bytes: number }[] = [];
  for (const { remote, title } of FIRST_ROUTES) {
    const before = scripts.length;
    await menuLink(page, title).click();
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
    await settle();
    const bytes = scripts.slice(before).reduce((sum, s) => sum + s.bytes, 0);
    visits.push({ remote, bytes });
    console.log(
      `${remote} first visit: ${kb(bytes)} of JS on the wire (${scripts
        .slice(before)
        .map((s) => s.url)
        .join(', ')})`,
    );
  }

  expect(shellFirstLoad).toBeLessThanOrEqual(SHELL_BUDGET);
  for (const visit of visits) expect(visit.bytes, visit.remote).toBeLessThanOrEqual(REMOTE_BUDGET);
});
