import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycleFn } from 'single-spa';
import type { QueryClient } from '../api/query';
import type { RemoteName } from '../contract/values';
import { addResources, textsReady, type LazyResourceSet, type ResourceSet } from '../i18n';
import { routesOf } from '../routes';
import type { RouteDef } from '../routes/types';
import { matchPath } from '../routing';
import { isLazyScreen } from './lazyScreen';
import { ensureRemoteContainer } from './container';
import { RemoteRoot, type RemoteScreen } from './RemoteRoot';

export interface RemoteAppOptions {
  name: RemoteName;
  /**
   * The remote's build version (pass `__REMOTE_VERSION__` from the remote's own code: this kernel
   * module is a shared singleton built into the host, so its own constants are the host's).
   */
  version: string;
  /** Screens by route path (exact, as in the route table). Owned paths without one show NotAvailableYet. */
  routes: Readonly<Record<string, RemoteScreen>>;
  /** The remote's i18n namespace (= its name), added to the shared i18next on bootstrap. */
  resources?: ResourceSet | LazyResourceSet;
}

/** What the shell passes a remote in its single-spa props, beyond single-spa's own (the kernel contract). */
export interface RemoteLifecycleProps {
  /** The page's one QueryClient (docs/remote-contract.md). */
  queryClient?: QueryClient;
}

/** single-spa lifecycles, what a remote's exposed './app' exports. */
export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<object>;
  mount: LifeCycleFn<object>;
  unmount: LifeCycleFn<object>;
}

/**
 * Loads the code of the screen at `pathname` (a lazyScreen), so that the first render has it. A
 * failure is left to the render, which shows it in the remote's error boundary.
 */
async function preloadScreenAt(
  pathname: string,
  owned: readonly RouteDef[],
  screens: Readonly<Record<string, RemoteScreen>>,
): Promise<void> {
  const def = owned.find((d) => matchPath({ path: d.path, caseSensitive: true }, pathname));
  const screen = def ? screens[def.path] : undefined;
  if (isLazyScreen(screen)) await screen.preload().catch(() => undefined);
}

/** Builds a remote's single-spa lifecycles (single-spa-react) over its routes of the route table. */
export function createRemoteApp({ name, version, routes, resources }: RemoteAppOptions): RemoteLifecycles {
  const owned = routesOf(name);
  for (const path of Object.keys(routes)) {
    if (!owned.some((def) => def.path === path)) {
      console.warn(`[${name}] screen for ${path}, which the route table does not give ${name}; ignored`);
    }
  }
  const Root = ({ queryClient }: RemoteLifecycleProps) => (
    <RemoteRoot name={name} version={version} owned={owned} screens={routes} queryClient={queryClient} />
  );
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    domElementGetter: () => ensureRemoteContainer(name),
    // RemoteRoot wraps its routes in the kernel ErrorBoundary (reset on navigation).
    suppressComponentDidCatchWarning: true,
  });
  return {
    bootstrap: async (props) => {
      if (resources) void addResources(name, resources);
      return lifecycles.bootstrap(props);
    },
    mount: async (props) => {
      await preloadScreenAt(window.location.pathname, owned, routes);
      // The first render in the current language: the remote's namespace and those its code added.
      await textsReady();
      return lifecycles.mount(props);
    },
    unmount: (props) => lifecycles.unmount(props),
  };
}
