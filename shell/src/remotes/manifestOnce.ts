import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Manifests the shell has already read (the kernel contract check reads each one before the remote
 * loads), by absolute URL, until the Module Federation runtime asks for them.
 */
const readManifests = new Map<string, unknown>();

const absolute = (url: string): string => new URL(url, globalThis.location?.href ?? 'http://localhost/').href;

/** Keeps a manifest just read for the runtime's own request of it. */
export function rememberManifest(url: string, manifest: unknown): void {
  readManifests.set(absolute(url), manifest);
}

/**
 * Hands the MF runtime the manifest the shell read a moment ago instead of fetching it a second
 * time (the manifest is served no-cache, so the second fetch was another round trip before any of
 * the remote's code could load). Each remembered manifest serves one request; the next load of the
 * remote (a new version after a rollout, a retry) fetches afresh.
 */
export function manifestOncePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'drawdesk-manifest-once',
    fetch(url) {
      const key = absolute(url);
      if (!readManifests.has(key)) return undefined;
      const manifest = readManifests.get(key);
      readManifests.delete(key);
      return Promise.resolve(
        new Response(JSON.stringify(manifest), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    },
  };
}
