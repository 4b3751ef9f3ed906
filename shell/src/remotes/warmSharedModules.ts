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
