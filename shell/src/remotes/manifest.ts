import type { RemoteManifest, RemoteName } from '@drawdesk/shared-kernel/contract';
import { REMOTE_NAMES } from '@drawdesk/shared-kernel/contract/values';
import type { RemoteEntry } from './types';

export const REMOTES_JSON_URL = '/remotes.json';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const isEntry = (value: unknown): value is { version: string; entry: string; manifest?: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { version?: unknown }).version === 'string' &&
  typeof (value as { entry?: unknown }).entry === 'string';

/** This session's remotes (GET /remotes.json, never cached): only names the shell knows. */
export async function fetchRemoteEntries(
  fetchImpl: Fetch = (i, init) => fetch(i, init),
): Promise<Map<RemoteName, RemoteEntry>> {
  const res = await fetchImpl(REMOTES_JSON_URL, {
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${REMOTES_JSON_URL} answered HTTP ${res.status}`);
  const body = (await res.json()) as Partial<RemoteManifest> | null;
  const listed = body?.remotes ?? {};
  const entries = new Map<RemoteName, RemoteEntry>();
  for (const name of REMOTE_NAMES) {
    const item: unknown = (listed as Record<string, unknown>)[name];
    if (!isEntry(item)) continue;
    const manifest = typeof item.manifest === 'object' && item.manifest !== null ? item.manifest : undefined;
    entries.set(name, {
      name,
      version: item.version,
      entry: item.entry,
      ...(manifest === undefined ? {} : { manifest }),
    });
  }
  return entries;
}
