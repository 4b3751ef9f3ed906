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

/**
 * `count` bettors under demo_p1's agent (one per client, so clients do not queue on one credit row),
 * the demo password, a credit limit that never runs out: their ids and usernames `${prefix}${i}`.
 */
export async function addBenchBettors(raw, prefix, count) {
  const bettors = [];
  for (let i = 0; i < count; i++) {
    const { rows } = await raw.query(
      `WITH p AS (SELECT * FROM users WHERE username = 'demo_p1'), n AS (SELECT nextval('users_id_seq') AS id)
       INSERT INTO users (id, username, password_hash, role_id, upline_id, company_id, path, credit_limit, access_string, skip_tnc, settings)
       SELECT n.id, $2 || $1::int, p.password_hash, 5, p.upline_id, p.company_id,
         p.path[1:array_length(p.path, 1) - 1] || n.id, 1000000000000, p.access_string, true, p.settings
       FROM p, n RETURNING id`,
      [i, prefix],
    );
    bettors.push({ id: Number(rows[0].id), username: `${prefix}${i}` });
  }
  return bettors;
}

/** The bundled server's app on the scratch database, as production runs it, listening on a free port. */
export async function listenBenchApp(buildApp, db, { tmp, databaseUrl }) {
  const app = await buildApp({
    db,
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: tmp,
      databaseUrl,
      adminPassword: null,
      seed: 'none',
      testClockAllowed: false,
      nodeEnv: 'production',
      remoteStoreDir: join(tmp, 'remotes'),
      shellDistDir: join(tmp, 'shell'),
      logLevel: 'silent',
      trustProxy: false,
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}
