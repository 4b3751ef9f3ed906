// Betting benchmark: express orders of 10 lines over HTTP at 16 concurrent clients against
// real PostgreSQL (the real app, listening on a port), throughput and latency, and the ratio to a bare
// SQL bet transaction (one conditional credit update and the same rows inserted) measured in the same
// run; then parse + expand of a 10,000-line bet string. DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) names the server; a scratch database is created and dropped.
// docs/performance.md "Betting" records the numbers.
import { Buffer } from 'node:buffer';
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URLSearchParams } from 'node:url';
import pg from 'pg';
import { addBenchBettors, bundleServer, listenBenchApp, scratchDatabase } from './shared.mjs';

const self = fileURLToPath(import.meta.url);
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const LINES = 10;
const betString = (c, i) => {
  const lines = ['#1'];
  for (let l = 0; l < LINES; l++)
    lines.push(`${String((c * 7919 + i * 131 + l * 17) % 10000).padStart(4, '0')}#B1`);
  return lines.join('\n');
};

// The load generator runs in a child process of its own (fork of this file), so the server process
// measured is the app alone: it gets { address, cookies, orders } and answers { latencies, failures, wall }.
if (process.env.DD_BENCH_ROLE === 'client') {
  // Each client is one keep-alive HTTP/1.1 connection written and read by hand (a request, then its
  // reply, Content-Length framed as Fastify sends JSON), as a load generator on another machine
  // would cost the server nothing: on this shared CPU, node:http cost 0.6 ms an order, fetch 1.7.
  const { connect } = await import('node:net');
  const HEADER_END = Buffer.from('\r\n\r\n');
  const openClient = (url, cookie) =>
    new Promise((resolve, reject) => {
      const { hostname, port } = new URL(url);
      const socket = connect({ host: hostname, port: Number(port), noDelay: true });
      let pending = null;
      let buffered = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
        const end = buffered.indexOf(HEADER_END);
        if (end < 0 || !pending) return;
        const head = buffered.subarray(0, end).toString('latin1');
        const length = /\r\ncontent-length: *(\d+)/i.exec(head);
        if (!length) return pending.reject(new Error(`reply without Content-Length: ${head}`));
        const total = end + 4 + Number(length[1]);
        if (buffered.length < total) return;
        const body = buffered.subarray(end + 4, total).toString('utf8');
        buffered = buffered.subarray(total);
        const done = pending;
        pending = null;
        done.resolve(JSON.parse(body));
      });
      socket.once('error', (error) => (pending ? pending.reject(error) : reject(error)));
      socket.once('connect', () =>
        resolve(
          (path, body) =>
            new Promise((res, rej) => {
              pending = { resolve: res, reject: rej };
              socket.write(
                `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n` +
                  `X-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\n` +
                  `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: ${cookie}\r\n\r\n${body}`,
              );
            }),
        ),
      );
    });
  process.once('message', async ({ address, cookies, orders, phase }) => {
    // Rounds ('bench0', 'bench1', ...) bet on numbers of their own.
    const offset = phase.startsWith('bench') ? Number(phase.slice(5)) * orders : 0;
    const latencies = [];
    let failures = 0;
    const t0 = process.hrtime.bigint();
    await Promise.all(
      cookies.map(async (cookie, c) => {
        const post = await openClient(address, cookie);
        for (let i = 0; i < orders; i++) {
          const s = process.hrtime.bigint();
          const body = await post(
            '/api/Bet/PlaceExpressOrder',
            JSON.stringify({
              betString: betString(c, phase === 'warm' ? 99_999 - i : offset + i),
              orderKey: `${phase}-${c}-${i}-order`,
            }),
          );
          if (!body.success) failures++;
          latencies.push(ms(s));
        }
      }),
    );
    const cpu = process.cpuUsage();
    process.send({ latencies, failures, wall: ms(t0), cpuMs: (cpu.user + cpu.system) / 1000 }, () =>
      process.exit(0),
    );
  });
  await new Promise(() => {});
}

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 120); // per client
const WARM = Number(process.env.BENCH_WARM ?? 5); // per client, not measured
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3); // pipeline and bare alternate, ORDERS per client each
const LIMITS = process.env.BENCH_LIMITS === '1';
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE; // a file: the server's CPU profile of the measured phase

