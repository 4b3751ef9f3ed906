#!/usr/bin/env node
// Playwright's webServer: a fresh embedded database and remote store under e2e/.run, the five built
// remotes published at their package version, a candidate build of mf-admin published as
// 0.2.0-e2e (for the rollout test), then the real server with the test clock allowed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishRemote } from '../server/scripts/publish-remote.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runDir = join(root, 'e2e', '.run');
export const E2E_PORT = process.env.E2E_PORT ?? '8091';
// E2E_INSTANCE=b: instance B of the posting spec (the remote agent A distributes to): its own port
// and embedded database, no remotes published (it is only called over its API).
const instanceB = process.env.E2E_INSTANCE === 'b';
export const E2E_PORT_B = process.env.E2E_PORT_B ?? '8092';
export const CANDIDATE_VERSION = '0.2.0-e2e';
const remotes = ['mf-accounts', 'mf-betting', 'mf-reports', 'mf-posting', 'mf-admin'];

const env = {
  ...process.env,
  PORT: instanceB ? E2E_PORT_B : E2E_PORT,
  HOST: '127.0.0.1',
  DATA_DIR: join(runDir, instanceB ? 'data-b' : 'data'),
  REMOTE_STORE_DIR: join(runDir, instanceB ? 'remotes-b' : 'remotes'),
  ALLOW_TEST_CLOCK: '1',
  SEED: 'demo',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;

function must(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

rmSync(env.DATA_DIR, { recursive: true, force: true });
rmSync(env.REMOTE_STORE_DIR, { recursive: true, force: true });
for (const remote of instanceB ? [] : remotes) {
  publishRemote({ name: remote, fromDir: join(root, remote, 'dist'), storeDir: env.REMOTE_STORE_DIR });
}

// The candidate is a real second build (its own version baked in), rebuilt only when mf-admin changed.
const candidateDir = join(runDir, 'mf-admin-candidate');
const stamp = join(candidateDir, '.build-hash');
const wanted = readFileSync(join(root, 'mf-admin', 'dist', '.build-hash'), 'utf8');
if (!instanceB && (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted)) {
  must('node', ['scripts/build-apps.mjs', '--only', 'mf-admin'], {
    REMOTE_VERSION: CANDIDATE_VERSION,
    OUT_DIR: candidateDir,
  });
  writeFileSync(stamp, wanted);
}
if (!instanceB)
  publishRemote({
    name: 'mf-admin',
    fromDir: candidateDir,
    version: CANDIDATE_VERSION,
    storeDir: env.REMOTE_STORE_DIR,
  });

const server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.cjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
