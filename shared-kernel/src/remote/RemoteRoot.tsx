import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { QueryProvider, type QueryClient } from '../api/query';
import { BrowserRouter, Route, Routes, useLocation } from '../routing';
import type { RouteDef } from '../routes/types';
import { ErrorBoundary, NotAvailableYet } from '../ui';
import type { LazyScreen } from './lazyScreen';

/**
 * A screen of a remote: a component, a `lazyScreen(() => import('./XScreen'))` one (loaded before the
 * remote mounts on its path), or a React.lazy one (remotes built against kernel 1.0).
 */
export type RemoteScreen = ComponentType | LazyExoticComponent<ComponentType> | LazyScreen;

export interface RemoteRootProps {
  name: string;
  version: string;
  /** The route table entries this remote owns. */
  owned: readonly RouteDef[];
  /** Screens by exact route path; owned paths without one show NotAvailableYet. */
  screens: Readonly<Record<string, RemoteScreen>>;
  /** The page's QueryClient (the shell passes it in the lifecycle props); default: the kernel's shared one. */
  queryClient?: QueryClient;
}

function RouteScreen({ def, Screen }: { def: RouteDef; Screen: RemoteScreen | undefined }) {
  if (!Screen) return <NotAvailableYet titleKey={def.titleKey} />;
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

function RemoteRoutes({ owned, screens }: Pick<RemoteRootProps, 'owned' | 'screens'>) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Routes>
        {owned.map((def) => (
          <Route
            key={def.path}
            path={def.path}
            caseSensitive
            element={<RouteScreen def={def} Screen={screens[def.path]} />}
          />
        ))}
        {/* Briefly on screen while single-spa moves to another owner's path. */}
        <Route path="*" element={null} />
      </Routes>
    </ErrorBoundary>
  );
}

/** The root a remote mounts: its own router over the paths the route table gives it. */
export function RemoteRoot({ name, version, owned, screens, queryClient }: RemoteRootProps) {
  return (
    <div data-remote={name} data-remote-version={version}>
      <QueryProvider client={queryClient}>
        <BrowserRouter>
          <RemoteRoutes owned={owned} screens={screens} />
        </BrowserRouter>
      </QueryProvider>
    </div>
  );
}
