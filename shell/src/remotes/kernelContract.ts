/**
 * The kernel contract check (docs/remote-contract.md): a remote records the kernel version it was
 * built against in its mf-manifest.json (`metaData.drawdesk.kernelVersion`, written by
 * shared-kernel/webpack); the shell mounts it only when that major is the shell's own. The check
 * runs on the manifest, before any of the remote's code (or its shared modules) reaches the page.
 */
import { rememberManifest } from './manifestOnce';
import type { RemoteEntry } from './types';

/** What a remote built before the contract was versioned has: the contract as it was written down. */
export const UNVERSIONED_KERNEL = '1.0.0';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export type KernelContractCheck =
  | { ok: true; remote: string; shell: string }
  | { ok: false; reason: 'major' | 'malformed'; remote: string; shell: string };

/** Major of a semver string, or null when it is not one. */
export function majorOf(version: string): number | null {
  const match = SEMVER.exec(version);
  return match ? Number(match[1]) : null;
}

/**
 * Whether a remote built against `remoteVersion` (undefined: built before versioning, taken as
 * 1.0.0) may run in a shell of kernel `shellVersion`: same major only.
 */
export function checkKernelContract(remoteVersion: unknown, shellVersion: string): KernelContractCheck {
  const remote = remoteVersion === undefined || remoteVersion === null ? UNVERSIONED_KERNEL : remoteVersion;
  if (typeof remote !== 'string' || majorOf(remote) === null) {
    return { ok: false, reason: 'malformed', remote: String(remote), shell: shellVersion };
  }
  return majorOf(remote) === majorOf(shellVersion)
    ? { ok: true, remote, shell: shellVersion }
    : { ok: false, reason: 'major', remote, shell: shellVersion };
}

/** Why the shell refuses to mount a remote; the error panel names both versions. */
export class KernelContractError extends Error {
  constructor(
    readonly remoteName: string,
    readonly check: Extract<KernelContractCheck, { ok: false }>,
  ) {
    super(
      check.reason === 'major'
        ? `${remoteName} was built for kernel contract ${check.remote}; this shell runs ${check.shell} (another major version)`
        : `${remoteName} declares a kernel contract version that is not a version: "${check.remote}"`,
    );
    this.name = 'KernelContractError';
  }
}

/** `metaData.drawdesk.kernelVersion` of an mf-manifest.json (undefined when absent). */
export function kernelVersionOfManifest(manifest: unknown): unknown {
  const meta = (manifest as { metaData?: { drawdesk?: { kernelVersion?: unknown } } } | null)?.metaData;
  return meta?.drawdesk?.kernelVersion;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Reads the remote's manifest (the copy /remotes.json carried, else from its URL) and throws a
 * KernelContractError when the shell must not mount it; a manifest that passes is kept for the
 * Module Federation runtime (manifestOnce), so a first visit fetches no manifest at all.
 * A manifest that cannot be read is left to the Module Federation runtime, which reports it as a
 * load failure the usual way.
 */
export async function assertKernelContract(
  entry: RemoteEntry,
  shellVersion: string,
  fetchImpl: Fetch = (input, init) => fetch(input, init),
  remember: (url: string, manifest: unknown) => void = rememberManifest,
): Promise<void> {
  let manifest: unknown = entry.manifest;
  if (manifest === undefined)
    try {
      const res = await fetchImpl(entry.entry, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) return;
      manifest = await res.json();
    } catch {
      return;
    }
  const check = checkKernelContract(kernelVersionOfManifest(manifest), shellVersion);
  if (!check.ok) throw new KernelContractError(entry.name, check);
  // The runtime loads the remote next: it gets this copy instead of a second request.
  remember(entry.entry, manifest);
}
