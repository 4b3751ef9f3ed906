// The map during the cutoff rush (docs/performance.md "Exposure": map and orders together): the real
// app on a port, an open Magnum draw already holding BENCH_RUSH_LINES lines of the demo chain
// (demo_co > demo_sh > demo_ma > demo_ag, 16 bench players; default 300,000 lines, 5 share rows
// each, with their exposure rows), then three phases:
//   1. the map alone: BENCH_RUSH_READERS readers (default 2: the company and demo_ag), each reading
//      in a loop over HTTP: GetActiveMapReport of today, top 50 by total (eat gross), then every
//      number by number a page of 100 (sale gross), alternately;
//   2. the orders alone: the betting bench's load generator (betting.mjs as its client process: 16
//      clients, express orders of 10 lines, BENCH_ORDERS a client);
//   3. both at once: the same orders while the readers read until the orders are done.
// It prints orders/s, order p50/p99 and map p50/p99 of each phase. DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) names the server; a scratch database is created and dropped.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, URLSearchParams } from 'node:url';
import pg from 'pg';
import { addBenchBettors, bundleServer, listenBenchApp, scratchDatabase } from './shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LINES = Number(process.env.BENCH_RUSH_LINES ?? 300_000);
const CLIENTS = 16;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 120);
const READERS = Number(process.env.BENCH_RUSH_READERS ?? 2);
const MAP_READS = Number(process.env.BENCH_RUSH_MAP_READS ?? 40);
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const pct = (list, p) => {
  const s = [...list].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))];
};
const fmt = (n) => n.toFixed(1);

const { buildApp, DEFAULT_POOL_SIZE, openPostgres, migrateToLatest, seedOnStart } = await bundleServer(
  'map-rush',
  `
export { buildApp } from '../src/app';
export { DEFAULT_POOL_SIZE, openPostgres } from '../src/db/connection';
export { migrateToLatest } from '../src/db/migrate';
export { seedOnStart } from '../src/seed/seed';
`,
  {
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('@drawdesk/')) return undefined;
            if (args.path.startsWith('node:') || builtinModules.includes(args.path))
              return { path: args.path, external: true };
            return { path: args.path, external: true };
          });
        },
      },
    ],
  },
);

