import { checkKernelContract, kernelVersionOfManifest } from './kernelContract';
import type { RemoteEntry } from './types';

interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

/** `a/` + `b` with one slash between (an empty `b` leaves the base as it is). */
const joinPath = (base: string, path: string): string =>
  path === '' ? base : `${base.replace(/\/?$/, '/')}${path.replace(/^\//, '')}`;

/**
 * The scripts a remote's first mount runs before its screen: `remoteEntry.js` and the sync chunks of
 * the exposed './app', as URLs, read from the manifest /remotes.json carried (publicPath 'auto': the
 * manifest's own folder). Empty when that copy is missing or not of the expected shape: the Module
 * Federation runtime then fetches them itself, as always.
 */
export function remoteAppScripts(entry: RemoteEntry): string[] {
  const manifest = entry.manifest as ManifestShape | undefined;
  const meta = manifest?.metaData;
  const entryFile = meta?.remoteEntry?.name;
  if (!meta || typeof entryFile !== 'string' || entryFile === '') return [];
  const base =
    typeof meta.publicPath === 'string' && meta.publicPath !== 'auto'
      ? meta.publicPath
      : entry.entry.slice(0, entry.entry.lastIndexOf('/') + 1);
  const entryPath = typeof meta.remoteEntry?.path === 'string' ? meta.remoteEntry.path : '';
  const app = manifest?.exposes?.find((e) => e.path === './app');
  return [
    joinPath(joinPath(base, entryPath), entryFile),
    ...strings(app?.assets?.js?.sync).map((file) => joinPath(base, file)),
  ];
}

/**
 * Starts fetching a remote's first scripts at once, with `<link rel="preload" as="script">`, when the
 * user opens one of its pages: the Module Federation runtime asks for them only after the shell has
 * rendered the new route (10-25 ms later), and its script tags then find them arriving or here. Only
 * for a remote the shell will mount (the kernel contract check, which is synchronous on the copy of
 * the manifest); a script already preloaded in the page is not asked for again.
 */
export function preloadRemoteScripts(entry: RemoteEntry, shellKernel: string | null, doc = document): void {
  if (shellKernel && !checkKernelContract(kernelVersionOfManifest(entry.manifest), shellKernel).ok) return;
  const preloaded = new Set(
    [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
  );
  for (const href of remoteAppScripts(entry)) {
    if (preloaded.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.appendChild(link);
  }
}
