// Small helpers shared by the root scripts (start, test, build).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmSpec } from './pnpm.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mf-accounts', 'mf-betting', 'mf-reports', 'mf-posting', 'mf-admin'];
export const REMOTES = APPS.filter((a) => a !== 'shell');

export function log(message) {
  process.stdout.write(`\x1b[36m[drawdesk]\x1b[0m ${message}\n`);
}

/** Runs a command from the repository root; returns its exit status. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runPnpm(args, options = {}) {
  return run('npx', ['-y', pnpmSpec, ...args], {
    ...options,
    env: { ...process.env, npm_config_update_notifier: 'false', ...(options.env ?? {}) },
  });
}

/**
 * Installs the workspace exactly as locked. pnpm keeps a copy of the lockfile it installed in
 * node_modules/.pnpm/lock.yaml; when that equals pnpm-lock.yaml there is nothing to do, and skipping
 * pnpm saves seconds on every start.
 */
export function installDependencies() {
  const installed = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  if (existsSync(installed) && readFileSync(installed).equals(readFileSync(join(root, 'pnpm-lock.yaml'))))
    return;
  const status = runPnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (status !== 0) throw new Error('pnpm install failed');
}

const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report', 'coverage']);

function listFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) listFiles(full, out);
    else out.push(full);
  }
  return out;
}

/** Content hash of the inputs of a build: the given folders plus the lock file. */
export function sourceHash(folders) {
  const hash = createHash('sha256');
  for (const folder of folders) {
    const abs = join(root, folder);
    if (!existsSync(abs)) continue;
    const files = statSync(abs).isDirectory() ? listFiles(abs).sort() : [abs];
    for (const file of files) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(readFileSync(join(root, 'pnpm-lock.yaml')));
  return hash.digest('hex').slice(0, 16);
}
