// Set-up shared by the server benchmarks: the server's TypeScript bundled for one run, and a scratch
// database on the PostgreSQL server that DATABASE_URL names.
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Bundles `entry` (TypeScript re-exports, paths relative to this folder) with esbuild and imports it.
 * `options` adds to the esbuild options (externals, plugins, banner).
 */
export async function bundleServer(tag, entry, options = {}) {
  const { build } = await import('esbuild');
  const out = join(here, `.${tag}-bundle-${process.pid}.mjs`);
  const bundled = await build({
    stdin: { contents: entry, resolveDir: here, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    ...options,
  });
  writeFileSync(out, bundled.outputFiles[0].text);
  const mod = await import(pathToFileURL(out).href);
  rmSync(out);
  return mod;
}

/** Runs one statement on the server's own database (CREATE / DROP DATABASE). */
export async function adminQuery(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the server; returns its URL and a function that drops it. */
export async function scratchDatabase(serverUrl, name) {
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