const entry = `
export { buildApp } from '../src/app';
export { DEFAULT_POOL_SIZE, openPostgres } from '../src/db/connection';
export { migrateToLatest } from '../src/db/migrate';
export { seedOnStart } from '../src/seed/seed';
export { parseBetString, expandOrder } from '@drawdesk/shared-kernel/domain/betting';
`;
const {
  buildApp,
  DEFAULT_POOL_SIZE,
  openPostgres,
  migrateToLatest,
  seedOnStart,
  parseBetString,
  expandOrder,
} = await bundleServer('betting', entry, {
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
});

/**
 * CPU time (ms) used so far by the PostgreSQL backends serving database `db` (from /proc: their
 * process title names the database), or null where /proc cannot tell. Other databases' sessions
 * on the same server (other test runs) are not counted.
 */
const TICK_MS = 10; // USER_HZ 100
function postgresCpuMs(db) {
  try {
    let total = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat;
      let title;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (!title.startsWith('postgres:') || !title.includes(` ${db} `)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
    }
    return total;
  } catch {
    return null;
  }
}
const cpuMsOfSelf = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const pct = (list, p) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))];
};
const fmt = (n) => n.toFixed(1);

// The app runs with the pool it opens in production (openPostgres' default); the bare transaction
// gets the same number of connections. BENCH_POOL overrides both.
const POOL = Number(process.env.BENCH_POOL ?? DEFAULT_POOL_SIZE);
const name = `dd_bench_bet_${process.pid}`;
const scratch = await scratchDatabase(serverUrl, name);
const handle = openPostgres(scratch.url, POOL);
const db = handle.db;
const tmp = mkdtempSync(join(tmpdir(), 'dd-bench-'));
let app;
const results = {};
try {
  await migrateToLatest(db);
  await seedOnStart(db, { embedded: true, seed: 'demo', adminPassword: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: POOL });
  // The scratch database is dropped WITH (FORCE) at the end: a connection still closing then is cut.
  raw.on('error', () => {});

  // BENCH_LIMITS=1: demo_ag (every bettor's agent) eats 50% under a Big fight limit per number that
  // never runs out, so every line of an order also reads and writes a limit_usage row.
  if (LIMITS) {
    await raw.query(
      `WITH ag AS (SELECT id FROM users WHERE username = 'demo_ag'), e AS (
         INSERT INTO account_eat_settings (user_id, position_taking, grouping) SELECT id, 50, 1 FROM ag
         ON CONFLICT (user_id) DO UPDATE SET position_taking = 50, grouping = 1)
       INSERT INTO account_fight_limits (user_id, basis, limit_key, amount) SELECT id, 1, 'B', 100000000 FROM ag
       ON CONFLICT DO NOTHING`,
    );
  }

  // One bettor per client under demo_ag (so clients do not queue on one credit row), demo password.
  const bettors = await addBenchBettors(raw, 'bench_p', CLIENTS);

  const started = await listenBenchApp(buildApp, db, { tmp, databaseUrl: scratch.url });
  app = started.app;
  const { address } = started;
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const cookies = [];
  for (const b of bettors) {
    const res = await fetch(`${address}/api/Account/Login`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: b.username, password: 'Demo@12345' }),
    });
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`login ${b.username} failed: ${res.status} ${await res.text()}`);
    cookies.push(cookie);
  }

  /** One phase of the load generator in its own process. */
  const runClients = (phase, orders) =>
    new Promise((resolve, reject) => {
      const child = fork(self, [], { env: { ...process.env, DD_BENCH_ROLE: 'client' }, stdio: 'inherit' });
      child.once('message', resolve);
      child.once('error', reject);
      child.once('exit', (code) => {
        if (code !== 0) reject(new Error(`bench client exited with ${code}`));
      });
      child.send({ address, cookies, orders, phase });
    });

  // Warm-up (JIT, plans, pools), not measured.
  await runClients('warm', WARM);

  // Rows one order writes: the bare transaction inserts as many (measured on a warm-up order).
  const { rows: shape } = await raw.query(
    `SELECT (SELECT count(*) FROM bet_lines WHERE ticket_id = t.id)::int AS lines,
       (SELECT count(*) FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id WHERE l.ticket_id = t.id)::int AS shares
     FROM tickets t WHERE order_key = 'warm-0-0-order'`,
  );
  const { lines: lineRows, shares: shareRows } = shape[0];
  const draw = (await raw.query(`SELECT draw_id FROM bet_lines LIMIT 1`)).rows[0].draw_id;

  /** 1. The real pipeline over HTTP, the clients in another process: one round. */
  const pipelineRound = async (round) => {
    const [server0, pg0] = [cpuMsOfSelf(), postgresCpuMs(name)];
    const { latencies, failures, wall, cpuMs } = await runClients(`bench${round}`, ORDERS);
    const [server1, pg1] = [cpuMsOfSelf(), postgresCpuMs(name)];
    return {
      latencies,
      failures,
      wall,
      cpu: { server: server1 - server0, client: cpuMs, postgres: pg0 === null ? null : pg1 - pg0 },
    };
  };

  /** 2. The bare SQL bet transaction (one conditional credit update and the same rows): one round. */
  const bareRound = async (round) => {
    const latencies = [];
    const [self0, pg0] = [cpuMsOfSelf(), postgresCpuMs(name)];
    const b0 = process.hrtime.bigint();
    await Promise.all(
      bettors.map(async (b, c) => {
        const client = await raw.connect();
        try {
          for (let i = 0; i < ORDERS; i++) {
            const s = process.hrtime.bigint();
            await client.query('BEGIN');
            const ok = await client.query(
              `UPDATE users SET outstanding = outstanding + 800 WHERE id = $1 AND credit_limit - outstanding - 800 + balance >= 0`,
              [b.id],
            );
            if (ok.rowCount !== 1) throw new Error('bare credit refused');
            const t = await client.query(
              `INSERT INTO tickets (ticket_no, xid, bettor_id, actor_id, ordering_agent_id, source, order_key, bet_string,
                 receipt_string, gross, net, first_draw_date, last_draw_date, draw_ids)
               VALUES (nextval('ticket_no_seq')::text, md5(random()::text), $1, $1, $1, 'express', $2, 'x', 'x', 1000, 800, current_date, current_date,
                 ARRAY[$3::bigint])
               RETURNING id`,
              [b.id, `bare${round}-${c}-${i}`, draw],
            );
            const ticketId = t.rows[0].id;
            const lines = await client.query(
              `INSERT INTO bet_lines (ticket_id, bettor_id, draw_id, pool_id, draw_date, input_line, number, code, kind,
                 limit_key, requested, stake, base_rate, bet_rate, payouts, net)
               SELECT $1, $2, $3, 1, current_date, g, lpad(g::text, 4, '0'), 'B', 1, lpad(g::text, 4, '0'), 100, 100, 10000, 8000,
                 '{250000,100000,50000,18000,6000}', 80
               FROM generate_series(1, $4::int) g RETURNING id`,
              [ticketId, b.id, draw, lineRows],
            );
            const perLine = Math.max(1, Math.round(shareRows / lineRows));
            await client.query(
              `INSERT INTO bet_shares (bet_line_id, user_id, depth, draw_id, pool_id, draw_date, in_amount, eat, out_amount, rate, payouts)
               SELECT l, u, d, $3, 1, current_date, 100, 0, 100, 8000, '{250000,100000,50000,18000,6000}'
               FROM unnest($1::bigint[]) l, generate_series(0, $2::int - 1) d,
                 LATERAL (SELECT (SELECT path[array_length(path, 1) - d] FROM users WHERE id = ${b.id}) AS u) x`,
              [lines.rows.map((r) => r.id), perLine, draw],
            );
            await client.query(
              `INSERT INTO credit_log (user_id, actor_id, reason, amount, pre_balance, post_balance) VALUES ($1, $1, 'bet', -800, 0, 0)`,
              [b.id],
            );
            await client.query('COMMIT');
            latencies.push(ms(s));
          }
        } finally {
          client.release();
        }
      }),
    );
    const wall = ms(b0);
    const [self1, pg1] = [cpuMsOfSelf(), postgresCpuMs(name)];
    return { latencies, wall, cpu: { client: self1 - self0, postgres: pg0 === null ? null : pg1 - pg0 } };
  };

  // The two alternate, ROUNDS rounds each, so that a change in what the shared machine gives the
  // bench during the run falls on both sides alike.
  let profiler;
  if (CPU_PROFILE) {
    const { Session } = await import('node:inspector/promises');
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const loadBefore = loadavg()[0];
  const pipe = { latencies: [], failures: 0, wall: 0, cpu: { server: 0, client: 0, postgres: 0 } };
  const base = { latencies: [], wall: 0, cpu: { client: 0, postgres: 0 } };
  const add = (into, from) => {
    into.latencies.push(...from.latencies);
    into.wall += from.wall;
    if (from.failures) into.failures += from.failures;
    for (const [k, v] of Object.entries(from.cpu))
      into.cpu[k] = v === null || into.cpu[k] === null ? null : into.cpu[k] + v;
  };
  for (let round = 0; round < ROUNDS; round++) {
    add(pipe, await pipelineRound(round));
    if (profiler && round === ROUNDS - 1) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(CPU_PROFILE, JSON.stringify(profile));
      profiler.disconnect();
    }
    add(base, await bareRound(round));
  }
  const orders = CLIENTS * ORDERS * ROUNDS;
  const perOrder = (cpu) =>
    Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, v === null ? null : v / orders]));
  results.http = {
    orders,
    failures: pipe.failures,
    ordersPerSec: (orders / pipe.wall) * 1000,
    p50: pct(pipe.latencies, 50),
    p99: pct(pipe.latencies, 99),
    load: [loadBefore, loadavg()[0]],
    cpu: perOrder(pipe.cpu),
  };
  results.bare = {
    ordersPerSec: (orders / base.wall) * 1000,
    p50: pct(base.latencies, 50),
    p99: pct(base.latencies, 99),
    cpu: perOrder(base.cpu),
    lineRows,
    shareRows,
  };
  results.ratio = results.http.ordersPerSec / results.bare.ordersPerSec;
  await raw.end();
} finally {
  await app?.close();
  await handle.close();
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await scratch.drop();
  rmSync(tmp, { recursive: true, force: true });
}

