import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  LOAD_ERROR,
  addErrorHandler,
  getAppNames,
  getAppStatus,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
} from 'single-spa';
import type { RemoteName } from '@drawdesk/shared-kernel/contract';
import { REMOTE_NAMES } from '@drawdesk/shared-kernel/contract/values';
import type { RouteDef } from '@drawdesk/shared-kernel/routes';
import { activeWhenFor } from './activeWhen';
import { KernelContractError } from './kernelContract';
import type {
  RemoteAppModule,
  RemoteEntry,
  RemoteRuntime,
  RemoteState,
  RemoteStates,
  RemoteStatus,
} from './types';

export interface RemoteRegistryDeps {
  /** This session's remotes (GET /remotes.json). */
  fetchEntries: () => Promise<Map<RemoteName, RemoteEntry>>;
  /** Created on first start (the MF runtime needs the host build); `report` feeds runtime-plugin errors back. */
  createRuntime: (report: (name: RemoteName, error: unknown) => void) => RemoteRuntime;
  routes: () => readonly RouteDef[];
  /** Whether the user may open this route now (the shell's rules); remotes mount only then. */
  mayOpen: (route: RouteDef) => boolean;
  /** Remotes the shell knows (default: all of REMOTE_NAMES). */
  names?: readonly RemoteName[];
  /**
   * Rejects (KernelContractError) when the shell must not mount this remote; runs before any of
   * its code is loaded. Default: every remote may run.
   */
  checkEntry?: (entry: RemoteEntry) => Promise<void>;
  /** Extra single-spa props every remote's lifecycles receive (the kernel contract's lifecycle props). */
  customProps?: () => Record<string, unknown>;
  /**
   * Starts fetching a remote's first scripts (and those of the screen at `pathname`), synchronously,
   * when it is about to be opened (a menu click, a load): before the route renders and the runtime's
   * own asynchronous load gets to them.
   */
  hintScripts?: (entry: RemoteEntry, pathname: string | undefined) => void;
}

export interface RemoteRegistry {
  /** Fetches /remotes.json, registers every remote with the MF runtime and single-spa, starts single-spa. */
  start(): Promise<void>;
  /** Unmounts and unregisters every remote (logout). */
  stop(): Promise<void>;
  /** Loads a failed remote again (fresh manifest) and mounts it when its path is still current. */
  retry(name: RemoteName): Promise<void>;
  /**
   * Fetches a remote's code ahead of its first visit (the menu, when the pointer rests on an entry):
   * the kernel check reads its manifest and the MF runtime its entry and app chunk, and the screen of
   * `pathname` is fetched too. Quiet: a failure is left to the real load, which reports it.
   */
  prefetch(name: RemoteName, pathname?: string): Promise<void>;
  /** True when `pathname` belongs to `name` (and the user is logged in). */
  isActive(name: RemoteName, pathname: string): boolean;
  readonly names: readonly RemoteName[];
  readonly state$: BehaviorSubject<RemoteStates>;
  readonly status$: Observable<Readonly<Record<RemoteName, RemoteStatus>>>;
}

/** First line only: the MF runtime's messages carry a long troubleshooting tail. */
const message = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** single-spa itself is global: started once per page, whatever the number of registries. */
let singleSpaStarted = false;

