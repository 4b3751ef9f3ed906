import { useEffect, useState } from 'react';
import { remoteContainerId } from '@drawdesk/shared-kernel/remote';
import { RemoteErrorPanel } from '@drawdesk/shared-kernel/ui';
import type { RemoteRegistry } from './registry';
import type { RemoteStates } from './types';
import { useLocationPath } from './useLocationPath';

export interface RemoteOutletViewProps {
  registry: RemoteRegistry;
}

function useRemoteStates(registry: RemoteRegistry): RemoteStates {
  const [states, setStates] = useState(() => registry.state$.getValue());
  useEffect(() => {
    const sub = registry.state$.subscribe(setStates);
    return () => sub.unsubscribe();
  }, [registry]);
  return states;
}

/**
 * Where remotes render, inside the shell's content area (`#dd-content`): one container per remote
 * (`#dd-remote-<name>`, single-spa-react mounts into it) and, for a remote that failed to load or
 * mount, the kernel's error panel with a working Retry in that remote's place.
 */
export function RemoteOutletView({ registry }: RemoteOutletViewProps) {
  const states = useRemoteStates(registry);
  const pathname = useLocationPath();
  return (
    <>
      {registry.names.map((name) => {
        const state = states[name];
        const failedHere = state.status === 'error' && registry.isActive(name, pathname);
        return (
          <div
            key={name}
            className="dd-remote-area"
            data-remote-area={name}
            data-remote-status={state.status}
          >
            <div id={remoteContainerId(name)} hidden={failedHere} />
            {failedHere && (
              <RemoteErrorPanel
                remoteName={name}
                detail={state.error}
                onRetry={() => void registry.retry(name)}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
