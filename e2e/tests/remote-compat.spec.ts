import { expect, test, type APIRequestContext } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN, apiCall, loginThroughApi, loginThroughUi, menuLink, remoteManifest } from './support';

/**
 * Independent releases (docs/remote-contract.md): a remote built by an earlier release of the
 * project still runs in today's shell, and a remote built for another kernel major is refused
 * with the error panel while the rest of the product keeps working. Both builds are published into
 * the running server's remote store and made live by the rollout rule, as a team releases.
 */

const root = resolve(__dirname, '..', '..');
/** The store start-server.mjs gives the e2e server (REMOTE_STORE_DIR). */
const storeDir = join(root, 'e2e', '.run', 'remotes');
/**
 * The last release built before the kernel contract was versioned: its remotes declare no kernel
 * version and share the kernel as 0.1.0. Hard-coded on purpose: it is the oldest build the contract
 * promises to keep running (as contract 1.0). CI needs the history (no shallow clone).
 */
const PRE_CONTRACT_COMMIT = '17e6c54';
const REMOTE = 'mf-reports';
const OLD_VERSION = '0.1.0-pre-contract';
const OTHER_MAJOR_VERSION = '0.1.0-kernel2';
const OTHER_MAJOR_KERNEL = '2.0.0';
/** The kernel contract version today's shell is built with. */
const SHELL_KERNEL = (
  JSON.parse(readFileSync(resolve(__dirname, '../../shared-kernel/package.json'), 'utf8')) as {
    version: string;
  }
).version;
/** A user no other spec uses for reports: the rollout rule names only them. */
const CANDIDATE_USER = 'demo_ma';
const SCREEN = { path: '/report/sales-summary', title: 'Sales Summary' };

function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done(out) : fail(new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${code}\n${out}`)),
    );
  });
}

const publish = (fromDir: string, version: string) =>
  run('node', ['server/scripts/publish-remote.mjs', REMOTE, fromDir, version], root, {
    REMOTE_STORE_DIR: storeDir,
  });

/** Builds the remote at the pre-contract commit in a detached git worktree and publishes it. */
async function publishPreContractBuild(worktree: string): Promise<void> {
  await run('git', ['worktree', 'add', '--detach', worktree, PRE_CONTRACT_COMMIT], root);
  await run('npx', ['-y', 'pnpm@10.34.9', 'install', '--frozen-lockfile', '--prefer-offline'], worktree);
  await run('node', ['scripts/build-apps.mjs', '--only', REMOTE], worktree, { REMOTE_VERSION: OLD_VERSION });
  await publish(join(worktree, REMOTE, 'dist'), OLD_VERSION);
}

/** Builds today's remote recording another kernel major, and publishes it. */
async function publishOtherMajorBuild(outDir: string): Promise<void> {
  await run('node', ['scripts/build-apps.mjs', '--only', REMOTE], root, {
    KERNEL_CONTRACT_VERSION: OTHER_MAJOR_KERNEL,
    REMOTE_VERSION: OTHER_MAJOR_VERSION,
    OUT_DIR: outDir,
  });
  await publish(outDir, OTHER_MAJOR_VERSION);
}

async function setCandidate(request: APIRequestContext, candidateVersion: string | null): Promise<void> {
  const stable = (await remoteManifest(request)).remotes[REMOTE]?.version ?? '0.1.0';
  const set = await apiCall(request, 'POST', '/api/Configuration/UpdateRemoteRollout', {
    remote: REMOTE,
    stableVersion: stable,
    candidateVersion,
    candidatePercent: 0,
    candidateUsers: candidateVersion ? [CANDIDATE_USER] : [],
    candidateRoles: [],
  });
  expect(set.success, set.message ?? '').toBe(true);
}

test.describe('kernel contract across independent releases', () => {
  let scratch = '';
  let worktree = '';
  /** The admin's own API session, for the rollout rule (tests' request contexts are per test). */
  let admin: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    // Two production builds and an install: once per run, both builds side by side.
    test.setTimeout(240_000);
    scratch = mkdtempSync(join(tmpdir(), 'drawdesk-compat-'));
    worktree = join(scratch, 'pre-contract');
    await run('git', ['worktree', 'prune'], root);
    await Promise.all([
      publishPreContractBuild(worktree),
      publishOtherMajorBuild(join(scratch, 'other-major')),
    ]);
    admin = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? '8091'}`,
    });
    await loginThroughApi(admin, ADMIN.username, ADMIN.password);
  });

  test.afterAll(async () => {
    if (admin) {
      await setCandidate(admin, null).catch(() => undefined);
      await admin.dispose();
    }
    if (worktree) await run('git', ['worktree', 'remove', '--force', worktree], root).catch(() => undefined);
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    await run('git', ['worktree', 'prune'], root).catch(() => undefined);
  });

  test("a remote built before the contract was versioned runs in today's shell", async ({ page }) => {
    await setCandidate(admin, OLD_VERSION);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await loginThroughUi(page, CANDIDATE_USER);
    expect((await remoteManifest(page.request)).remotes[REMOTE]?.version).toBe(OLD_VERSION);
    await menuLink(page, SCREEN.title).click();
    const root = page.locator(`[data-remote="${REMOTE}"]`);
    await expect(root).toHaveAttribute('data-remote-version', OLD_VERSION);
    await expect(root.getByRole('heading', { name: SCREEN.title })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a remote built for another kernel major is refused; the menu and other remotes keep working', async ({
    page,
  }) => {
    await setCandidate(admin, OTHER_MAJOR_VERSION);
    await loginThroughUi(page, CANDIDATE_USER);
    expect((await remoteManifest(page.request)).remotes[REMOTE]?.version).toBe(OTHER_MAJOR_VERSION);
    const fetched = { remoteEntry: false };
    page.on('request', (req) => {
      if (req.url().includes(`/remotes/${REMOTE}/${OTHER_MAJOR_VERSION}/remoteEntry`))
        fetched.remoteEntry = true;
    });

    await menuLink(page, SCREEN.title).click();
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('This area failed to load');
    await expect(panel).toContainText(
      `This module was built for kernel contract ${OTHER_MAJOR_KERNEL}, but this application runs kernel contract ${SHELL_KERNEL}.`,
    );
    // Refused from its manifest: none of its code reached the page.
    expect(fetched.remoteEntry).toBe(false);
    await expect(page.getByTestId('credit-figures')).toBeVisible();

    await menuLink(page, 'Manage Account').click();
    await expect(
      page.locator('[data-remote="mf-accounts"]').getByRole('heading', { name: 'Manage Account' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
