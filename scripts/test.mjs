#!/usr/bin/env node
// `npm test`: every test of the project, in order: typecheck, lint and format, unit (kernel, shell, remotes),
// server API tests (embedded database, or PostgreSQL with DATABASE_URL), then the Playwright e2e
// suite in Debian's Chromium against the real server and built apps. Each suite writes its counts
// to .test-results/<suite>.json; the last line is 'N passed, N failed' over all of them.
//   --only a,b   run only these suites (typecheck, lint, unit, server, e2e)
//   --summary    print the sum over .test-results/*.json and exit
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { installDependencies, log, root, run, runPnpm } from './lib.mjs';

const resultsDir = join(root, '.test-results');
const args = process.argv.slice(2);
const onlyArg = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
const only = onlyArg ? new Set(onlyArg.split(',')) : null;
const serverSuiteName = process.env.DATABASE_URL ? 'server-postgres' : 'server-pglite';

function record(suite, passed, failed, skipped = 0) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${suite}.json`), JSON.stringify({ suite, passed, failed, skipped }));
  log(`${suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed === 0;
}

function checkSuite(suite, cmd) {
  const status = runPnpm(cmd);
  return record(suite, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

function jestSuite(suite, projects, env = {}) {
  const outputFile = join(resultsDir, `${suite}.jest.json`);
  mkdirSync(resultsDir, { recursive: true });
  const status = runPnpm(
    ['exec', 'jest', '--selectProjects', ...projects, '--json', `--outputFile=${outputFile}`, '--ci'],
    { env },
  );
  if (!existsSync(outputFile)) return record(suite, 0, 1);
  const r = JSON.parse(readFileSync(outputFile, 'utf8'));
  const brokenSuites = r.numRuntimeErrorTestSuites ?? 0;
  const failed =
    r.numFailedTests + brokenSuites + (status !== 0 && r.numFailedTests + brokenSuites === 0 ? 1 : 0);
  return record(suite, r.numPassedTests, failed, r.numPendingTests);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  log('installing Debian chromium for the e2e tests (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  return (
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0 && existsSync('/usr/bin/chromium')
  );
}

function e2eSuite() {
  try {
    buildAll();
  } catch (error) {
    log(String(error));
    return record('e2e', 0, 1);
  }
  if (!ensureChromium()) return record('e2e', 0, 1);
  const outputFile = join(resultsDir, 'e2e.playwright.json');
  runPnpm(['--filter', '@drawdesk/e2e', 'exec', 'playwright', 'test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
  });
  if (!existsSync(outputFile)) return record('e2e', 0, 1);
  const { stats } = JSON.parse(readFileSync(outputFile, 'utf8'));
  return record('e2e', stats.expected + stats.flaky, stats.unexpected, stats.skipped);
}

function printSummary() {
  let passed = 0;
  let failed = 0;
  for (const file of existsSync(resultsDir) ? readdirSync(resultsDir) : []) {
    if (!/^[\w-]+\.json$/.test(file) || file.includes('.jest.') || file.includes('.playwright.')) continue;
    const r = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
    passed += r.passed;
    failed += r.failed;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0;
}

if (args.includes('--summary')) process.exit(printSummary() ? 0 : 1);

const suites = [
  ['typecheck', () => checkSuite('typecheck', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit'])],
  [
    'lint',
    () =>
      checkSuite('lint', ['exec', 'eslint', '.', '--max-warnings=0']) &&
      checkSuite('format', ['exec', 'prettier', '--check', '.']) &&
      // No import circles in the server (.dependency-cruiser.cjs).
      checkSuite('cycles', ['exec', 'depcruise', '--config', '.dependency-cruiser.cjs', 'server/src']),
  ],
  [
    'unit',
    () =>
      jestSuite('unit', [
        'shared-kernel',
        'shell',
        'mf-accounts',
        'mf-betting',
        'mf-reports',
        'mf-posting',
        'mf-admin',
      ]),
  ],
  ['server', () => jestSuite(serverSuiteName, ['server'])],
  ['e2e', e2eSuite],
];

installDependencies();
let ok = true;
for (const [name, runSuite] of suites) {
  if (only && !only.has(name)) continue;
  log(`--- ${name} ---`);
  ok = runSuite() && ok;
}
if (!only) ok = printSummary() && ok;
process.exit(ok ? 0 : 1);
