/**
 * The shell's remote loader (ARCHITECTURE 2): remotes are registered with the Module Federation
 * runtime from /remotes.json and mounted by single-spa on their route-table paths.
 *
 * The shell calls `startRemotes()` after login and `stopRemotes()` on logout, and places
 * `<RemoteOutlet />` in its content area (`#dd-content`).
 */
import { createElement } from 'react';
import { triggerAppChange } from 'single-spa';
import { auth$ } from '@drawdesk/shared-kernel/bus';
import { sharedQueryClient } from '@drawdesk/shared-kernel/query';
import { ROUTES } from '@drawdesk/shared-kernel/routes';
import type { RemoteName } from '@drawdesk/shared-kernel/contract';
import { assertKernelContract } from './kernelContract';
import { fetchRemoteEntries } from './manifest';
import { createMfRuntime } from './mfRuntime';
import { preloadRemoteScripts } from './preloadHints';
import { createRemoteRegistry } from './registry';
import { RemoteOutletView } from './RemoteOutlet';
import { needsSecondaryPassword } from '../secondary/secondaryPasswordCheck';
import { canSeeRoute } from '@drawdesk/shared-kernel/domain/access';

/** The kernel contract version this shell was built with (null outside a webpack build). */
const SHELL_KERNEL_VERSION = typeof __KERNEL_VERSION__ === 'string' ? __KERNEL_VERSION__ : null;

const registry = createRemoteRegistry({
  fetchEntries: () => fetchRemoteEntries(),
  createRuntime: createMfRuntime,
  customProps: () => ({ queryClient: sharedQueryClient() }),
  checkEntry: (entry) =>
    SHELL_KERNEL_VERSION ? assertKernelContract(entry, SHELL_KERNEL_VERSION) : Promise.resolve(),
  hintScripts: (entry, pathname) => preloadRemoteScripts(entry, pathname, SHELL_KERNEL_VERSION),
  routes: () => ROUTES,
  mayOpen: (route) => {
    const { status, user } = auth$.getValue();
    return (
      status === 'loggedIn' &&
      user !== null &&
      canSeeRoute(user, route) &&
      !needsSecondaryPassword(user, route)
    );
  },
});

/** Fetches /remotes.json, registers the remotes and starts single-spa (idempotent). */
export const startRemotes = (): Promise<void> => registry.start();
/** Unmounts and unregisters every remote (logout). */
export const stopRemotes = (): Promise<void> => registry.stop();
/** Loads a failed remote again (what the error panel's Retry does). */
export const retryRemote = (name: RemoteName): Promise<void> => registry.retry(name);
/**
 * Fetches a remote's code, and the screen's at `pathname`, ahead of its first visit (the menu, at a
 * click or when the pointer rests on an entry).
 */
export const prefetchRemote = (name: RemoteName, pathname?: string): Promise<void> =>
  registry.prefetch(name, pathname);
/** Re-evaluates which remote may be active (after a secondary-password check passed). */
export const refreshRemotes = async (): Promise<void> => {
  await triggerAppChange();
};
/** name -> 'idle' | 'loading' | 'mounted' | 'error'. */
export const remoteStatus$ = registry.status$;
/** name -> { status, error? } (current value readable). */
export const remoteState$ = registry.state$;

/** The remotes' area of the layout; place it inside the element with id `dd-content`. */
export function RemoteOutlet() {
  return createElement(RemoteOutletView, { registry });
}

export { activeWhenFor, pathsOf } from './activeWhen';
export { createRemoteRegistry, type RemoteRegistry, type RemoteRegistryDeps } from './registry';
export { RemoteOutletView } from './RemoteOutlet';
export type { RemoteState, RemoteStates, RemoteStatus } from './types';
export {
  KernelContractError,
  assertKernelContract,
  checkKernelContract,
  type KernelContractCheck,
} from './kernelContract';
