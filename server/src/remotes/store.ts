import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Version folders the store accepts (semver); anything else in a remote's folder is ignored. */
export const VERSION_PATTERN = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

function compareIdentifiers(a: string, b: string): number {
  const na = /^\d+$/.test(a);
  const nb = /^\d+$/.test(b);
  if (na && nb) return Number(a) - Number(b);
  if (na !== nb) return na ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Semver precedence: negative when a < b. A pre-release sorts below its release. */
export function compareSemver(a: string, b: string): number {
  const ma = VERSION_PATTERN.exec(a);
  const mb = VERSION_PATTERN.exec(b);
  if (!ma || !mb) return a.localeCompare(b);
  for (let i = 1; i <= 3; i++) {
    const d = Number(ma[i]) - Number(mb[i]);
    if (d !== 0) return d;
  }
  const pa = ma[4];
  const pb = mb[4];
  if (pa === undefined || pb === undefined) return pa === pb ? 0 : pa === undefined ? 1 : -1;
  const xa = pa.split('.');
  const xb = pb.split('.');
  for (let i = 0; i < Math.max(xa.length, xb.length); i++) {
    const ia = xa[i];
    const ib = xb[i];
    if (ia === undefined || ib === undefined) return ia === undefined ? -1 : 1;
    const d = compareIdentifiers(ia, ib);
    if (d !== 0) return d;
  }
  return 0;
}

/** Versions of a remote in the store, highest first. Read on every call: publishing needs no restart. */
export async function listVersions(storeDir: string, remote: string): Promise<string[]> {
  try {
    const entries = await readdir(join(storeDir, remote), { withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory() && VERSION_PATTERN.test(e.name))
      .map((e) => e.name)
      .sort((a, b) => compareSemver(b, a));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Each mf-manifest.json read, by path, with the size and modification time it was read at. */
const manifests = new Map<string, { stamp: string; manifest: unknown }>();

/**
 * The parsed mf-manifest.json of a published version, or null when it cannot be read. Read again
 * only when the file changed (a version copied in again).
 */
export async function readRemoteManifest(
  storeDir: string,
  remote: string,
  version: string,
): Promise<unknown> {
  const path = join(storeDir, remote, version, 'mf-manifest.json');
  try {
    const { size, mtimeMs } = await stat(path);
    const stamp = `${size}|${mtimeMs}`;
    const known = manifests.get(path);
    if (known?.stamp === stamp) return known.manifest;
    const manifest: unknown = JSON.parse(await readFile(path, 'utf8'));
    manifests.set(path, { stamp, manifest });
    return manifest;
  } catch {
    return null;
  }
}
