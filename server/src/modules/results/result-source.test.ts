import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { findJob, runJob } from '../../jobs/scheduler';
import { parseFeed, FeedFormatError, runResultSource } from './source';
import { SYSTEM_SETTINGS_KEY } from '../configuration';
import { SETUP_TIMEOUT, startTestApp, type TestApp } from '../../../test/harness';
import { drawId } from '../../../test/reportFixtures';

let t: TestApp;
let server: Server;
let base: string;
/** Per path: the handler of the local feed; every request is recorded. */
const handlers = new Map<string, (url: URL, res: ServerResponse) => void>();
const requests: string[] = [];

const DATE = '2031-04-01';
const AFTER = new Date('2031-04-01T12:00:00Z'); // 20:00 in Kuala Lumpur
const BEFORE = new Date('2031-04-01T11:00:00Z'); // 19:00, before scrapeResultTime 19:30

const nums = (start: number) => Array.from({ length: 10 }, (_, i) => String(start + i).padStart(4, '0'));
const draw = (poolId: number, extra: object = {}) => ({
  poolId,
  drawDate: DATE,
  first: '1234',
  second: '5678',
  third: '9012',
  starters: nums(100),
  consolations: nums(200),
  ...extra,
});
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

async function setSites(normal: string[], gd: string[]) {
  const value = JSON.stringify({
    scrapeResultSitesNormal: normal,
    scrapeResultSitesGd: gd,
    scrapeResultTime: '19:30',
  });
  await sql`INSERT INTO app_settings (key, value) VALUES (${SYSTEM_SETTINGS_KEY}, ${value}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`.execute(t.db);
}
async function at(instant: Date) {
  await t.clock.setTestClock(instant);
  await t.clock.refresh();
}
const statusOf = async (poolId: number) =>
  await t.db
    .selectFrom('draws')
    .select(['result_status', 'release_status'])
    .where('draw_date', '=', DATE)
    .where('pool_id', '=', poolId)
    .executeTakeFirstOrThrow();
