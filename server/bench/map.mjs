// Map benchmark (REPORTS.md "Exposure family", "Speed"): GetMapReport and GetActiveMapReport on a
// draw date whose Magnum draw has 1,000,000 active lines (PMP and Toto 100,000 each), 4 shares a line
// (player, agent, master, company), for the company and for a master (a quarter of the lines): p50
// and p99 per report type, all pools, the top 50 by total and every number by number; and the
// straightforward GROUP BY over the share rows for the same map, measured in the same run.
// Targets: p50 <= 50 ms, p99 <= 150 ms. DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// names the server; a scratch database is created and dropped. docs/performance.md "Exposure" records it.
import { loadavg } from 'node:os';
import { bundleServer, scratchDatabase } from './shared.mjs';

const LINES = Number(process.env.BENCH_MAP_LINES ?? 1_000_000);
const OTHER = Math.round(LINES / 10);
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 40);
const WARM = 3;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const entry = `
export { openPostgres } from '../src/db/connection';
export { migrateToLatest } from '../src/db/migrate';
export { getMapReport, getActiveMapReport } from '../src/modules/reports/mapReport';
export { selectMapCellsFromLines } from '../src/modules/reports/queries/exposure';
export { BET_CODES } from '@drawdesk/shared-kernel/domain/betting';
`;
const services = await bundleServer('map', entry, {
  external: ['pg', 'kysely', '@electric-sql/pglite', 'pino', '@node-rs/argon2', 'fastify'],
});
const {
  openPostgres,
  migrateToLatest,
  getMapReport,
  getActiveMapReport,
  selectMapCellsFromLines,
  BET_CODES,
} = services;

// BENCH_MAP_DB: measure again on a database an earlier run kept (BENCH_KEEP=1), without seeding it.
const reuse = process.env.BENCH_MAP_DB;
const name = reuse ?? `dd_bench_map_${process.pid}`;
const scratch = reuse
  ? { url: Object.assign(new URL(serverUrl), { pathname: `/${reuse}` }).toString(), drop: async () => {} }
  : await scratchDatabase(serverUrl, name);
const handle = openPostgres(scratch.url, 4);
const db = handle.db;
const { sql } = await import('kysely');
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const time = async (fn) => {
  const t0 = process.hrtime.bigint();
  const value = await fn();
  return { ms: ms(t0), value };
};
const quantile = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

const CO = 3000001;
const drawDate = '2031-02-05';
/** A logged-in main account's context as the services read it. */
const contextOf = (id, roleId, path) => ({
  sessionId: 'bench',
  principalId: id,
  user: {
    id,
    username: `map_${id}`,
    roleId,
    mainAccountId: null,
    targetLines: [],
    accessString: 'Map Report:1',
    path,
  },
});

