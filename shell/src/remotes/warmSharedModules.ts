import { useEffect } from 'react';

/** A module the shell loads ahead of need; a failure is ignored (the screen that needs it loads it again). */
export type ModuleLoader = () => Promise<unknown>;

/** Runs `task` when the browser is idle (or after `fallbackMs` where requestIdleCallback is missing). */
export function whenIdle(task: () => void, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}

/** Starts every loader once the browser is idle; returns the cancel of the wait. */
export function warmWhenIdle(loaders: readonly ModuleLoader[], schedule = whenIdle): () => void {
  return schedule(() => {
    for (const load of loaders) void load().catch(() => undefined);
  });
}

/**
 * The shared modules every remote's forms use (formik, yup and the kernel's bound fields, one shared
 * copy for all remotes). The shell fetches them while the user reads the dashboard, so the first
 * form a remote shows does not wait for about 31 KB of script on its own first visit.
 */
export const SHARED_FORM_MODULES: readonly ModuleLoader[] = [
  () => import('@drawdesk/shared-kernel/forms/formik'),
];

/** Warms the shared form modules after the logged-in layout first renders. */
export function useWarmSharedModules(loaders: readonly ModuleLoader[] = SHARED_FORM_MODULES): void {
  useEffect(() => warmWhenIdle(loaders), [loaders]);
}

/**
 * The shared modules a remote's screen may consume that the shell itself does not load (it loads the
 * others, api, ui, query and the like, for its own layout), by share key as the kernel's webpack
 * factory shares them. A screen's manifest entry lists the keys its chunks consume; the shell starts
 * these loads when the user opens the screen, beside the remote's files, instead of when the screen's
 * chunk has arrived and asks for them (a second round trip, about 10 ms of Express Betting's first
 * visit for the betting rules).
 */
export const LAZY_SHARED_MODULES: Readonly<Record<string, ModuleLoader>> = {
  '@drawdesk/shared-kernel/domain/betting': () => import('@drawdesk/shared-kernel/domain/betting'),
  '@drawdesk/shared-kernel/forms': () => import('@drawdesk/shared-kernel/forms'),
  '@drawdesk/shared-kernel/forms/formik': () => import('@drawdesk/shared-kernel/forms/formik'),
  '@drawdesk/shared-kernel/contract': () => import('@drawdesk/shared-kernel/contract'),
};

/**
 * Starts loading the lazy shared modules among these keys, each once per page (a key without a
 * loader is one the shell has loaded already, or the remote's own affair).
 */
export function createSharedModuleLoader(
  loaders: Readonly<Record<string, ModuleLoader>> = LAZY_SHARED_MODULES,
) {
  const started = new Set<string>();
  return (keys: readonly string[]): void => {
    for (const key of keys) {
      const load = loaders[key];
      if (!load || started.has(key)) continue;
      started.add(key);
      void load().catch(() => started.delete(key));
    }
  };
}

export const loadSharedModules = createSharedModuleLoader();