const outboundLogs = async () =>
  Number(
    (
      await t.db
        .selectFrom('api_logs')
        .select(sql<string>`count(*)`.as('n'))
        .where('direction', '=', 'outbound')
        .where('uri', 'like', `${base}%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestApp();
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    const handler = handlers.get(url.pathname);
    if (handler) handler(url, res);
    else json(res, 404, { error: 'no such feed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const pool of [1, 2, 3, 8]) await drawId(t.db, DATE, pool);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe('parseFeed', () => {
  it('keeps the draws of the date and pools asked for and refuses anything malformed', () => {
    const feed = JSON.stringify({ draws: [draw(1), draw(2), { ...draw(1), drawDate: '2031-03-31' }] });
    expect(parseFeed(feed, DATE, [1]).map((d) => d.poolId)).toEqual([1]);
    expect(() => parseFeed('<html>', DATE, [1])).toThrow(FeedFormatError);
    expect(() => parseFeed(JSON.stringify({ draws: [draw(1, { first: '12a4' })] }), DATE, [1])).toThrow(
      FeedFormatError,
    );
    expect(() =>
      parseFeed(JSON.stringify({ draws: [draw(1, { starters: nums(1).slice(0, 9) })] }), DATE, [1]),
    ).toThrow(FeedFormatError);
    expect(() => parseFeed(JSON.stringify({ results: [] }), DATE, [1])).toThrow(FeedFormatError);
  });
});

describe('result-source job', () => {
  it('does nothing before scrapeResultTime', async () => {
    await setSites([`${base}/normal`], []);
    await at(BEFORE);
    const before = requests.length;
    const s = await runResultSource({ db: t.db, clock: t.clock });
    expect(s.skipped).toBe('before 19:30');
    expect(requests.length).toBe(before);
  });

  it('saves nothing from a malformed feed', async () => {
    handlers.set('/bad', (_url, res) => json(res, 200, { draws: [draw(1, { first: '12345' })] }));
    await setSites([`${base}/bad`], []);
    await at(AFTER);
    const s = await runResultSource({ db: t.db, clock: t.clock }, { retry: { sleep: async () => {} } });
    expect(s.saved).toBe(0);
    expect(s.errors[0]).toMatch(/malformed/);
    expect(await statusOf(1)).toEqual({ result_status: 'none', release_status: 'pending' });
    expect(await t.db.selectFrom('draw_results').select('draw_id').execute()).toEqual([]);
  });

  it('retries a failing feed with exponential backoff, then saves results as pending, never released', async () => {
    let calls = 0;
    handlers.set('/flaky', (url, res) => {
      calls += 1;
      if (calls <= 2) return json(res, 503, { error: 'busy' });
      expect(url.searchParams.get('date')).toBe(DATE);
      json(res, 200, {
        draws: [
          draw(1),
          draw(2, { first: '4321' }),
          draw(3, { fiveD: { first: '12345', second: '23456', third: '34567' }, sixD: { first: '123456' } }),
          draw(8),
        ],
      });
    });
    handlers.set('/gd', (_url, res) => json(res, 200, { draws: [draw(8, { first: '8888' })] }));
    await setSites([`${base}/flaky`], [`${base}/gd`]);
    await at(AFTER);
    const logsBefore = await outboundLogs();
    const delays: number[] = [];
    const s = await runResultSource(
      { db: t.db, clock: t.clock },
      { retry: { baseDelayMs: 100, sleep: async (ms) => void delays.push(ms) } },
    );
    expect(delays).toEqual([100, 200]);
    expect(calls).toBe(3);
    expect(s).toMatchObject({ saved: 4, wanted: 4, errors: [] });
    // 3 calls to the normal site + 1 to the GD site, each logged.
    expect((await outboundLogs()) - logsBefore).toBe(4);
    for (const pool of [1, 2, 3, 8])
      expect(await statusOf(pool)).toEqual({ result_status: 'saved', release_status: 'pending' });
    const rows = await t.db
      .selectFrom('draw_results')
      .select(['pool_id', 'first', 'five_d_first', 'six_d_first', 'source', 'saved_by', 'status'])
      .orderBy('pool_id')
      .execute();
    expect(rows).toEqual([
      {
        pool_id: 1,
        first: '1234',
        five_d_first: null,
        six_d_first: null,
        source: 'source',
        saved_by: null,
        status: 'saved',
      },
      {
        pool_id: 2,
        first: '4321',
        five_d_first: null,
        six_d_first: null,
        source: 'source',
        saved_by: null,
        status: 'saved',
      },
      {
        pool_id: 3,
        first: '1234',
        five_d_first: '12345',
        six_d_first: '123456',
        source: 'source',
        saved_by: null,
        status: 'saved',
      },
      // GD comes from the GD site, not the normal one.
      {
        pool_id: 8,
        first: '8888',
        five_d_first: null,
        six_d_first: null,
        source: 'source',
        saved_by: null,
        status: 'saved',
      },
    ]);
    const fetches = await t.db
      .selectFrom('result_source_fetches')
      .select(['pool_id', 'status'])
      .orderBy('pool_id')
      .execute();
    expect(fetches.every((f) => f.status === 'saved')).toBe(true);
  });

  it('runs as the scheduled job and fetches nothing again once every result is saved', async () => {
    const job = findJob('result-source');
    expect(job?.everyMs).toBeGreaterThan(0);
    const before = requests.length;
    const outcome = await runJob({ db: t.db, clock: t.clock }, job!, { startedBy: null });
    expect(outcome).toMatchObject({ status: 'done', message: `${DATE}: 0 of 0 saved` });
    expect(requests.length).toBe(before);
  });

  it('gives up after the last attempt and reports the failure', async () => {
    const other = '2031-04-02';
    await drawId(t.db, other, 1);
    let calls = 0;
    handlers.set('/down', (_url, res) => {
      calls += 1;
      json(res, 500, 'oops');
    });
    await setSites([`${base}/down`], []);
    await at(new Date('2031-04-02T12:00:00Z'));
    const s = await runResultSource(
      { db: t.db, clock: t.clock },
      { retry: { attempts: 3, baseDelayMs: 1, sleep: async () => {} } },
    );
    expect(calls).toBe(3);
    expect(s.saved).toBe(0);
    expect(s.errors[0]).toMatch(/HTTP 500 after 3 attempts/);
    await t.clock.setTestClock(null);
  });
});
