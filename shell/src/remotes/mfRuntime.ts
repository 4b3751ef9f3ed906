import {
  init,
  loadRemote,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@drawdesk/shared-kernel/contract';
import { REMOTE_NAMES } from '@drawdesk/shared-kernel/contract/values';
import { manifestOncePlugin } from './manifestOnce';
import { remoteAppScripts } from './preloadHints';
import type { RemoteAppModule, RemoteEntry, RemoteRuntime } from './types';

/** The MF container (global) name of a remote: 'mf-admin' -> 'mf_admin' (as the webpack factory names it). */
export const containerNameOf = (name: string): string => name.replace(/[^A-Za-z0-9_$]/g, '_');

const remoteNameOfContainer = (container: string | undefined): RemoteName | undefined =>
  REMOTE_NAMES.find((name) => containerNameOf(name) === container || name === container);

export const isRemoteAppModule = (value: unknown): value is RemoteAppModule =>
  typeof value === 'object' &&
  value !== null &&
  ['bootstrap', 'mount', 'unmount'].every((k) => typeof (value as Record<string, unknown>)[k] === 'function');

/**
 * A manifest or remoteEntry that cannot be fetched fails inside the MF runtime, before React: this
 * plugin reports it (so the shell shows the remote's error panel) and lets the load reject.
 */
export function errorReportingPlugin(
  report: (name: RemoteName, error: unknown) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'drawdesk-remote-errors',
    errorLoadRemote(args) {
      const name = remoteNameOfContainer(args.remote?.name) ?? remoteNameOfContainer(args.id.split('/')[0]);
      if (name) report(name, args.error);
      // No fallback module: the load rejects and single-spa marks the application LOAD_ERROR.
      return undefined;
    },
  };
}

/**
 * How the MF runtime is told of a remote. With the manifest copy /remotes.json carried: its
 * `remoteEntry.js` itself, so the runtime loads that script at once, without building a snapshot of
 * the manifest and the preload list of its assets on every first load (4-5 ms of the main thread; the
 * shell preloads those scripts itself). Without one (a retry, which reads the manifest afresh): the
 * manifest's URL.
 */
export function mfRemoteOf(remote: RemoteEntry) {
  const name = containerNameOf(remote.name);
  const [remoteEntry] = remoteAppScripts(remote);
  return remoteEntry
    ? { name, alias: remote.name, entry: remoteEntry, type: 'global', entryGlobalName: name }
    : { name, alias: remote.name, entry: remote.entry };
}

/** The Module Federation runtime of the host build (the instance the webpack plugin created). */
export function createMfRuntime(report: (name: RemoteName, error: unknown) => void): RemoteRuntime {
  init({ name: 'shell', remotes: [], plugins: [errorReportingPlugin(report), manifestOncePlugin()] });
  return {
    register(remotes: readonly RemoteEntry[], force: boolean) {
      registerRemotes(remotes.map(mfRemoteOf), { force });
    },
    async preload(name: RemoteName) {
      // The same load as the mount's (its entry and app chunk, shared by both while in flight), not
      // preloadRemote: a preload that failed (the remote down) left the runtime waiting on it, and the
      // error panel's Retry never loaded the remote again.
      await loadRemote<unknown>(`${name}/app`);
    },
    async load(name: RemoteName) {
      const mod = await loadRemote<unknown>(`${name}/app`);
      if (!isRemoteAppModule(mod)) throw new Error(`${name}/app did not provide single-spa lifecycles`);
      return mod;
    },
  };
}
