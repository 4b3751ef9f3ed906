#!/usr/bin/env node
// Publishes a built remote into the server's remote store:
//   node server/scripts/publish-remote.mjs <name> <fromDir> [version]
// copies <fromDir> to $REMOTE_STORE_DIR/<name>/<version>/ (default store ./.remotes, default version
// the remote's package.json version). Re-publishing a version replaces it. The server sees the new
// version on its next request; making it live is a rollout rule change, no restart.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const NAME = /^mf-[a-z0-9-]+$/;
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** The version in the package.json nearest above fromDir, else in <repo>/<name>/package.json. */
export function remoteVersion(name, fromDir) {
  const candidates = [];
  for (let dir = resolve(fromDir); ; dir = dirname(dir)) {
    candidates.push(join(dir, 'package.json'));
    if (dirname(dir) === dir) break;
  }
  candidates.push(join(repoRoot, name, 'package.json'));
  for (const file of candidates) {
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof pkg.version === 'string' && (pkg.name === `@drawdesk/${name}` || file === candidates.at(-1)))
      return pkg.version;
  }
  throw new Error(`No version given and no package.json of ${name} found`);
}

/**
 * Copies a built remote into <storeDir>/<name>/<version>/ and returns that folder.
 * The copy goes to a temporary folder first, so a half-copied version is never served.
 */
export function publishRemote({
  name,
  fromDir,
  version,
  storeDir = process.env.REMOTE_STORE_DIR || './.remotes',
}) {
  if (!NAME.test(name)) throw new Error(`Invalid remote name: ${name}`);
  const from = resolve(fromDir);
  if (!existsSync(from) || !statSync(from).isDirectory()) throw new Error(`Not a folder: ${from}`);
  const ver = version ?? remoteVersion(name, from);
  if (!VERSION.test(ver)) throw new Error(`Invalid version: ${ver}`);
  const remoteDir = join(resolve(storeDir), name);
  const dest = join(remoteDir, ver);
  const staging = join(remoteDir, `.staging-${ver}-${process.pid}`);
  mkdirSync(remoteDir, { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  cpSync(from, staging, { recursive: true });
  rmSync(dest, { recursive: true, force: true });
  renameSync(staging, dest);
  return dest;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [name, fromDir, version] = process.argv.slice(2);
  if (!name || !fromDir) {
    console.error('usage: publish-remote.mjs <name> <fromDir> [version]');
    process.exit(2);
  }
  try {
    console.log(`published ${name} to ${publishRemote({ name, fromDir, version })}`);
  } catch (error) {
    console.error(`publish-remote: ${error.message}`);
    process.exit(1);
  }
}
