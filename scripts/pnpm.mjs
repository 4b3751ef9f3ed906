#!/usr/bin/env node
// Runs the pinned pnpm (from package.json "packageManager") without corepack, which fails its
// signature check on these machines (TOOLCHAIN.md). `npx -y` caches it after the first run.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const pnpmSpec = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', pnpmSpec, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
    ...options,
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
