import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remoteContainerId } from '@drawdesk/shared-kernel/remote';
import { RemoteErrorPanel } from '@drawdesk/shared-kernel/ui';
import type { RemoteRegistry } from './registry';
import type { RemoteState, RemoteStates } from './types';
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

/** The panel's detail: a refused kernel contract in the user's language, else the technical cause. */
function useErrorDetail(): (state: RemoteState) => string | undefined {
  const { t } = useTranslation('shell');
  return (state) =>
    state.refused
      ? t(state.refused.reason === 'major' ? 'remotes.kernelMismatch' : 'remotes.kernelMalformed', {
          remoteKernel: state.refused.remoteKernel,
          shellKernel: state.refused.shellKernel,
        })
      : state.error;
}

/**
 * Where remotes render, inside the shell's content area (`#dd-content`): one container per remote
 * (`#dd-remote-<name>`, single-spa-react mounts into it) and, for a remote that failed to load or
 * mount, the kernel's error panel with a working Retry in that remote's place.
 */
export function RemoteOutletView({ registry }: RemoteOutletViewProps) {
  const states = useRemoteStates(registry);
  const pathname = useLocationPath();
  const detailOf = useErrorDetail();
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
                detail={detailOf(state)}
                onRetry={() => void registry.retry(name)}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
