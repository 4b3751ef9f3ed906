import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstValueFrom, filter } from 'rxjs';
import type { RemoteName } from '@drawdesk/shared-kernel/contract';
import { ROUTES } from '@drawdesk/shared-kernel/routes';
import { createRemoteRegistry, type RemoteRegistryDeps } from './registry';
import { RemoteOutletView } from './RemoteOutlet';
import type { RemoteAppModule, RemoteEntry, RemoteRuntime, RemoteStatus } from './types';

/** A fake remote: mounts a heading into its outlet container, no React root needed. */
function fakeApp(name: RemoteName): RemoteAppModule {
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const el = document.getElementById(`dd-remote-${name}`);
      if (el) el.innerHTML = `<h1>${name} mounted</h1>`;
    },
    unmount: async () => {
      const el = document.getElementById(`dd-remote-${name}`);
      if (el) el.innerHTML = '';
    },
  };
}

/** Navigate like the shell does, letting single-spa's reroute and routing events settle inside act(). */
async function navigate(path: string): Promise<void> {
  await act(async () => {
    window.history.pushState({}, '', path);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const entries = new Map<RemoteName, RemoteEntry>(
  (['mf-reports', 'mf-admin'] as const).map((name) => [
    name,
    { name, version: '0.1.0', entry: `/remotes/${name}/0.1.0/mf-manifest.json`, manifest: { id: name } },
  ]),
);

/** A runtime whose loads succeed with the fake app. */
const workingRuntime = (): RemoteRuntime => ({
  register: jest.fn(),
  preload: jest.fn(async () => undefined),
  load: jest.fn(async (name: RemoteName) => fakeApp(name)),
});

/** A registry of mf-reports and mf-admin over `runtime`, every route open, /remotes.json = `entries`. */
const registryOver = (runtime: RemoteRuntime, deps: Partial<RemoteRegistryDeps> = {}) =>
  createRemoteRegistry({
    fetchEntries: async () => entries,
    createRuntime: () => runtime,
    routes: () => ROUTES,
    mayOpen: () => true,
    names: ['mf-reports', 'mf-admin'],
    ...deps,
  });

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
});

describe('remote registry (single-spa with fake loaders, no network)', () => {
  it('loads lazily, shows the error panel when a load fails, and Retry loads and mounts it', async () => {
    window.history.replaceState({}, '', '/dashboard');
    const failures: Array<Error | null> = [new Error('manifest unreachable'), null];
    const runtime: RemoteRuntime = {
      register: jest.fn(),
      preload: jest.fn(async () => undefined),
      load: jest.fn(async (name: RemoteName) => {
        const failure = failures.shift();
        if (failure) throw failure;
        return fakeApp(name);
      }),
    };
    const fetchEntries = jest.fn(async () => entries);
    const registry = registryOver(runtime, { fetchEntries });
    const statuses: Array<Record<string, RemoteStatus>> = [];
    registry.status$.subscribe((s) => statuses.push(s));
    render(<RemoteOutletView registry={registry} />);

    await act(() => registry.start());
    expect(fetchEntries).toHaveBeenCalledTimes(1);
    expect(runtime.register).toHaveBeenCalledWith([...entries.values()], true);
    // On a shell path nothing of any remote is requested.
    expect(runtime.load).not.toHaveBeenCalled();

    await navigate('/report/sales-summary');
    await act(() => firstValueFrom(registry.status$.pipe(filter((s) => s['mf-reports'] === 'error'))));
    expect(runtime.load).toHaveBeenCalledWith('mf-reports');
    expect(await screen.findByRole('alert')).toHaveTextContent('mf-reports');
    expect(registry.state$.getValue()['mf-reports'].error).toBe('manifest unreachable');
    expect(registry.state$.getValue()['mf-admin'].status).toBe('idle');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(registry.state$.getValue()['mf-reports'].status).toBe('mounted'));
    expect(screen.getByRole('heading', { name: 'mf-reports mounted' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The retry replaced the MF registration before loading again, without the manifest copy
    // /remotes.json carried: it reads the manifest afresh.
    expect(runtime.register).toHaveBeenLastCalledWith(
      [{ name: 'mf-reports', version: '0.1.0', entry: '/remotes/mf-reports/0.1.0/mf-manifest.json' }],
      true,
    );
    expect(statuses.map((s) => s['mf-reports'])).toEqual(['idle', 'loading', 'error', 'loading', 'mounted']);

    // Leaving the remote's paths unmounts it; logout unregisters everything.
    await navigate('/dashboard');
    await waitFor(() => expect(registry.state$.getValue()['mf-reports'].status).toBe('idle'));
    await act(() => registry.stop());
    await navigate('/report/sales-summary');
    expect(runtime.load).toHaveBeenCalledTimes(2);
  });

  it('prefetch: checks the manifest and preloads the code once; the visit reuses the check', async () => {
    window.history.replaceState({}, '', '/dashboard');
    const runtime = workingRuntime();
    const checkEntry = jest.fn(async () => undefined);
    const registry = registryOver(runtime, { checkEntry });
    render(<RemoteOutletView registry={registry} />);
    await act(() => registry.start());

    await act(() => registry.prefetch('mf-admin'));
    await act(() => registry.prefetch('mf-admin'));
    expect(checkEntry).toHaveBeenCalledTimes(1);
    expect(runtime.preload).toHaveBeenCalledTimes(1);
    expect(runtime.preload).toHaveBeenCalledWith('mf-admin');
    // Prefetching runs nothing: the remote stays idle until its path is opened.
    expect(runtime.load).not.toHaveBeenCalled();
    expect(registry.state$.getValue()['mf-admin'].status).toBe('idle');

    await navigate('/admin-setting/pool-schedule');
    expect(await screen.findByRole('heading', { name: 'mf-admin mounted' })).toBeInTheDocument();
    expect(checkEntry).toHaveBeenCalledTimes(1);
    await act(() => registry.stop());
  });

  it('prefetch hints the scripts synchronously, before any await, once the remotes are known', async () => {
    window.history.replaceState({}, '', '/dashboard');
    const hintScripts = jest.fn();
    const runtime = workingRuntime();
    const registry = registryOver(runtime, { hintScripts });
    // Before /remotes.json has answered there is nothing to hint; the prefetch still loads the code.
    const early = registry.prefetch('mf-reports');
    expect(hintScripts).not.toHaveBeenCalled();
    await act(() => early);
    render(<RemoteOutletView registry={registry} />);
    await act(() => registry.start());

    const pending = registry.prefetch('mf-admin', '/admin-setting/pool-schedule');
    // In the caller's own task (a menu click), not after the runtime's asynchronous steps.
    expect(hintScripts).toHaveBeenCalledTimes(1);
    expect(hintScripts).toHaveBeenCalledWith(entries.get('mf-admin'), '/admin-setting/pool-schedule');
    await act(() => pending);
    // Another screen of the same remote: its code is hinted, the remote is not loaded again.
    await act(() => registry.prefetch('mf-admin', '/admin-setting/currency'));
    expect(hintScripts).toHaveBeenCalledTimes(2);
    expect(hintScripts).toHaveBeenLastCalledWith(entries.get('mf-admin'), '/admin-setting/currency');
    expect(runtime.preload).toHaveBeenCalledTimes(2);
    expect(jest.mocked(runtime.preload).mock.calls).toEqual([['mf-reports'], ['mf-admin']]);

    // Opened without the menu (a reload, a link): the load hints the screen of the path it opens.
    await navigate('/report/sales-summary');
    expect(await screen.findByRole('heading', { name: 'mf-reports mounted' })).toBeInTheDocument();
    expect(hintScripts).toHaveBeenLastCalledWith(entries.get('mf-reports'), '/report/sales-summary');
    await act(() => registry.stop());
  });

  it('prefetch is quiet when the remote fails; the visit reports the failure', async () => {
    window.history.replaceState({}, '', '/dashboard');
    const runtime: RemoteRuntime = {
      register: jest.fn(),
      preload: jest.fn(async () => {
        throw new Error('entry unreachable');
      }),
      load: jest.fn(async () => {
        throw new Error('entry unreachable');
      }),
    };
    const registry = registryOver(runtime);
    render(<RemoteOutletView registry={registry} />);
    await act(() => registry.start());
    await act(() => registry.prefetch('mf-reports'));
    expect(registry.state$.getValue()['mf-reports'].status).toBe('idle');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await navigate('/report/sales-summary');
    await act(() => firstValueFrom(registry.status$.pipe(filter((s) => s['mf-reports'] === 'error'))));
    expect(registry.state$.getValue()['mf-reports'].error).toBe('entry unreachable');
    await act(() => registry.stop());
  });
});
