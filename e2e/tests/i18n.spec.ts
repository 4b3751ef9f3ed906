/**
 * Every screen of the route table (SPEC 2) in Chinese and in Malay, as the super admin, a company
 * and an agent (only the routes the role may open): no visible text may be an English resource
 * value (an untranslated label), no i18n key may show raw, no console error may occur. The English
 * values and the keys come from the resources themselves (shared-kernel/test/i18nCatalog), read at
 * test time. One browser context per role and language; nothing is filled in.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '@drawdesk/shared-kernel/routes';
import {
  englishTexts,
  leaves,
  loadCatalog,
  mayEqualEnglish,
  valueAt,
} from '../../shared-kernel/test/i18nCatalog';
import { ADMIN, DEMO_PASSWORD, XHR, navigateInApp } from './support';
import { canSeeRoute, type RouteUser } from '@drawdesk/shared-kernel/domain/access';

const catalog = loadCatalog();
const english = englishTexts(catalog);
/** Every key path of every namespace ('list.create', 'MASTER_TEMPLATE'), unless it reads as its own text. */
const keys = new Set<string>();
for (const ns of catalog) {
  for (const key of leaves(ns.en)) if (valueAt(ns.en, key) !== key) keys.add(key);
}

/**
 * Demo data that reads like an English label (it is the data, in whatever language it was typed):
 * the seeded master template's name and the super admin's full name.
 */
const DATA_TEXTS = new Set(['Lucky bet', 'Super Admin']);

const ROLES = [
  { username: ADMIN.username, password: ADMIN.password },
  { username: 'demo_co', password: DEMO_PASSWORD },
  { username: 'demo_ag', password: DEMO_PASSWORD },
] as const;
const LANGUAGES = ['zh', 'ms'] as const;

interface Finding {
  path: string;
  kind: 'English' | 'raw key' | 'console' | 'no screen';
  text: string;
}

/** Visible texts of the page: text nodes and placeholders, trimmed, outside scripts and styles. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element | null) =>
      !!el &&
      (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (visible(parent)) out.push(text);
    }
    for (const el of document.querySelectorAll('[placeholder]')) {
      const text = el.getAttribute('placeholder')?.trim();
      if (text && visible(el)) out.push(text);
    }
    return out;
  });
}

/**
 * Opens a route inside the app and waits until its screen has settled (its calls answered). False
 * when no screen was mounted (a bare page without its parameters may show nothing, so attached is
 * enough).
 */
async function openRoute(page: Page, route: RouteDef, first: boolean): Promise<boolean> {
  if (first) await page.goto(route.path);
  else await navigateInApp(page, route.path);
  const content =
    route.owner === 'shell' ? page.locator('#dd-content > *') : page.locator('#dd-content [data-remote]');
  const shown = await content
    .or(page.getByRole('dialog'))
    .first()
    .waitFor({ state: 'attached', timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  // Lazily loaded tables and texts: wait until nothing more is fetched.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
  return shown;
}

async function walk(
  browser: Browser,
  role: (typeof ROLES)[number],
  language: 'zh' | 'ms',
): Promise<Finding[]> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'lang', value: language, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' },
  ]);
  await context.addInitScript(
    (code) => window.localStorage.setItem('language', code),
    language === 'zh' ? 'cn' : 'bm',
  );
  const page = await context.newPage();
  const findings: Finding[] = [];
  let current = '/';
  page.on('console', (message) => {
    if (message.type() === 'error')
      findings.push({ path: current, kind: 'console', text: `${message.text()} ${message.location().url}` });
  });
  page.on('pageerror', (error) => findings.push({ path: current, kind: 'console', text: error.message }));

  const login = await page.request.post('/api/Account/Login', {
    form: { username: role.username, password: role.password },
    headers: XHR,
  });
  const reply = (await login.json()) as { success: boolean; message: string | null; data: RouteUser };
  expect(reply.success, reply.message ?? '').toBe(true);
  const routes = ROUTES.filter((r) => !r.public && !r.redirect && canSeeRoute(reply.data, r));

  let first = true;
  let previousBare = false;
  for (const route of routes) {
    current = route.path;
    // A bare page (map detail) opens in a window of its own, as its links do: loaded, not navigated
    // to in place; so is the page after it.
    const load = first || route.bare === true || previousBare;
    previousBare = route.bare === true;
    if (!(await openRoute(page, route, load))) {
      const body = (
        await page
          .locator('#dd-content')
          .innerText()
          .catch(() => '')
      ).replace(/\s+/g, ' ');
      findings.push({ path: route.path, kind: 'no screen', text: body });
    }
    first = false;
    for (const text of new Set(await visibleTexts(page))) {
      if (DATA_TEXTS.has(text)) continue;
      if (english.has(text) && !mayEqualEnglish(language, text))
        findings.push({ path: route.path, kind: 'English', text });
      else if (keys.has(text) && !english.has(text))
        findings.push({ path: route.path, kind: 'raw key', text });
    }
    // A secondary-password prompt was checked as it stands; close it for the next route.
    const prompt = page.getByRole('dialog');
    if (await prompt.isVisible()) await page.keyboard.press('Escape');
  }
  await context.close();
  return findings;
}

test.describe('every screen translated', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const role of ROLES) {
    for (const language of LANGUAGES) {
      test(`${role.username} in ${language}`, async ({ browser }) => {
        test.setTimeout(300_000);
        const findings = await walk(browser, role, language);
        const report = findings.map((f) => `${f.path}  ${f.kind}: ${f.text}`);
        expect(
          report,
          `untranslated texts, raw keys or console errors as ${role.username} in ${language}`,
        ).toEqual([]);
      });
    }
  }
});
