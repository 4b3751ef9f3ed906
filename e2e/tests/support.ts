import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@12345';
export const ADMIN = { username: 'admin', password: 'Admin@12345', secondary: 'Second@123' };
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** Logs in through the login screen and waits for the logged-in layout. */
export async function loginThroughUi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('credit-figures')).toBeVisible();
}

/** Logs in the API request context of a page's browser context (shares the cookie). */
export async function loginThroughApi(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const res = await request.post('/api/Account/Login', { form: { username, password }, headers: XHR });
  const body = (await res.json()) as { success: boolean; message: string | null };
  expect(body.success, body.message ?? '').toBe(true);
}

export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<{ success: boolean; message: string | null; data: T }> {
  const res =
    method === 'GET'
      ? await request.get(path, { headers: XHR })
      : await request.post(path, { data, headers: XHR });
  return (await res.json()) as { success: boolean; message: string | null; data: T };
}

/**
 * Every script the page receives, with the bytes it took on the wire as the server sent it
 * (compressed body and headers, as Chromium counted them), and whether it came compressed.
 */
export function recordScripts(page: Page): { url: string; bytes: number; encoding: string }[] {
  const seen: { url: string; bytes: number; encoding: string }[] = [];
  page.on('requestfinished', (request) => {
    void (async () => {
      const response = await request.response();
      if (!response || response.status() >= 300) return;
      const headers = await response.allHeaders();
      if (!(headers['content-type'] ?? '').includes('javascript')) return;
      const sizes = await request.sizes();
      seen.push({
        url: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        encoding: headers['content-encoding'] ?? 'none',
      });
    })().catch(() => undefined);
  });
  return seen;
}

/**
 * Runs `start` in the page and measures, in the page's own clock, how long until `selector` is in the
 * document (a MutationObserver, so no polling interval is added to the figure).
 */
export async function msUntilShown(
  page: Page,
  selector: string,
  start: () => Promise<void>,
): Promise<number> {
  // Timed in the page from the user's click (the event's own time stamp), not from when the test
  // runner asked for it: Playwright's checks before it clicks (find, scroll, stable) are not the
  // product's time.
  await page.evaluate((sel) => {
    const w = window as unknown as { __shownAt?: Promise<number>; __startedAt?: number };
    w.__startedAt = undefined;
    document.addEventListener(
      'click',
      (event) => {
        w.__startedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    w.__shownAt = new Promise<number>((resolve) => {
      const check = () => {
        if (!document.querySelector(sel)) return;
        observer.disconnect();
        resolve(performance.now());
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, selector);
  await start();
  return page.evaluate(async () => {
    const w = window as unknown as { __shownAt: Promise<number>; __startedAt?: number };
    const shownAt = await w.__shownAt;
    if (w.__startedAt === undefined) throw new Error('no click was seen');
    return shownAt - w.__startedAt;
  });
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Requests made under /remotes/<name>/ so far. */
export function remoteRequests(page: Page): (name: string) => string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return (name) => urls.filter((u) => u.startsWith(`/remotes/${name}/`));
}

/** Navigates inside the app without a reload (as a menu link does). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Asserts a remote is fetched only when the user first enters one of its routes, then mounts there.
 */
export async function expectRemoteMountsLazily(
  page: Page,
  remote: string,
  path: string,
  title: string,
): Promise<void> {
  const requestsOf = remoteRequests(page);
  await loginThroughUi(page, ADMIN.username, ADMIN.password);
  await page.waitForLoadState('networkidle');
  expect(requestsOf(remote), `${remote} was fetched before its route was visited`).toEqual([]);
  await menuLink(page, title).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const root = page.locator(`[data-remote="${remote}"]`);
  await expect(root).toBeVisible();
  await expect(root.getByRole('heading', { name: title })).toBeVisible();
  expect(requestsOf(remote).length).toBeGreaterThan(0);
  // Its manifest came with /remotes.json: the first visit starts with the remote's code.
  expect(requestsOf(remote).filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
  await expect(page).toHaveTitle(`${title} | DrawDesk`);
}

export function menuLink(page: Page, title: string) {
  return page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: new RegExp(`${title}$`) });
}

export async function remoteManifest(
  request: APIRequestContext,
): Promise<{ remotes: Record<string, { version: string; entry: string }> }> {
  return (await (await request.get('/remotes.json')).json()) as {
    remotes: Record<string, { version: string; entry: string }>;
  };
}

/** A username no other run or test has used (3-20 of letters, digits, _). */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 20);

/** Logs in a fresh account, accepting the terms when asked (new accounts have not yet). */
export async function loginFirstTime(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await expect(page.getByTestId('credit-figures').or(accept)).toBeVisible();
  if (await accept.isVisible()) {
    await page.getByRole('checkbox').check();
    await accept.click();
  }
  await expect(page.getByTestId('credit-figures')).toBeVisible();
}

/** Closes the dialog that shows `text` with its OK button and waits until it is gone. */
export async function answerDialog(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Opens an admin screen by its path, answering the secondary-password prompt if one appears. */
export async function openAdminScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  const root = page.locator('[data-remote="mf-admin"]');
  const heading = root.getByRole('heading', { name: title, level: 1 });
  const prompt = page.getByRole('dialog', { name: 'Secondary password' });
  await expect(heading.or(prompt)).toBeVisible();
  if (await prompt.isVisible()) {
    await prompt.getByLabel('Secondary password').fill(ADMIN.secondary);
    await prompt.getByRole('button', { name: 'Proceed' }).click();
  }
  await expect(heading).toBeVisible();
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The business date (Asia/Kuala_Lumpur, UTC+8) `days` from today, as YYYY-MM-DD. */
export function businessDay(days = 0): string {
  const d = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A business date 'YYYY-MM-DD' as the screens write it, dd/mm/yyyy. */
export const dmy = (ymd: string): string => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`;

/**
 * The files of a zip archive (an .xlsx export) by name, inflated, read through its central directory
 * (stored and deflated entries; what Excel writers produce).
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken zip central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return files;
}

/** The text of a download (the BOM dropped). */
export async function downloadText(download: Download): Promise<string> {
  return (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
}

/** One CSV line's fields (RFC 4180 quoting). */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}
