import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../app';
import { ADMIN_PASSWORD, call, SETUP_TIMEOUT, startTestApp, type TestApp } from '../../test/harness';

// Every reply carries the security headers; HSTS and the cookie's Secure flag follow HTTPS, which
// the server learns from the connection or, with TRUST_PROXY, from X-Forwarded-Proto.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ testClockAllowed: false });
  mkdirSync(t.shellDir, { recursive: true });
  writeFileSync(join(t.shellDir, 'index.html'), '<!doctype html><title>DrawDesk</title>');
  writeFileSync(join(t.shellDir, 'main.0123456789.js'), 'console.log(1)');
  // The shell is served only if its folder exists when the app is built: rebuild over it.
  await t.app.close();
  t.app = await buildApp({ db: t.db, config: t.config, clock: t.clock });
  await t.app.ready();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', url, { marker: false, headers: { accept: 'text/html', ...headers } });

describe('security headers', () => {
  it.each([
    ['a page', () => page('/login')],
    [
      'the API docs page',
      () => call(t.app, 'GET', '/api/docs/', { marker: false, headers: { accept: 'text/html' } }),
    ],
  ])('on %s: the content security policy and frame denial', async (_what, request) => {
    const res = await request();
    expect(String(res.headers['content-type'])).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['a script', () => page('/main.0123456789.js', { accept: '*/*' })],
    ['an API reply', () => call(t.app, 'GET', '/api/Account/GetUserSession')],
    ['a refused API call', () => call(t.app, 'GET', '/api/Account/GetUserSession', { marker: false })],
    ['a missing file', () => page('/nope.js', { accept: '*/*' })],
  ])('on %s: nosniff and the resource policy, not the document headers', async (_what, request) => {
    const res = await request();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('HTTPS: HSTS and the Secure session cookie', () => {
  const loginOver = (app: TestApp['app'], headers: Record<string, string>) =>
    call(app, 'POST', '/api/Account/Login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
      headers,
    });
  const sessionCookie = (res: Awaited<ReturnType<typeof loginOver>>) =>
    String(res.headers['set-cookie'] ?? '');

  it('over plain HTTP: no HSTS, the cookie is not Secure; a forged X-Forwarded-Proto changes nothing', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const res = await loginOver(t.app, headers);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true });
      expect(sessionCookie(res)).toContain('HttpOnly');
      expect(sessionCookie(res)).not.toContain('Secure');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('behind a trusted proxy that says HTTPS: HSTS and a Secure cookie', async () => {
    const app = await buildApp({
      db: t.db,
      config: { ...t.config, trustProxy: '127.0.0.1' },
      clock: t.clock,
    });
    await app.ready();
    try {
      const res = await loginOver(app, { 'x-forwarded-proto': 'https' });
      expect(res.body).toMatchObject({ success: true });
      expect(sessionCookie(res)).toContain('Secure');
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      const plain = await loginOver(app, {});
      expect(sessionCookie(plain)).not.toContain('Secure');
    } finally {
      await app.close();
    }
  });
});
