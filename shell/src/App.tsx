import { BrowserRouter } from '@drawdesk/shared-kernel/routing';
import { ErrorBoundary } from '@drawdesk/shared-kernel/ui';
import { ShellRoot } from './ShellRoot';

/** The host application: an outer error boundary (SPEC 2.7 error screen) and the router. */
export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <ShellRoot />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
