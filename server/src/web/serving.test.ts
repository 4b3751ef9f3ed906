import { spawnSync } from 'node:child_process';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REMOTE_NAMES, ServerMessages } from '@drawdesk/shared-kernel/contract';
import { buildApp } from '../app';
import { rolloutBucket } from '../remotes/rollout';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  userIdOf,
  type TestApp,
} from '../../test/harness';

let t: TestApp;
const cookies: Record<string, string> = {};

function writeFile(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function fakeRemote(storeDir: string, remote: string, version: string): void {
  const dir = join(storeDir, remote, version);
  writeFile(join(dir, 'mf-manifest.json'), JSON.stringify({ id: remote, version }));
  writeFile(join(dir, 'remoteEntry.js'), `/* ${remote} ${version} */`);
  writeFile(join(dir, 'static/js/main.0a1b2c3d4e.js'), 'console.log(1)');
}

/** A file with the build's precompressed copies beside it (what the webpack build writes). */
function withCompressedCopies(path: string, content: string): void {
  writeFile(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}
const BIG_SCRIPT = `/* a bundle */ ${'console.log("DrawDesk");\n'.repeat(400)}`;

beforeAll(async () => {
  t = await startTestApp({ testClockAllowed: false });
  fakeRemote(t.storeDir, 'mf-admin', '0.1.0');
  fakeRemote(t.storeDir, 'mf-admin', '0.2.0');
  fakeRemote(t.storeDir, 'mf-admin', '0.10.0-rc.1');
  fakeRemote(t.storeDir, 'mf-accounts', '1.0.0');
  mkdirSync(join(t.storeDir, 'mf-accounts', 'not-a-version'), { recursive: true });
  withCompressedCopies(join(t.storeDir, 'mf-accounts', '1.0.0', 'remoteEntry.js'), BIG_SCRIPT);
  withCompressedCopies(join(t.storeDir, 'mf-accounts', '1.0.0', '512.a1b2c3d4e5.js'), BIG_SCRIPT);
  withCompressedCopies(join(t.shellDir, 'main.7d8e9f0a1b.js'), BIG_SCRIPT);
  writeFile(join(t.shellDir, 'index.html'), '<!doctype html><title>DrawDesk</title><div id="root"></div>');
  writeFile(join(t.shellDir, 'static/js/main.3f9a1c2b.js'), 'console.log("shell")');
  writeFile(join(t.shellDir, 'favicon.ico'), 'icon');
  // The shell is served only if its folder exists when the app is built: rebuild over it.
  await t.app.close();
  t.app = await buildApp({ db: t.db, config: t.config, clock: t.clock });
  await t.app.ready();
  cookies.admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  for (const name of ['demo_it', 'demo_co', 'demo_p1', 'demo_p2', 'demo_ag'])
    cookies[name] = await login(t.app, name);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

type Manifest = { remotes: Record<string, { version: string; entry: string; manifest?: unknown }> };
const manifest = async (as?: string) => {
  const res = await call(t.app, 'GET', '/remotes.json', {
    marker: false,
    ...(as ? { cookie: cookies[as] } : {}),
  });
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body as unknown as Manifest;
};
const update = (as: string, rule: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/Configuration/UpdateRemoteRollout', {
    cookie: cookies[as],
    body: { candidateVersion: null, candidatePercent: 0, candidateUsers: [], candidateRoles: [], ...rule },
  });

describe('/remotes.json', () => {
  it('without a rule serves the highest release version in the store (never a prerelease), leaving out remotes with none', async () => {
    const m = await manifest();
    expect(m.remotes['mf-admin']).toEqual({
      version: '0.2.0',
      entry: '/remotes/mf-admin/0.2.0/mf-manifest.json',
      manifest: { id: 'mf-admin', version: '0.2.0' },
    });
    expect(m.remotes['mf-accounts']).toEqual({
      version: '1.0.0',
      entry: '/remotes/mf-accounts/1.0.0/mf-manifest.json',
      manifest: { id: 'mf-accounts', version: '1.0.0' },
    });
    expect(m.remotes['mf-betting']).toBeUndefined();
  });

  it("carries each remote's manifest as the store has it now, and leaves out one it cannot read", async () => {
    const path = join(t.storeDir, 'mf-accounts', '1.0.0', 'mf-manifest.json');
    writeFile(path, JSON.stringify({ id: 'mf-accounts', version: '1.0.0', metaData: { copied: 'again' } }));
    expect((await manifest()).remotes['mf-accounts']?.manifest).toEqual({
      id: 'mf-accounts',
      version: '1.0.0',
      metaData: { copied: 'again' },
    });
    writeFile(path, '{ not json');
    const unreadable = (await manifest()).remotes['mf-accounts'];
    expect(unreadable).toEqual({ version: '1.0.0', entry: '/remotes/mf-accounts/1.0.0/mf-manifest.json' });
    writeFile(path, JSON.stringify({ id: 'mf-accounts', version: '1.0.0' }));
  });

  it('gives the candidate to named users only, case-insensitively', async () => {
    const res = await update('admin', {
      remote: 'mf-admin',
      stableVersion: '0.1.0',
      candidateVersion: '0.2.0',
      candidateUsers: ['DEMO_P1'],
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await manifest('demo_p1')).remotes['mf-admin']?.version).toBe('0.2.0');
    expect((await manifest('demo_p2')).remotes['mf-admin']?.version).toBe('0.1.0');
    expect((await manifest('admin')).remotes['mf-admin']?.version).toBe('0.1.0');
    expect((await manifest()).remotes['mf-admin']?.version).toBe('0.1.0');
  });

  it('gives the candidate to roles', async () => {
    await update('admin', {
      remote: 'mf-admin',
      stableVersion: '0.1.0',
      candidateVersion: '0.2.0',
      candidateRoles: [5],
    });
    expect((await manifest('demo_p1')).remotes['mf-admin']?.version).toBe('0.2.0');
    expect((await manifest('demo_p2')).remotes['mf-admin']?.version).toBe('0.2.0');
    expect((await manifest('demo_co')).remotes['mf-admin']?.version).toBe('0.1.0');
  });

  it('gives the candidate to a stable share of users by hash of user id', async () => {
    const users = ['admin', 'demo_it', 'demo_co', 'demo_p1', 'demo_p2', 'demo_ag'];
    const buckets = new Map<string, number>();
    for (const u of users) buckets.set(u, rolloutBucket(await userIdOf(t.db, u), 'mf-admin'));
    const percent = 50;
    await update('admin', {
      remote: 'mf-admin',
      stableVersion: '0.1.0',
      candidateVersion: '0.2.0',
      candidatePercent: percent,
    });
    for (let round = 0; round < 2; round++) {
      for (const u of users) {
        const expected = buckets.get(u)! < percent ? '0.2.0' : '0.1.0';
        expect((await manifest(u)).remotes['mf-admin']?.version).toBe(expected);
      }
    }
    await update('admin', {
      remote: 'mf-admin',
      stableVersion: '0.1.0',
      candidateVersion: '0.2.0',
      candidatePercent: 100,
    });
    for (const u of users) expect((await manifest(u)).remotes['mf-admin']?.version).toBe('0.2.0');
    expect((await manifest()).remotes['mf-admin']?.version).toBe('0.1.0');
    await update('admin', { remote: 'mf-admin', stableVersion: '0.2.0' });
    for (const u of users) expect((await manifest(u)).remotes['mf-admin']?.version).toBe('0.2.0');
  });

  it('spreads users over buckets roughly evenly', () => {
    const hits = Array.from({ length: 2000 }, (_, i) => rolloutBucket(i + 1, 'mf-betting')).filter(
      (b) => b < 30,
    ).length;
    expect(hits).toBeGreaterThan(500);
    expect(hits).toBeLessThan(700);
  });
});

describe('rollout admin calls', () => {
  it('GetRemoteRollout lists versions in the store and the rule of every remote, for super admin and IT admin', async () => {
    const res = await call(t.app, 'GET', '/api/Configuration/GetRemoteRollout', { cookie: cookies.demo_it });
    expect(res.status).toBe(200);
    const rows = res.body.data as { remote: string; versions: string[]; rule: { stableVersion: string } }[];
    // Remotes with nothing published (and no rule) are left out.
    expect(rows.map((r) => r.remote)).toEqual(
      REMOTE_NAMES.filter((n) => n === 'mf-accounts' || n === 'mf-admin'),
    );
    const admin = rows.find((r) => r.remote === 'mf-admin');
    expect(admin?.versions).toEqual(['0.10.0-rc.1', '0.2.0', '0.1.0']);
    expect(rows.find((r) => r.remote === 'mf-accounts')).toMatchObject({
      versions: ['1.0.0'],
      rule: { stableVersion: '1.0.0', candidateVersion: null },
    });
    expect(
      (await call(t.app, 'GET', '/api/Configuration/GetRemoteRollout', { cookie: cookies.demo_co })).status,
    ).toBe(403);
  });

  it('UpdateRemoteRollout is for the super admin only', async () => {
    for (const as of ['demo_co', 'demo_it', 'demo_p1']) {
      const res = await update(as, { remote: 'mf-admin', stableVersion: '0.1.0' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: ServerMessages.permissionDenied, code: 403 });
    }
  });

  it('refuses versions that are not in the store, and unknown remotes', async () => {
    const missing = await update('admin', { remote: 'mf-admin', stableVersion: '9.9.9' });
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ success: false });
    expect(missing.body.message).toContain('9.9.9');
    const candidate = await update('admin', {
      remote: 'mf-admin',
      stableVersion: '0.1.0',
      candidateVersion: '3.0.0',
    });
    expect(candidate.body.success).toBe(false);
    const remote = await update('admin', { remote: 'mf-nothing', stableVersion: '0.1.0' });
    expect(remote.status).toBe(400);
    const malformed = await update('admin', {
      remote: 'mf-admin',
      stableVersion: '0.1.0',
      candidatePercent: 101,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('candidatePercent');
  });

  it('writes the change to the audit log with before and after', async () => {
    await update('admin', { remote: 'mf-accounts', stableVersion: '1.0.0', candidateUsers: ['demo_p2'] });
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'configuration.updateRemoteRollout')
      .where('entity_id', '=', 'mf-accounts')
      .executeTakeFirstOrThrow();
    expect(row.actor_id).toBe(String(await userIdOf(t.db, 'admin')));
    expect(row.before).toMatchObject({ remote: 'mf-accounts', stableVersion: '1.0.0', candidateUsers: [] });
    expect(row.after).toMatchObject({
      remote: 'mf-accounts',
      stableVersion: '1.0.0',
      candidateUsers: ['demo_p2'],
    });
  });

  it('sees a newly published version without a restart (publish-remote script)', async () => {
    const build = mkdtempSync(join(tmpdir(), 'dd-remote-build-'));
    writeFile(join(build, 'mf-manifest.json'), '{"id":"mf-betting"}');
    writeFile(join(build, 'remoteEntry.js'), '/* betting */');
    const script = join(__dirname, '..', '..', 'scripts', 'publish-remote.mjs');
    const run = spawnSync(process.execPath, [script, 'mf-betting', build, '2.1.0'], {
      env: { ...process.env, REMOTE_STORE_DIR: t.storeDir },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    // Re-publishing the same version replaces it.
    writeFile(join(build, 'remoteEntry.js'), '/* betting v2 */');
    expect(
      spawnSync(process.execPath, [script, 'mf-betting', build, '2.1.0'], {
        env: { ...process.env, REMOTE_STORE_DIR: t.storeDir },
      }).status,
    ).toBe(0);
    rmSync(build, { recursive: true, force: true });

    expect((await manifest('demo_p1')).remotes['mf-betting']).toEqual({
      version: '2.1.0',
      entry: '/remotes/mf-betting/2.1.0/mf-manifest.json',
      manifest: { id: 'mf-betting' },
    });
    const entry = await call(t.app, 'GET', '/remotes/mf-betting/2.1.0/remoteEntry.js', { marker: false });
    expect(entry.text).toBe('/* betting v2 */');
    const res = await update('admin', { remote: 'mf-betting', stableVersion: '2.1.0' });
    expect(res.body.success).toBe(true);
  });
});

describe('serving remote files', () => {
  it('serves manifest and entry no-cache, other files immutable', async () => {
    const m = await call(t.app, 'GET', '/remotes/mf-admin/0.1.0/mf-manifest.json', { marker: false });
    expect(m.status).toBe(200);
    expect(m.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(m.text)).toEqual({ id: 'mf-admin', version: '0.1.0' });
    const e = await call(t.app, 'GET', '/remotes/mf-admin/0.2.0/remoteEntry.js', { marker: false });
    expect(e.headers['cache-control']).toBe('no-cache');
    expect(e.text).toBe('/* mf-admin 0.2.0 */');
    const a = await call(t.app, 'GET', '/remotes/mf-admin/0.2.0/static/js/main.0a1b2c3d4e.js', {
      marker: false,
    });
    expect(a.status).toBe(200);
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for missing files and never leaves the store', async () => {
    expect((await call(t.app, 'GET', '/remotes/mf-admin/0.1.0/nope.js', { marker: false })).status).toBe(404);
    expect(
      (await call(t.app, 'GET', '/remotes/mf-admin/0.1.0/../../../etc/passwd', { marker: false })).status,
    ).toBe(404);
    const html = await call(t.app, 'GET', '/remotes/mf-admin/9.9.9/x.js', {
      marker: false,
      headers: { accept: 'text/html' },
    });
    expect(html.status).toBe(404);
    expect(html.text).not.toContain('<title>DrawDesk');
  });
});

describe('compressed serving', () => {
  const get = async (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) => {
    const { inject } = await import('../../test/outsideJest');
    return inject(t.app, {
      method: 'GET',
      url,
      headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...extra },
    });
  };

  it.each([
    ['/main.7d8e9f0a1b.js', 'public, max-age=31536000, immutable'],
    ['/remotes/mf-accounts/1.0.0/512.a1b2c3d4e5.js', 'public, max-age=31536000, immutable'],
    ['/remotes/mf-accounts/1.0.0/remoteEntry.js', 'no-cache'],
  ])(
    '%s: the precompressed copy the browser accepts, with the cache rule of the plain file',
    async (url, cache) => {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers['content-type'])).toContain('javascript');
      expect(br.headers['cache-control']).toBe(cache);
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
      expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);

      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['cache-control']).toBe(cache);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe(cache);
      expect(plain.body).toBe(BIG_SCRIPT);
    },
  );

  it('compresses API replies over 1 KB as the browser accepts, and leaves small ones alone', async () => {
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    const big = await get('/api/openapi.json', 'br, gzip', headers);
    expect(big.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { paths: object };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect((await get('/api/openapi.json', 'gzip', headers)).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/openapi.json', undefined, headers)).headers['content-encoding']).toBeUndefined();
    const small = await get('/healthz', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('serving the shell', () => {
  const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
    call(t.app, 'GET', url, { marker: false, headers: { accept } });

  it('serves index.html at / and for front-end routes, no-cache', async () => {
    for (const url of ['/', '/login', '/account/manage', '/report/win-loss-report?x=1', '/map-detail']) {
      const res = await page(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>DrawDesk</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-type'])).toContain('text/html');
    }
  });

  it('serves hashed assets with a long cache, other files no-cache', async () => {
    const js = await page('/static/js/main.3f9a1c2b.js', '*/*');
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await page('/favicon.ico', '*/*');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('never falls back for API, remotes and health paths, nor for non-HTML requests', async () => {
    const api = await call(t.app, 'GET', '/api/Nope/Nothing', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ success: false, code: 404 });
    expect((await page('/static/js/missing.js', '*/*')).status).toBe(404);
    expect((await page('/account/manage', 'application/json')).status).toBe(404);
  });

  it('starts without a built shell and answers 503 for pages', async () => {
    const app = await buildApp({
      db: t.db,
      config: { ...t.config, shellDistDir: join(t.shellDir, 'missing') },
      clock: t.clock,
    });
    try {
      const { inject } = await import('../../test/outsideJest');
      const res = await inject(app, { method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('Shell not built');
      const health = await inject(app, { method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('health, docs and the test clock switch', () => {
  it('/healthz and /readyz', async () => {
    const live = await call(t.app, 'GET', '/healthz', { marker: false });
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await call(t.app, 'GET', '/readyz', { marker: false });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok' });
  });

  it('/api/openapi.json lists every call with its schemas, without the marker', async () => {
    const res = await call(t.app, 'GET', '/api/openapi.json', { marker: false });
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/api/Account/Login', 'post'],
      ['/api/Account/Logout', 'post'],
      ['/api/Account/IsLoggedIn', 'get'],
      ['/api/Account/AgreeTermsAndConditions', 'post'],
      ['/api/Account/ChangePassword', 'post'],
      ['/api/Account/GetUserDetailsById', 'get'],
      ['/api/Account/GetRoleAccessData', 'get'],
      ['/api/Configuration/VerifySecondaryPassword', 'post'],
      ['/api/Configuration/GetRemoteRollout', 'get'],
      ['/api/Configuration/UpdateRemoteRollout', 'post'],
    ];
    for (const [path, method] of expected) {
      expect(doc.paths[path]?.[method]?.responses['200']).toBeDefined();
    }
    expect(doc.paths['/api/Configuration/SetTestClock']).toBeUndefined();
  });

  it('/api/docs serves the browsable page without the marker', async () => {
    const res = await call(t.app, 'GET', '/api/docs/', { marker: false, headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.text.toLowerCase()).toContain('swagger');
  });

  it('SetTestClock does not exist when the test clock is not allowed', async () => {
    const res = await call(t.app, 'POST', '/api/Configuration/SetTestClock', {
      cookie: cookies.admin,
      body: { now: '2027-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404 });
    expect(t.clock.isTestClockSet()).toBe(false);
  });
});
