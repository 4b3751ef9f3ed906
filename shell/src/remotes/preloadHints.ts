import { findRoute } from '@drawdesk/shared-kernel/routes';
import { checkKernelContract, kernelVersionOfManifest } from './kernelContract';
import type { RemoteEntry } from './types';
import { loadSharedModules } from './warmSharedModules';

interface ManifestShape {
  metaData?: {
    publicPath?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
    /** Written by the kernel's webpack factory: each screen's files and shared modules, by route path. */
    drawdesk?: { screens?: Record<string, { js?: unknown; shared?: unknown } | undefined> };
  };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

/** `a/` + `b` with one slash between (an empty `b` leaves the base as it is). */
const joinPath = (base: string, path: string): string =>
  path === '' ? base : `${base.replace(/\/?$/, '/')}${path.replace(/^\//, '')}`;

/** The manifest's entry for the screen at `pathname` when the route is this remote's. */
function screenOf(entry: RemoteEntry, pathname: string | undefined) {
  const route = pathname === undefined ? undefined : findRoute(pathname);
  if (!route || route.owner !== entry.name) return undefined;
  return (entry.manifest as ManifestShape | undefined)?.metaData?.drawdesk?.screens?.[route.path];
}

/**
 * The scripts a remote's first mount runs before its screen, as URLs, read from the manifest
 * /remotes.json carried (publicPath 'auto': the manifest's own folder): `remoteEntry.js`, the sync
 * chunks of the exposed './app' and, given the path being opened, the chunks of its screen. Empty when
 * that copy is missing or not of the expected shape: the Module Federation runtime then fetches them
 * itself, as always.
 */
export function remoteAppScripts(entry: RemoteEntry, pathname?: string): string[] {
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
    ...[...strings(app?.assets?.js?.sync), ...strings(screenOf(entry, pathname)?.js)].map((file) =>
      joinPath(base, file),
    ),
  ];
}

/** The share keys the screen at `pathname` consumes (its manifest entry), e.g. the kernel's betting rules. */
export function screenSharedModules(entry: RemoteEntry, pathname?: string): string[] {
  return strings(screenOf(entry, pathname)?.shared);
}

/**
 * Starts fetching a remote's first scripts at once, with `<link rel="preload" as="script">`, when the
 * user opens one of its pages (`pathname`: that screen's scripts too, and the shared modules it
 * consumes, from the shell's build): the Module Federation runtime asks for them only after the shell
 * has rendered the new route (10-25 ms later), the screen's only once the remote has mounted, and its
 * script tags then find them arriving or here. Only for a remote the shell will mount (the kernel
 * contract check, which is synchronous on the copy of the manifest); a script already preloaded in
 * the page is not asked for again.
 */
export function preloadRemoteScripts(
  entry: RemoteEntry,
  pathname: string | undefined,
  shellKernel: string | null,
  doc = document,
  loadShared = loadSharedModules,
): void {
  if (shellKernel && !checkKernelContract(kernelVersionOfManifest(entry.manifest), shellKernel).ok) return;
  const preloaded = new Set(
    [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
  );
  for (const href of remoteAppScripts(entry, pathname)) {
    if (preloaded.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.appendChild(link);
  }
  loadShared(screenSharedModules(entry, pathname));
}
