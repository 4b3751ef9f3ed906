#!/usr/bin/env node
// Builds what changed: the shell, the five remotes and the server bundle. Each output folder keeps
// the hash of its inputs (dist/.build-hash), so a second run on a built tree builds nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, log, root, run, sourceHash } from './lib.mjs';

const TARGETS = [
  ...APPS.map((app) => ({ name: app, inputs: [app, 'shared-kernel'], outDir: join(app, 'dist') })),
  {
    name: 'server',
    inputs: ['server/src', 'server/build.mjs', 'shared-kernel/src'],
    outDir: join('server', 'dist'),
  },
];

function isFresh(target, hash) {
  const stamp = join(root, target.outDir, '.build-hash');
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

export function buildAll({ force = false } = {}) {
  const stale = [];
  for (const target of TARGETS) {
    const hash = sourceHash(target.inputs);
    if (force || !isFresh(target, hash)) stale.push({ ...target, hash });
  }
  if (stale.length === 0) {
    log('build: everything is up to date');
    return;
  }
  const server = stale.find((t) => t.name === 'server');
  const apps = stale.filter((t) => t !== server);
  if (apps.length > 0) {
    log(`build: ${apps.map((t) => t.name).join(', ')}`);
    if (run('node', ['scripts/build-apps.mjs', '--only', apps.map((t) => t.name).join(',')]) !== 0) {
      throw new Error('build of the apps failed');
    }
  }
  if (server) {
    log('build: server');
    if (run('node', ['build.mjs'], { cwd: join(root, 'server') }) !== 0)
      throw new Error('build of the server failed');
  }
  for (const target of stale) writeFileSync(join(root, target.outDir, '.build-hash'), target.hash);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  try {
    buildAll({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