const name = `dd_bench_rush_${process.pid}`;
const scratch = await scratchDatabase(serverUrl, name);
const handle = openPostgres(scratch.url, DEFAULT_POOL_SIZE);
const tmp = mkdtempSync(join(tmpdir(), 'dd-rush-'));
let app;
try {
  await migrateToLatest(handle.db);
  await seedOnStart(handle.db, { embedded: true, seed: 'demo', adminPassword: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: 4 });
  raw.on('error', () => {});
  const bettors = await addBenchBettors(raw, 'rush_p', CLIENTS);

  const started = await listenBenchApp(buildApp, handle.db, { tmp, databaseUrl: scratch.url });
  app = started.app;
  const { address } = started;
  const login = async (username) => {
    const res = await fetch(`${address}/api/Account/Login`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: 'Demo@12345' }),
    });
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`login ${username} failed: ${res.status} ${await res.text()}`);
    return cookie;
  };
  const cookies = [];
  for (const b of bettors) cookies.push(await login(b.username));

  /** The betting bench's load generator (betting.mjs in its client role): one phase. */
  const runOrders = (phase, orders) =>
    new Promise((resolve, reject) => {
      const child = fork(join(here, 'betting.mjs'), [], {
        env: { ...process.env, DD_BENCH_ROLE: 'client' },
        stdio: 'inherit',
      });
      child.once('message', resolve);
      child.once('error', reject);
      child.once('exit', (code) => {
        if (code !== 0) reject(new Error(`bench client exited with ${code}`));
      });
      child.send({ address, cookies, orders, phase });
    });
  await runOrders('warm', 5);

  // The rush draw: the open Magnum draw the orders go to, loaded with LINES lines of the bench players.
  const { rows: drawRows } = await raw.query(
    `SELECT draw_id, draw_date::text AS draw_date FROM bet_lines ORDER BY id LIMIT 1`,
  );
  const { draw_id: drawId, draw_date: drawDate } = drawRows[0];
  const t0 = process.hrtime.bigint();
  const players = `ARRAY[${bettors.map((b) => b.id).join(',')}]::bigint[]`;
  await raw.query(`INSERT INTO tickets (ticket_no, xid, bettor_id, actor_id, ordering_agent_id, company_id, source,
      bet_string, receipt_string, gross, net, first_draw_date, last_draw_date, order_key, draw_ids)
    SELECT 'R' || t, 'RX' || t, p, p, p, u.company_id, 'express', '', '', 0, 0, '${drawDate}', '${drawDate}', 'rush-' || t,
      ARRAY[${drawId}::bigint]
    FROM generate_series(1, 20000) t, LATERAL (SELECT (${players})[1 + t % ${CLIENTS}] AS p) x JOIN users u ON u.id = x.p`);
  await raw.query(`INSERT INTO bet_lines (ticket_id, bettor_id, draw_id, pool_id, draw_date, input_line, number, code, kind,
      limit_key, requested, stake, ibox_divisor, base_rate, bet_rate, payouts, net)
    SELECT t.id, t.bettor_id, ${drawId}, 1, '${drawDate}', 1, n, c, 1, CASE WHEN c = '3A' THEN right(n, 3) ELSE n END,
      st, st, 1, 10000, 8000, '{250000,100000,50000,18000,6000}', (2 * 8000::bigint * st + 10000) / 20000
    FROM generate_series(1, ${LINES}) i
      CROSS JOIN LATERAL (SELECT lpad(((hashint4(i + 7) & 2147483647) % 10000)::text, 4, '0') AS n,
        (ARRAY['B', 'B', 'B', 'S', 'S', '4A', '3A'])[1 + (hashint4(i + 13) & 2147483647) % 7] AS c,
        100 + (hashint4(i + 23) & 2147483647) % 1900 AS st) x
      JOIN tickets t ON t.order_key = 'rush-' || (1 + (hashint4(i) & 2147483647) % 20000)`);
  // Shares as the demo chain takes them: each agent eats a quarter of the stake, the company the rest.
  await raw.query(`INSERT INTO bet_shares (bet_line_id, user_id, depth, down_user_id, draw_id, pool_id, draw_date,
      in_amount, eat, out_amount, rate, payouts, down_rate, down_payouts)
    SELECT l.id, CASE WHEN d = 0 THEN l.bettor_id ELSE u.path[array_length(u.path, 1) - d] END, d,
      CASE WHEN d = 0 THEN NULL WHEN d = 1 THEN l.bettor_id ELSE u.path[array_length(u.path, 1) - d + 1] END,
      l.draw_id, 1, l.draw_date,
      CASE WHEN d = 0 THEN 0 ELSE l.stake - (d - 1) * (l.stake / 4) END,
      CASE WHEN d = 0 THEN 0 WHEN d = 4 THEN l.stake - 3 * (l.stake / 4) ELSE l.stake / 4 END,
      CASE WHEN d = 0 THEN l.stake WHEN d = 4 THEN 0 ELSE l.stake - d * (l.stake / 4) END,
      8000 - 100 * d, l.payouts, CASE WHEN d = 0 THEN NULL ELSE 8000 - 100 * (d - 1) END, l.payouts
    FROM bet_lines l JOIN users u ON u.id = l.bettor_id, generate_series(0, 4) d
    WHERE l.ticket_id IN (SELECT id FROM tickets WHERE order_key LIKE 'rush-%')`);
  await raw.query(`INSERT INTO exposure AS e (user_id, draw_id, number, code, ibox, demo, sale_gross, sale_net, in_amount, eat, eat_net)
    SELECT s.user_id, s.draw_id, l.limit_key, l.code, false, false, sum(l.stake),
      sum((2 * s.down_rate::bigint * s.in_amount + 10000) / 20000), sum(s.in_amount), sum(s.eat),
      sum((2 * s.down_rate::bigint * s.eat + 10000) / 20000)
    FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id JOIN tickets t ON t.id = l.ticket_id
    WHERE s.depth > 0 AND t.order_key LIKE 'rush-%'
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (user_id, draw_id, number, code, ibox, demo) DO UPDATE SET sale_gross = e.sale_gross + excluded.sale_gross,
      sale_net = e.sale_net + excluded.sale_net, in_amount = e.in_amount + excluded.in_amount, eat = e.eat + excluded.eat,
      eat_net = e.eat_net + excluded.eat_net`);
  await raw.query(`INSERT INTO exposure_numbers AS n (user_id, draw_id, demo, number, digits, sale_gross, sale_net, eat, eat_net)
    SELECT s.user_id, s.draw_id, false, l.limit_key, CASE WHEN l.code IN ('B', 'S') THEN 4 ELSE left(l.code, 1)::smallint END,
      sum(l.stake), sum((2 * s.down_rate::bigint * s.in_amount + 10000) / 20000), sum(s.eat),
      sum((2 * s.down_rate::bigint * s.eat + 10000) / 20000)
    FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id JOIN tickets t ON t.id = l.ticket_id
    WHERE s.depth > 0 AND t.order_key LIKE 'rush-%'
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (user_id, draw_id, demo, number, digits) DO UPDATE SET sale_gross = n.sale_gross + excluded.sale_gross,
      sale_net = n.sale_net + excluded.sale_net, eat = n.eat + excluded.eat, eat_net = n.eat_net + excluded.eat_net`);
  await raw.query(`INSERT INTO exposure_codes AS c (user_id, draw_id, demo, code, stripe, sale_gross, sale_net, eat, eat_net)
    SELECT s.user_id, s.draw_id, false, l.code, 0, sum(l.stake), sum((2 * s.down_rate::bigint * s.in_amount + 10000) / 20000),
      sum(s.eat), sum((2 * s.down_rate::bigint * s.eat + 10000) / 20000)
    FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id JOIN tickets t ON t.id = l.ticket_id
    WHERE s.depth > 0 AND t.order_key LIKE 'rush-%'
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (user_id, draw_id, demo, code, stripe) DO UPDATE SET sale_gross = c.sale_gross + excluded.sale_gross,
      sale_net = c.sale_net + excluded.sale_net, eat = c.eat + excluded.eat, eat_net = c.eat_net + excluded.eat_net`);
  await raw.query('VACUUM ANALYZE');
  console.log(
    `map rush bench: ${LINES} lines on the open draw ${drawDate} (pool 1) loaded in ${(ms(t0) / 1000).toFixed(1)} s`,
  );

  const viewers = [
    { name: 'company demo_co', cookie: await login('demo_co') },
    { name: 'agent demo_ag', cookie: await login('demo_ag') },
  ].slice(0, Math.max(1, READERS));
  const shapes = [
    { name: 'top 50', body: { drawDate, reportType: 3 } },
    {
      name: 'every number, page of 100',
      body: { drawDate, reportType: 1, sort: 'number', top: 0, PageSize: 100 },
    },
  ];
  /** Each viewer reads in a loop (the two shapes in turn) until `done()` or `reads` reads. */
  const readMaps = async (done, reads) => {
    const times = Object.fromEntries(shapes.map((s) => [s.name, []]));
    await Promise.all(
      viewers.map(async (v) => {
        for (let i = 0; (reads === undefined || i < reads) && !done(); i++) {
          const shape = shapes[i % shapes.length];
          const s = process.hrtime.bigint();
          const res = await fetch(`${address}/api/Report/GetActiveMapReport`, {
            method: 'POST',
            headers: {
              'x-requested-with': 'XMLHttpRequest',
              'content-type': 'application/json',
              cookie: v.cookie,
            },
            body: JSON.stringify(shape.body),
          });
          const body = await res.json();
          if (!body.success) throw new Error(`map refused: ${JSON.stringify(body).slice(0, 300)}`);
          times[shape.name].push(ms(s));
        }
      }),
    );
    return times;
  };
  const mapLine = (times) =>
    Object.entries(times)
      .map(
        ([k, list]) => `${k} p50 ${fmt(pct(list, 50))} / p99 ${fmt(pct(list, 99))} ms (${list.length} reads)`,
      )
      .join('; ');
  const orderLine = (r) =>
    `${fmt((CLIENTS * ORDERS * 1000) / r.wall)} orders/s, p50 ${fmt(pct(r.latencies, 50))} / p99 ${fmt(pct(r.latencies, 99))} ms, ${r.failures} refused`;

  await readMaps(() => false, 4); // warm-up
  const mapAlone = await readMaps(() => false, MAP_READS);
  console.log(`map rush bench: map alone (${viewers.length} readers): ${mapLine(mapAlone)}`);
  const ordersAlone = await runOrders('bench0', ORDERS);
  console.log(`map rush bench: orders alone: ${orderLine(ordersAlone)}`);
  let ordersDone = false;
  const [both, mapBoth] = await Promise.all([
    runOrders('bench1', ORDERS).then((r) => {
      ordersDone = true;
      return r;
    }),
    readMaps(() => ordersDone),
  ]);
  console.log(`map rush bench: orders with the map read: ${orderLine(both)}`);
  console.log(`map rush bench: map read with the orders: ${mapLine(mapBoth)}`);
  console.log(
    `map rush bench: load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await raw.end();
} finally {
  await app?.close();
  await handle.close();
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await scratch.drop();
  rmSync(tmp, { recursive: true, force: true });
}