/** Seeds the tree, the lines, their shares and the exposure aggregate; returns the time it took. */
async function seedDatabase(run) {
  // Tree: a company, 4 masters (pt 40), 20 agents (pt 50, 5 under each master), 2,000 players.
  await run(`INSERT INTO users (id, username, password_hash, role_id, path, company_id, credit_limit)
    VALUES (${CO}, 'map_co', 'x', 3, ARRAY[${CO}], ${CO}, 0)`);
  await run(`INSERT INTO users (id, username, password_hash, role_id, agent_level, upline_id, path, company_id, credit_limit)
    SELECT ${CO} + 100 + m, 'map_ma' || m, 'x', 4, 1, ${CO}, ARRAY[${CO}, ${CO} + 100 + m], ${CO}, 0
    FROM generate_series(1, 4) m`);
  await run(`INSERT INTO users (id, username, password_hash, role_id, agent_level, upline_id, path, company_id, credit_limit)
    SELECT ${CO} + 200 + a, 'map_ag' || a, 'x', 4, 2, ${CO} + 100 + 1 + a % 4,
      ARRAY[${CO}, ${CO} + 100 + 1 + a % 4, ${CO} + 200 + a], ${CO}, 0
    FROM generate_series(0, 19) a`);
  await run(`INSERT INTO users (id, username, password_hash, role_id, upline_id, path, company_id, credit_limit)
    SELECT ${CO} + 1000 + p, 'map_p' || p, 'x', 5, ${CO} + 200 + p % 20,
      ARRAY[${CO}, ${CO} + 100 + 1 + (p % 20) % 4, ${CO} + 200 + p % 20, ${CO} + 1000 + p], ${CO}, 0
    FROM generate_series(0, 1999) p`);
  await run(`INSERT INTO draws (id, pool_id, draw_date) VALUES (910001, 1, '${drawDate}'), (910002, 2, '${drawDate}'),
    (910003, 3, '${drawDate}')`);
  await run(`INSERT INTO tickets (id, ticket_no, xid, bettor_id, actor_id, ordering_agent_id, company_id, source,
      bet_string, receipt_string, gross, net, first_draw_date, last_draw_date, draw_ids)
    SELECT t, 'M' || t, 'MX' || t, ${CO} + 1000 + t % 2000, ${CO} + 1000 + t % 2000, ${CO} + 1000 + t % 2000, ${CO},
      'express', '', '', 0, 0, '${drawDate}', '${drawDate}', '{}'
    FROM generate_series(1, 50000) t`);
  return time(async () => {
    // A mix of codes and kinds: Big 45%, Small 20%, 4A, 4SD, 3A, 3C, 2A (5D and 6D instead on Toto),
    // ibox Big, box Big (stored expanded); numbers spread over every 4-digit number.
    // Bettor, number and code drawn apart (hashes of the line id), so each viewer sees every number and code.
    const n4 = `lpad(((hashint4(i + 7) & 2147483647) % 10000)::text, 4, '0')`;
    const slot = `((hashint4(i + 13) & 2147483647) % 20)`;
    const lines = (from, count, draw, pool) => `
      INSERT INTO bet_lines (id, ticket_id, bettor_id, draw_id, pool_id, draw_date, input_line, number, code, kind,
        limit_key, requested, stake, ibox_divisor, base_rate, bet_rate, payouts, net)
      SELECT i, 1 + (hashint4(i) & 2147483647) % 50000, ${CO} + 1000 + (1 + (hashint4(i) & 2147483647) % 50000) % 2000, ${draw}, ${pool},
        '${drawDate}', 1, x.number,
        x.code, x.kind, x.limit_key, x.stake, x.stake, CASE WHEN x.kind = 3 THEN 24 ELSE 1 END, 10000, 8000,
        '{250000,100000,50000,18000,6000}', (2 * 8000::bigint * x.stake + 10000) / 20000
      FROM generate_series(${from}, ${from + count - 1}) i CROSS JOIN LATERAL (
        SELECT code, kind, number,
          CASE WHEN kind = 3 THEN (SELECT string_agg(c, '' ORDER BY c) FROM regexp_split_to_table(number, '') c)
               WHEN code IN ('3A', '3C') THEN right(number, 3) WHEN code = '2A' THEN right(number, 2)
               ELSE number END AS limit_key,
          100 + (hashint4(i + 23) & 2147483647) % 1900 AS stake
        FROM (SELECT
          CASE WHEN ${slot} < 9 THEN 'B' WHEN ${slot} < 13 THEN 'S' WHEN ${slot} = 13 THEN '4A' WHEN ${slot} = 14 THEN '4SD'
               WHEN ${slot} = 15 THEN '3A' WHEN ${slot} = 16 THEN '3C'
               WHEN ${slot} = 17 THEN ${pool === 3 ? "'5D'" : "'2A'"} WHEN ${slot} = 18 THEN ${pool === 3 ? "'6D'" : "'B'"}
               ELSE 'B' END AS code,
          CASE WHEN ${slot} = 18 AND ${pool} <> 3 THEN 3 WHEN ${slot} = 19 THEN 2 ELSE 1 END AS kind,
          CASE WHEN ${pool} = 3 AND ${slot} = 17 THEN lpad(((hashint4(i + 17) & 2147483647) % 100000)::text, 5, '0')
               WHEN ${pool} = 3 AND ${slot} = 18 THEN lpad(((hashint4(i + 19) & 2147483647) % 1000000)::text, 6, '0')
               ELSE ${n4} END AS number) y) x`;
    await run(lines(1, LINES, 910001, 1));
    await run(lines(LINES + 1, OTHER, 910002, 2));
    await run(lines(LINES + OTHER + 1, OTHER, 910003, 3));
    await run(`UPDATE tickets t SET draw_ids = x.ids
      FROM (SELECT ticket_id, array_agg(DISTINCT draw_id ORDER BY draw_id) AS ids FROM bet_lines GROUP BY ticket_id) x
      WHERE t.id = x.ticket_id`);
    await run(`INSERT INTO bet_shares (bet_line_id, user_id, depth, down_user_id, draw_id, pool_id, draw_date, in_amount,
        eat, out_amount, rate, payouts, down_rate, down_payouts)
      SELECT l.id, l.bettor_id, 0, NULL, l.draw_id, l.pool_id, l.draw_date, 0, 0, l.stake, 8000, l.payouts, NULL, NULL
      FROM bet_lines l
      UNION ALL
      SELECT l.id, p.path[3], 1, l.bettor_id, l.draw_id, l.pool_id, l.draw_date, l.stake, l.stake / 2, l.stake - l.stake / 2,
        7800, l.payouts, 8000, l.payouts
      FROM bet_lines l JOIN users p ON p.id = l.bettor_id
      UNION ALL
      SELECT l.id, p.path[2], 2, p.path[3], l.draw_id, l.pool_id, l.draw_date, l.stake - l.stake / 2,
        (l.stake - l.stake / 2) * 40 / 100, (l.stake - l.stake / 2) - (l.stake - l.stake / 2) * 40 / 100,
        7600, l.payouts, 7800, l.payouts
      FROM bet_lines l JOIN users p ON p.id = l.bettor_id
      UNION ALL
      SELECT l.id, ${CO}, 3, p.path[2], l.draw_id, l.pool_id, l.draw_date,
        (l.stake - l.stake / 2) - (l.stake - l.stake / 2) * 40 / 100, (l.stake - l.stake / 2) - (l.stake - l.stake / 2) * 40 / 100,
        0, 7400, l.payouts, 7600, l.payouts
      FROM bet_lines l JOIN users p ON p.id = l.bettor_id`);
    // The exposure aggregate as the order write keeps it (these lines were inserted straight).
    await run(`INSERT INTO exposure (user_id, draw_id, number, code, ibox, demo, sale_gross, sale_net, in_amount, eat, eat_net)
      SELECT s.user_id, s.draw_id, CASE WHEN l.kind = 3 THEN l.number ELSE l.limit_key END, l.code, l.kind = 3, false,
        sum(l.stake), sum((2 * s.down_rate::bigint * s.in_amount + 10000) / 20000), sum(s.in_amount), sum(s.eat),
        sum((2 * s.down_rate::bigint * s.eat + 10000) / 20000)
      FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id
      WHERE s.depth > 0
      GROUP BY 1, 2, 3, 4, 5`);
    // And its per-number sums (migration 0024), as the order write keeps them.
    await run(`INSERT INTO exposure_numbers (user_id, draw_id, demo, number, digits, sale_gross, sale_net, eat, eat_net,
        own_stake, own_net)
      SELECT user_id, draw_id, demo, number, CASE WHEN code IN ('B', 'S') THEN 4 ELSE left(code, 1)::smallint END,
        sum(sale_gross), sum(sale_net), sum(eat), sum(eat_net), sum(own_stake), sum(own_net)
      FROM exposure GROUP BY 1, 2, 3, 4, 5`);
    // And its per-code sums (migration 0027), on one stripe.
    await run(`INSERT INTO exposure_codes (user_id, draw_id, demo, code, stripe, sale_gross, sale_net, eat, eat_net,
        own_stake, own_net)
      SELECT user_id, draw_id, demo, code, 0, sum(sale_gross), sum(sale_net), sum(eat), sum(eat_net), sum(own_stake),
        sum(own_net)
      FROM exposure GROUP BY 1, 2, 3, 4`);
    await run('VACUUM ANALYZE');
  });
}

