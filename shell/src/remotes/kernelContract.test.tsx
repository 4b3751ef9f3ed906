import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { filter, firstValueFrom } from 'rxjs';
import type { RemoteName } from '@drawdesk/shared-kernel/contract';
import { ROUTES } from '@drawdesk/shared-kernel/routes';
import { shellResources } from '../i18n';
import {
  KernelContractError,
  UNVERSIONED_KERNEL,
  assertKernelContract,
  checkKernelContract,
  kernelVersionOfManifest,
} from './kernelContract';
import { createRemoteRegistry } from './registry';
import { RemoteOutletView } from './RemoteOutlet';
import type { RemoteEntry, RemoteRuntime } from './types';

jest.mock('@drawdesk/shared-kernel/i18n', () => ({ addResources: jest.fn() }));

const entry: RemoteEntry = {
  name: 'mf-reports',
  version: '0.3.0',
  entry: '/remotes/mf-reports/0.3.0/mf-manifest.json',
};
const manifestWith = (kernelVersion?: unknown) => ({
  id: 'mf_reports',
  metaData: { name: 'mf_reports', ...(kernelVersion === undefined ? {} : { drawdesk: { kernelVersion } }) },
});
/** A fetch answering `body` (jsdom has no Response). */
const replying = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response);

describe('checkKernelContract', () => {
  it('accepts the same major, whatever the minor and patch, either way round', () => {
    expect(checkKernelContract('1.0.0', '1.0.0')).toMatchObject({ ok: true });
    expect(checkKernelContract('1.4.2', '1.0.0')).toMatchObject({ ok: true });
    expect(checkKernelContract('1.0.0', '1.7.3')).toMatchObject({ ok: true });
    expect(checkKernelContract('1.2.0-rc.1', '1.0.0')).toMatchObject({ ok: true });
  });

  it('refuses another major, naming both versions', () => {
    expect(checkKernelContract('2.0.0', '1.3.0')).toEqual({
      ok: false,
      reason: 'major',
      remote: '2.0.0',
      shell: '1.3.0',
    });
    expect(checkKernelContract('1.9.9', '2.0.0')).toMatchObject({ ok: false, reason: 'major' });
  });

  it('takes a remote that declares no version (built before versioning) as contract 1.0', () => {
    expect(UNVERSIONED_KERNEL).toBe('1.0.0');
    expect(checkKernelContract(undefined, '1.2.0')).toEqual({ ok: true, remote: '1.0.0', shell: '1.2.0' });
    expect(checkKernelContract(undefined, '2.0.0')).toMatchObject({
      ok: false,
      reason: 'major',
      remote: '1.0.0',
    });
  });

  it('refuses a malformed version with a message that quotes it', () => {
    for (const bad of ['1', '1.0', 'v1.0.0', '', 'latest', 1, { major: 1 }]) {
      expect(checkKernelContract(bad, '1.0.0')).toMatchObject({ ok: false, reason: 'malformed' });
    }
    const check = checkKernelContract('one.two', '1.0.0');
    if (check.ok) throw new Error('expected a refusal');
    expect(new KernelContractError('mf-reports', check).message).toBe(
      'mf-reports declares a kernel contract version that is not a version: "one.two"',
    );
  });
});

describe('assertKernelContract (reads the remote manifest)', () => {
  it('reads metaData.drawdesk.kernelVersion', () => {
    expect(kernelVersionOfManifest(manifestWith('1.2.3'))).toBe('1.2.3');
    expect(kernelVersionOfManifest(manifestWith())).toBeUndefined();
    expect(kernelVersionOfManifest(null)).toBeUndefined();
  });

  it('passes a same-major or unversioned manifest and refuses another major', async () => {
    await expect(
      assertKernelContract(entry, '1.0.0', replying(manifestWith('1.1.0'))),
    ).resolves.toBeUndefined();
    await expect(assertKernelContract(entry, '1.0.0', replying(manifestWith()))).resolves.toBeUndefined();
    const fetchImpl = replying(manifestWith('2.0.0'));
    await expect(assertKernelContract(entry, '1.0.0', fetchImpl)).rejects.toThrow(
      'mf-reports was built for kernel contract 2.0.0; this shell runs 1.0.0 (another major version)',
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      entry.entry,
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('checks the manifest /remotes.json carried without fetching it, and keeps it for the runtime', async () => {
    const fetchImpl = replying(manifestWith('1.1.0'));
    const remember = jest.fn();
    const carried = { ...entry, manifest: manifestWith('1.4.0') };
    await expect(assertKernelContract(carried, '1.0.0', fetchImpl, remember)).resolves.toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(remember).toHaveBeenCalledWith(entry.entry, manifestWith('1.4.0'));
    await expect(
      assertKernelContract({ ...entry, manifest: manifestWith('2.0.0') }, '1.0.0', fetchImpl, remember),
    ).rejects.toThrow('mf-reports was built for kernel contract 2.0.0');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('leaves an unreadable manifest to the Module Federation runtime (reported as a load failure)', async () => {
    await expect(assertKernelContract(entry, '1.0.0', replying({}, 404))).resolves.toBeUndefined();
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(assertKernelContract(entry, '1.0.0', failing)).resolves.toBeUndefined();
  });
});

describe('a refused remote in the registry', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { shell: shellResources.en } },
    });
  });

  it('shows the error panel naming both versions and never loads the remote', async () => {
    window.history.replaceState({}, '', '/report/sales-summary');
    const runtime: RemoteRuntime = { register: jest.fn(), load: jest.fn(), preload: jest.fn() };
    const registry = createRemoteRegistry({
      fetchEntries: async () => new Map<RemoteName, RemoteEntry>([['mf-reports', entry]]),
      createRuntime: () => runtime,
      routes: () => ROUTES,
      mayOpen: () => true,
      names: ['mf-reports'],
      checkEntry: (e) => assertKernelContract(e, '1.0.0', replying(manifestWith('2.0.0'))),
    });
    render(<RemoteOutletView registry={registry} />);
    await act(() => registry.start());
    await act(() => firstValueFrom(registry.status$.pipe(filter((s) => s['mf-reports'] === 'error'))));

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(
      'This module was built for kernel contract 2.0.0, but this application runs kernel contract 1.0.0.',
    );
    expect(registry.state$.getValue()['mf-reports'].refused).toEqual({
      remoteKernel: '2.0.0',
      shellKernel: '1.0.0',
      reason: 'major',
    });
    expect(runtime.load).not.toHaveBeenCalled();
    await act(() => registry.stop());
  });
});
