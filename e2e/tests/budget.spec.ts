import { expect, test, type Browser } from '@playwright/test';
import { ADMIN, kb, menuLink, msUntilShown, recordScripts } from './support';

// What a user downloads, counted on the wire as the server sends it (precompressed brotli in
// Chromium): the login page <= 250 KB of JavaScript, each remote's first visit <= 40 KB.
const SHELL_BUDGET = 250 * 1024;
const REMOTE_BUDGET = 40 * 1024;
// Time from the click to the remote's first screen (its page title) and from Login to the dashboard,
// on loopback, the median of ROUNDS fresh browser contexts. The budgets project runs alone, one test at
// a time (playwright.config.ts), so that no other browser shares the cores while these are timed.
// The limits are the targets of docs/performance.md. This machine's speed varies between runs (a
// shared virtual machine with two cores: rounds of one build range about 2x), so a median over the
// limit is measured again with as many rounds more, and the median of all of them decides: a passing
// moment is not picked out, and a slower build fails both times.
const FIRST_SCREEN_LIMIT_MS = 150;
const LOGIN_LIMIT_MS = 300;
const ROUNDS = 7;
const FIRST_ROUTES = [
  { remote: 'mf-accounts', title: 'Manage Account' },
  { remote: 'mf-betting', title: 'Express Betting' },
  { remote: 'mf-reports', title: 'Sales Summary' },
  { remote: 'mf-posting', title: 'Unposted Numbers' },
  { remote: 'mf-admin', title: 'Pool Schedule' },
];

test('JavaScript budgets: the login page and each remote first visit', async ({ page }) => {
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

  await logIn(page);
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
    await expect(page.locator(`[data-remote="${remote}"] h1`)).toHaveText(title);
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

async function logIn(page: Parameters<typeof msUntilShown>[0]): Promise<number> {
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  return msUntilShown(page, '[data-testid="credit-figures"]', () =>
    page.getByRole('button', { name: 'Login' }).click(),
  );
}

interface Round {
  login: number;
  screens: Record<string, number>;
}

/** One round in a fresh context (empty cache): login, then each remote's first visit. */
async function timedRound(browser: Browser): Promise<Round> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    const login = await logIn(page);
    await page.waitForLoadState('networkidle');
    const screens: Record<string, number> = {};
    for (const { remote, title } of FIRST_ROUTES) {
      screens[remote] = await msUntilShown(page, `[data-remote="${remote}"] h1`, () =>
        menuLink(page, title).click(),
      );
      await expect(page.locator(`[data-remote="${remote}"] h1`)).toHaveText(title);
      await page.waitForLoadState('networkidle');
    }
    return { login, screens };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

test('time budgets: login to the dashboard and each remote first screen', async ({ browser }) => {
  test.setTimeout(300_000);
  const rounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i += 1) rounds.push(await timedRound(browser));
  const medians = () => ({
    login: median(rounds.map((r) => r.login)),
    screens: FIRST_ROUTES.map(({ remote }) => median(rounds.map((r) => r.screens[remote] ?? NaN))),
  });
  const over = ({ login, screens }: ReturnType<typeof medians>) =>
    login > LOGIN_LIMIT_MS || screens.some((ms) => ms > FIRST_SCREEN_LIMIT_MS);
  if (over(medians())) {
    report(rounds, 'over a limit; measuring again');
    for (let i = 0; i < ROUNDS; i += 1) rounds.push(await timedRound(browser));
  }
  report(rounds, `${rounds.length} rounds`);
  const { login, screens } = medians();
  expect(login).toBeLessThanOrEqual(LOGIN_LIMIT_MS);
  FIRST_ROUTES.forEach(({ remote }, i) =>
    expect(screens[i], remote).toBeLessThanOrEqual(FIRST_SCREEN_LIMIT_MS),
  );
});

function report(rounds: Round[], heading: string): void {
  const line = (label: string, times: number[]) =>
    console.log(
      `${label}: median ${median(times).toFixed(0)} ms of ${times.map((x) => x.toFixed(0)).join(', ')}`,
    );
  console.log(`-- ${heading}`);
  line(
    'login to dashboard',
    rounds.map((r) => r.login),
  );
  for (const { remote } of FIRST_ROUTES)
    line(
      `${remote} first screen`,
      rounds.map((r) => r.screens[remote] ?? NaN),
    );
}