// 3. Parse + expand a 10,000-line bet string (pure, in process).
const ctx = {
  today: '2026-11-25',
  openDraws: { 1: ['2026-11-25', '2026-11-28'], 2: ['2026-11-25'], 3: ['2026-11-25'] },
};
const big = [
  'D',
  '#1',
  ...Array.from({ length: 10_000 }, (_, i) => `${String(i).padStart(4, '0')}#1#1`),
].join('\n');
const runs = [];
for (let i = 0; i < 21; i++) {
  const s = process.hrtime.bigint();
  const r = parseBetString(big, { ...ctx, maxLines: 10_000 });
  if (!r.ok) throw new Error('bench bet string did not parse');
  expandOrder(r.order, () => 8000);
  runs.push(ms(s));
}
results.parse10k = { best: Math.min(...runs), median: pct(runs, 50) };

const { http, bare, ratio, parse10k } = results;
console.log(
  `Betting (${CLIENTS} clients, ${ROUNDS} rounds of ${ORDERS} orders each, alternating with the bare transaction, ${LINES} lines an order, pool ${POOL}${LIMITS ? ', a fight limit on every line' : ''}):`,
);
console.log(
  `  PlaceExpressOrder over HTTP: ${fmt(http.ordersPerSec)} orders/s, p50 ${fmt(http.p50)} ms, p99 ${fmt(http.p99)} ms, ${http.failures} refused`,
);
console.log(
  `  bare SQL bet transaction (${bare.lineRows} lines, ${bare.shareRows} shares): ${fmt(bare.ordersPerSec)} tx/s, p50 ${fmt(bare.p50)} ms, p99 ${fmt(bare.p99)} ms`,
);
const cpuOf = (c) =>
  Object.entries(c)
    .map(([k, v]) => `${k} ${v === null ? '?' : v.toFixed(2)}`)
    .join(', ');
console.log(`  CPU ms an order: pipeline ${cpuOf(http.cpu)}; bare ${cpuOf(bare.cpu)}`);
console.log(`  ratio ${ratio.toFixed(2)} (target >= 0.5); p99 target <= 100 ms`);
console.log(
  `  load average (1 min) ${http.load.map((l) => l.toFixed(2)).join(' -> ')} during the run, ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at the end`,
);
console.log(
  `  parse + expand 10,000 lines: best ${fmt(parse10k.best)} ms, median ${fmt(parse10k.median)} ms (target < 50 ms)`,
);
