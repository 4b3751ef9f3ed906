#!/usr/bin/env node
// Production build of the shell and the five remotes in one process (webpack Node API, one app after
// another: these machines have 2 cores). Prints per app the build time and the gzipped JS a browser
// fetches: the shell's initial JS (the scripts index.html references) and, per remote, its first
// visit (remoteEntry.js + the exposed './app' chunks). Exits non-zero on any build error.
//
//   node scripts/build-apps.mjs                 all apps
//   node scripts/build-apps.mjs --only mf-admin (repeatable, or comma-separated)
//
// Environment: REMOTE_VERSION and OUT_DIR reach the webpack factory (shared-kernel/webpack).
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mf-accounts', 'mf-betting', 'mf-reports', 'mf-posting', 'mf-admin'];
/** The first visit of a remote must stay under this (gzipped JS, host already loaded). */
const REMOTE_BUDGET = 40 * 1024;

function parseArgs(argv) {
  const only = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--only') only.push(...(argv[++i] ?? '').split(','));
    else if (arg.startsWith('--only=')) only.push(...arg.slice(7).split(','));
    else throw new Error(`unknown argument ${arg} (use --only <name>)`);
  }
  const picked = only.map((s) => s.trim()).filter(Boolean);
  for (const name of picked)
    if (!APPS.includes(name)) throw new Error(`unknown app ${name}; one of ${APPS.join(', ')}`);
  return picked.length ? APPS.filter((a) => picked.includes(a)) : APPS;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function run(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close((closeErr) => (err || closeErr ? reject(err || closeErr) : resolve(stats)));
    });
  });
}

/** JS files index.html loads (the host's initial JS). */
function initialScripts(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) =>
    m[1].replace(/^\//, '').replace(/^auto\//, ''),
  );
}

/** remoteEntry.js plus the chunks the manifest lists for './app'. */
function remoteFirstVisit(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes.find((e) => e.path === './app' || e.name === 'app');
  if (!expose) throw new Error('mf-manifest.json has no ./app expose');
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  return { files: [entry, ...expose.assets.js.sync], asyncFiles: expose.assets.js.async ?? [] };
}

async function buildApp(name) {
  const dir = join(root, name);
  const require = createRequire(join(dir, 'package.json'));
  const webpack = require('webpack');
  const configFn = require(join(dir, 'webpack.config.js'));
  const config = typeof configFn === 'function' ? configFn({}, { mode: 'production' }) : configFn;
  const started = performance.now();
  const stats = await run(webpack(config));
  const seconds = (performance.now() - started) / 1000;
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const e of info.errors ?? []) console.error(`[${name}] ERROR ${e.moduleName ?? ''}\n${e.message}`);
  for (const w of info.warnings ?? []) console.warn(`[${name}] warning: ${w.message.split('\n')[0]}`);
  const ok = !stats.hasErrors();
  const outDir = config.output.path;
  let line = `${name.padEnd(12)} ${ok ? 'ok   ' : 'FAILED'} ${seconds.toFixed(1).padStart(5)} s`;
  let overBudget = false;
  if (ok && name === 'shell') {
    const files = initialScripts(outDir);
    const total = files.reduce((sum, f) => sum + gz(join(outDir, f)), 0);
    line += `  initial JS ${kb(total)} gz (${files.length} files)`;
  } else if (ok) {
    const { files, asyncFiles } = remoteFirstVisit(outDir);
    const sizes = files.map((f) => [f, gz(join(outDir, f))]);
    const total = sizes.reduce((sum, [, n]) => sum + n, 0);
    overBudget = total > REMOTE_BUDGET;
    const lazy = asyncFiles
      .filter((f) => existsSync(join(outDir, f)))
      .reduce((sum, f) => sum + gz(join(outDir, f)), 0);
    line += `  first visit ${kb(total)} gz (${sizes.map(([f, n]) => `${f.replace(/\.[0-9a-f]{10}\.js$/, '.js')} ${kb(n)}`).join(', ')})`;
    line += `${lazy ? ` [+${kb(lazy)} async: shared fallbacks, lazy screens]` : ''}${overBudget ? `  OVER ${kb(REMOTE_BUDGET)} BUDGET` : ''}`;
  }
  console.log(line);
  return { ok, overBudget, seconds };
}

async function main() {
  const apps = parseArgs(process.argv.slice(2));
  const started = performance.now();
  let failed = 0;
  for (const name of apps) {
    try {
      const { ok } = await buildApp(name);
      if (!ok) failed += 1;
    } catch (err) {
      failed += 1;
      console.error(`[${name}] ${err instanceof Error ? err.stack : err}`);
    }
  }
  console.log(
    `built ${apps.length - failed}/${apps.length} apps in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failed) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
