import type { RemoteName } from '@drawdesk/shared-kernel/contract';

export type RemoteStatus = 'idle' | 'loading' | 'mounted' | 'error';

export interface RemoteState {
  status: RemoteStatus;
  /** Why the last load or mount failed (status 'error'). */
  error?: string;
  /** Set when the shell refused the remote for its kernel contract version (status 'error'). */
  refused?: { remoteKernel: string; shellKernel: string; reason: 'major' | 'malformed' };
}

export type RemoteStates = Readonly<Record<RemoteName, RemoteState>>;

/** The single-spa lifecycles a remote's exposed './app' module provides. */
export interface RemoteAppModule {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
}

/** One remote as /remotes.json gives it for this session. */
export interface RemoteEntry {
  name: RemoteName;
  version: string;
  /** URL of its mf-manifest.json. */
  entry: string;
  /** That manifest as /remotes.json carried it (absent: the shell fetches it from `entry`). */
  manifest?: unknown;
}

/** What the registry needs of the Module Federation runtime (a fake in tests). */
export interface RemoteRuntime {
  /** Registers (or, with force, replaces and forgets the cached manifest of) remotes. Fetches nothing. */
  register(remotes: readonly RemoteEntry[], force: boolean): void;
  /** Loads `<name>/app`: manifest, remoteEntry.js, the exposed chunk. */
  load(name: RemoteName): Promise<RemoteAppModule>;
  /**
   * Loads ahead what `load` needs (entry and the exposed app module, through the same load, so the
   * later `load` finds it done or in flight); mounts nothing.
   */
  preload(name: RemoteName): Promise<void>;
}
