import Module from 'node:module';
import { dirname } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { PgliteRuntime } from '../src/db/connection';

// Some packages cannot load inside Jest's module sandbox on Node 20: PGlite's Emscripten glue
// does `await import('node:module')` (Jest's VM refuses dynamic import() without
// --experimental-vm-modules), and light-my-request (behind app.inject) requires the ESM-only
// `cookie` 2. Node's own loader, which Jest leaves alone, loads them instead.

interface NodeModuleInternals {
  _load(request: string, parent: { id: string; filename: string; paths: string[] }, isMain: boolean): unknown;
  _nodeModulePaths(from: string): string[];
}

export function loadOutside<T>(request: string, fromFile: string): T {
  const internals = Module as unknown as NodeModuleInternals;
  const parent = { id: fromFile, filename: fromFile, paths: internals._nodeModulePaths(dirname(fromFile)) };
  return internals._load(request, parent, false) as T;
}

export function outerPgliteRuntime(): PgliteRuntime {
  const { PGlite } = loadOutside<typeof import('@electric-sql/pglite')>('@electric-sql/pglite', __filename);
  const { createPgConfig } = loadOutside<typeof import('@electric-sql/pglite/node-postgres')>(
    '@electric-sql/pglite/node-postgres',
    __filename,
  );
  return { PGlite, createPgConfig };
}

type LightMyRequest = (
  dispatch: (req: unknown, res: unknown) => void,
  options: InjectOptions,
) => Promise<LightMyRequestResponse>;

let lightMyRequest: LightMyRequest | null = null;

/** What app.inject does: a fake HTTP request through the app's request handler. */
export async function inject(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  // light-my-request is Fastify's dependency, so resolve it from Fastify's folder.
  lightMyRequest ??= loadOutside<LightMyRequest>('light-my-request', require.resolve('fastify'));
  await app.ready();
  return lightMyRequest((req, res) => app.server.emit('request', req, res), options);
}