try {
  await migrateToLatest(db);
  const run = (q) => sql.raw(q).execute(db);
  const seed = reuse ? { ms: 0 } : await seedDatabase(run);
  const { rows: sizes } = await run(`SELECT (SELECT count(*) FROM bet_lines)::int AS lines,
      (SELECT count(*) FROM bet_shares)::int AS shares,
      (SELECT count(*) FROM exposure WHERE user_id = ${CO})::int AS company_rows,
      (SELECT count(*) FROM exposure WHERE user_id = ${CO} + 101)::int AS master_rows`);
  const size = sizes[0];
  console.log(
    `map bench: seeded ${size.lines} lines (${LINES} on the Magnum draw), ${size.shares} shares in ` +
      `${(seed.ms / 1000).toFixed(1)} s; exposure rows: company ${size.company_rows}, master ${size.master_rows}`,
  );

  const deps = { db, clock: { now: () => new Date(), testClockAllowed: false } };
  const viewers = [
    { name: 'company', ctx: contextOf(CO, 3, [CO]) },
    { name: 'master', ctx: contextOf(CO + 101, 4, [CO, CO + 101]) },
  ];
  // The screen pages every number (StartCount/PageSize; page sizes 10 to 500): a page of 100, the
  // first and one deep in the list; and every row at once (print and export) for the record only.
  const shapes = [
    { name: 'top 50 by total', body: {}, target: true },
    {
      name: 'every number by number, first page of 100',
      body: { sort: 'number', top: 0, PageSize: 100 },
      target: true,
    },
    {
      name: 'every number by number, page of 100 at 10,000',
      body: { sort: 'number', top: 0, StartCount: 10_000, PageSize: 100 },
      target: true,
    },
    {
      name: 'every number by total, first page of 100',
      body: { sort: 'total', top: 0, PageSize: 100 },
      target: true,
    },
    { name: 'every number by number, all rows (print)', body: { sort: 'number', top: 0 }, target: false },
  ].filter(
    (s) =>
      !process.env.BENCH_MAP_SHAPES ||
      process.env.BENCH_MAP_SHAPES.split('|').some((n) => s.name.startsWith(n)),
  );
  const calls = [
    ['GetMapReport', (v, body) => getMapReport(deps, v.ctx, { drawDate, ...body })],
    ['GetActiveMapReport', (v, body) => getActiveMapReport(deps, v.ctx, { drawDate, ...body })],
  ];
  const verdicts = [];
  for (const [call, fn] of calls) {
    for (const v of viewers) {
      for (const shape of shapes) {
        const parts = [];
        for (const reportType of [1, 2, 3, 4]) {
          const body = { ...shape.body, reportType };
          for (let i = 0; i < WARM; i++) await fn(v, body);
          const times = [];
          let rows = 0;
          for (let i = 0; i < RUNS; i++) {
            const r = await time(() => fn(v, body));
            times.push(r.ms);
            rows = r.value.rows.length;
          }
          const p50 = quantile(times, 0.5);
          const p99 = quantile(times, 0.99);
          if (shape.target) verdicts.push(p50 <= 50 && p99 <= 150);
          parts.push(`type ${reportType} p50 ${p50.toFixed(1)} / p99 ${p99.toFixed(1)} ms (${rows} rows)`);
        }
        console.log(`map bench: ${call}, ${v.name}, all pools, ${shape.name}: ${parts.join('; ')}`);
      }
    }
  }

  // The straightforward query: the same map grouped from the share rows (what the aggregate replaces).
  for (const v of process.env.BENCH_MAP_BASELINE === '0' ? [] : viewers) {
    const times = [];
    for (let i = 0; i < 3; i++) {
      times.push(
        (
          await time(() =>
            selectMapCellsFromLines(db, {
              holder: { companies: false, id: v.ctx.principalId },
              draws: [1, 2, 3].map((p) => ({ id: 910000 + p, poolId: p, drawDate })),
              codes: [...BET_CODES],
              reportType: 3,
              number: null,
              top: 50,
              sort: 'total',
              lineFilter: () => sql`true`,
              bettorViewer: false,
            }),
          )
        ).ms,
      );
    }
    console.log(
      `map bench: straightforward GROUP BY over the share rows, ${v.name}, eat gross, all pools, top 50: ` +
        `p50 ${quantile(times, 0.5).toFixed(0)} ms (runs ${times.map((x) => x.toFixed(0)).join(', ')})`,
    );
  }
  console.log(
    `map bench: targets p50 <= 50 ms and p99 <= 150 ms (paged shapes and top 50): met in ${verdicts.filter(Boolean).length} of ${verdicts.length}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await handle.close();
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await scratch.drop();
}