export function createRemoteRegistry(deps: RemoteRegistryDeps): RemoteRegistry {
  const names = deps.names ?? REMOTE_NAMES;
  const initial = Object.fromEntries(
    REMOTE_NAMES.map((n) => [n, { status: 'idle' } satisfies RemoteState]),
  ) as Record<RemoteName, RemoteState>;
  const state$ = new BehaviorSubject<RemoteStates>(initial);
  const status$ = state$.pipe(
    map(
      (s) =>
        Object.fromEntries(Object.entries(s).map(([n, v]) => [n, v.status])) as Record<
          RemoteName,
          RemoteStatus
        >,
    ),
    distinctUntilChanged((a, b) => REMOTE_NAMES.every((n) => a[n] === b[n])),
  );
  const set = (name: RemoteName, next: RemoteState) => {
    const prev = state$.getValue()[name];
    if (prev.status === next.status && prev.error === next.error && prev.refused === next.refused) return;
    state$.next({ ...state$.getValue(), [name]: next });
  };
  const fail = (name: RemoteName, error: unknown) => {
    failedAt.set(name, Date.now());
    stale.add(name);
    set(name, {
      status: 'error',
      error: message(error),
      refused:
        error instanceof KernelContractError
          ? { remoteKernel: error.check.remote, shellKernel: error.check.shell, reason: error.check.reason }
          : undefined,
    });
  };

  let runtime: RemoteRuntime | null = null;
  let entries: Promise<Map<RemoteName, RemoteEntry>> | null = null;
  /** The entries once /remotes.json has answered (for the synchronous script hints). */
  let known: Map<RemoteName, RemoteEntry> | null = null;
  let starting: Promise<void> | null = null;
  /** Remotes whose MF registration must be replaced (fresh manifest) before the next load. */
  const stale = new Set<RemoteName>();
  const failedAt = new Map<RemoteName, number>();
  const registered = new Set<RemoteName>();
  const activity = new Map<RemoteName, (location: Pick<Location, 'pathname'>) => boolean>();

  const getRuntime = (): RemoteRuntime => (runtime ??= deps.createRuntime(fail));

  /** The kernel check of each manifest URL, done once (a prefetch and the load share it). */
  const checks = new Map<string, Promise<void>>();
  const checkOnce = (entry: RemoteEntry): Promise<void> => {
    let check = checks.get(entry.entry);
    if (!check) {
      check = Promise.resolve(deps.checkEntry?.(entry));
      checks.set(entry.entry, check);
      check.catch(() => checks.delete(entry.entry));
    }
    return check;
  };
  const prefetched = new Set<RemoteName>();

  /** /remotes.json of this session, fetched once; a failed fetch is forgotten so a retry refetches. */
  const getEntries = (): Promise<Map<RemoteName, RemoteEntry>> => {
    if (!entries) {
      entries = deps.fetchEntries().then(
        (found) => {
          getRuntime().register([...found.values()], true);
          known = found;
          return found;
        },
        (error: unknown) => {
          entries = null;
          throw error;
        },
      );
    }
    return entries;
  };

  const loadApp = (name: RemoteName) => async (): Promise<RemoteAppModule> => {
    set(name, { status: 'loading' });
    try {
      let entry = (await getEntries()).get(name);
      if (!entry) throw new Error(`${name} is not offered by /remotes.json`);
      if (stale.delete(name)) {
        // A retry reads the manifest afresh, not the copy /remotes.json carried.
        entry = { name: entry.name, version: entry.version, entry: entry.entry };
        checks.delete(entry.entry);
        getRuntime().register([entry], true);
      }
      await checkOnce(entry);
      // Opened without the menu (a link, a reload): the screen's code loads beside the entry's.
      deps.hintScripts?.(entry, globalThis.location?.pathname);
      const mod = await getRuntime().load(name);
      return {
        bootstrap: (props) => mod.bootstrap(props),
        mount: async (props) => {
          set(name, { status: 'loading' });
          await mod.mount(props);
          set(name, { status: 'mounted' });
        },
        unmount: async (props) => {
          await mod.unmount(props);
          set(name, { status: 'idle' });
        },
      };
    } catch (error) {
      fail(name, error);
      throw error;
    }
  };

  const activeWhen = (name: RemoteName) => {
    let fn = activity.get(name);
    if (!fn) {
      fn = activeWhenFor(name, deps.routes(), deps.mayOpen);
      activity.set(name, fn);
    }
    return fn;
  };

  const register = (name: RemoteName) => {
    registerApplication({
      name,
      app: loadApp(name),
      activeWhen: activeWhen(name),
      customProps: () => deps.customProps?.() ?? {},
    });
    registered.add(name);
  };

  const unregister = async (name: RemoteName) => {
    registered.delete(name);
    if (getAppNames().includes(name)) await unregisterApplication(name).catch(() => undefined);
  };

  let handlerAdded = false;
  const onAppError = (error: Error & { appOrParcelName: string }) => {
    const name = names.find((n) => n === error.appOrParcelName);
    if (!name) return console.error(error);
    // A failed load was reported by the loader already, with the plain cause; keep that one.
    if (state$.getValue()[name].status === 'error') failedAt.set(name, Date.now());
    else fail(name, error);
  };

  return {
    names,
    state$,
    status$,
    isActive: (name, pathname) => activeWhen(name)({ pathname }),
    async prefetch(name, pathname) {
      if (stale.has(name)) return;
      // The screen's code, also for a remote already loaded (hintScripts asks for each file once).
      const ready = known?.get(name);
      if (ready) deps.hintScripts?.(ready, pathname);
      if (prefetched.has(name) || state$.getValue()[name].status !== 'idle') return;
      prefetched.add(name);
      try {
        const entry = (await getEntries()).get(name);
        if (!entry) return;
        await checkOnce(entry);
        await getRuntime().preload(name);
      } catch {
        prefetched.delete(name);
      }
    },
    start() {
      starting ??= (async () => {
        if (!handlerAdded) {
          addErrorHandler(onAppError);
          handlerAdded = true;
        }
        // The list of manifest URLs is fine to fetch now; nothing of a remote is fetched before
        // the user first enters one of its paths (single-spa calls the loader then).
        await getEntries().catch((error: unknown) => console.error('[remotes]', message(error)));
        for (const name of names) if (!registered.has(name)) register(name);
        if (!singleSpaStarted) {
          singleSpaStarted = true;
          start({ urlRerouteOnly: true });
        } else {
          await triggerAppChange();
        }
      })();
      return starting;
    },
    async stop() {
      const pending = starting;
      starting = null;
      await pending?.catch(() => undefined);
      await Promise.all([...registered].map(unregister));
      entries = null;
      known = null;
      activity.clear();
      checks.clear();
      prefetched.clear();
      for (const name of names) {
        stale.add(name);
        set(name, { status: 'idle' });
      }
    },
    async retry(name) {
      set(name, { status: 'loading' });
      stale.add(name);
      if (getAppStatus(name) === LOAD_ERROR) {
        // single-spa reloads a LOAD_ERROR application on the next reroute 200 ms after the failure.
        const wait = 200 - (Date.now() - (failedAt.get(name) ?? 0));
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 10));
      } else {
        // Broken while bootstrapping or mounting (SKIP_BECAUSE_BROKEN): register it afresh.
        await unregister(name);
        register(name);
      }
      await triggerAppChange();
    },
  };
}
