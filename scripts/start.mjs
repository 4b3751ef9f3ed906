#!/usr/bin/env node
// `npm start`: install, build what changed, publish the remotes into the store, start the server
// on the embedded database with demo data (unless DATABASE_URL is set) and print where to go.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildAll } from './build.mjs';
import { installDependencies, log, REMOTES, root } from './lib.mjs';
import { publishRemote } from '../server/scripts/publish-remote.mjs';
import { DEMO_LOGINS } from '../server/scripts/demo-logins.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`DrawDesk needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

const env = { ...process.env };
env.PORT ??= '8080';
env.HOST ??= '127.0.0.1';
env.DATA_DIR = resolve(root, env.DATA_DIR ?? '.data');
env.REMOTE_STORE_DIR = resolve(root, env.REMOTE_STORE_DIR ?? '.remotes');

try {
  installDependencies();
  buildAll();
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}

for (const remote of REMOTES) {
  publishRemote({ name: remote, fromDir: join(root, remote, 'dist'), storeDir: env.REMOTE_STORE_DIR });
}

const url = `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`;
log(
  `starting the server (${env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `embedded database in ${env.DATA_DIR}`})`,
);
const server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.cjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

async function waitUntilReady() {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

if (await waitUntilReady()) {
  const seeded = !env.DATABASE_URL && env.SEED !== 'none';
  const demo = seeded
    ? `\n  Demo logins (username, password, who):\n${DEMO_LOGINS.map(
        (l) =>
          `    ${l.username.padEnd(12)} ${l.password.padEnd(12)} ${l.role}${l.secondaryPassword ? ` (secondary password ${l.secondaryPassword})` : ''}`,
      ).join('\n')}`
    : '';
  log(`DrawDesk is running at ${url}  (API docs: ${url}/api/docs)${demo}\n  Stop with Ctrl+C.`);
}
