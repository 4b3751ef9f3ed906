import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { defaultAccessString } from '../src/auth/accessString';
import { hashPassword } from '../src/auth/passwords';
import { createClock, type Clock } from '../src/clock';
import type { Config } from '../src/config';
import { openPglite, openPostgres, type DatabaseHandle, type Db } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedOnStart } from '../src/seed/seed';
import { inject as injectRequest, outerPgliteRuntime } from './outsideJest';

/** PGlite initdb is slow on a busy machine; every beforeAll gets this long. */
export const SETUP_TIMEOUT = 120_000;

export interface FreshDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * PGlite in memory, or with DATABASE_URL a uniquely named database on that server (`poolSize`
 * connections: the race tests open one per concurrent client).
 */
export async function freshDatabase({ poolSize = 4 }: { poolSize?: number } = {}): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(null, outerPgliteRuntime());
    return { handle, dispose: () => handle.close() };
  }
  const name = `dd_t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), poolSize);
  return {
    handle,
    async dispose() {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  config: Config;
  storeDir: string;
  shellDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  testClockAllowed?: boolean;
  /** Extra routes (e.g. a route that throws) added before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => void;
  configure?: (config: Config) => Config;
  /** Seed the demo tickets, results and claims as `npm start` does (default: configuration only). */
  demoActivity?: boolean;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: null,
    adminPassword: null,
    seed: 'demo',
    testClockAllowed: false,
    nodeEnv: 'test',
    remoteStoreDir: '/nonexistent',
    shellDistDir: '/nonexistent',
    logLevel: 'silent',
    trustProxy: false,
    ...overrides,
  };
}

/** A migrated database with the admin and the demo tree, and the app over it. */
/**
 * A test app for the file's tests: started before them and closed after them. The value reads
 * through to the running app (`t.db`, `t.app`, ...), so it can be declared at the top of the file.
 */
export function useTestApp(opts: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(opts);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!started) throw new Error('The test app is used before its beforeAll hook started it.');
      return started[key as keyof TestApp];
    },
  });
}

export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const fresh = await freshDatabase();
  const { db } = fresh.handle;
  await migrateToLatest(db);
  // Tests want the demo tree on PostgreSQL as well, so seed as the embedded database does.
  await seedOnStart(db, {
    embedded: true,
    seed: 'demo',
    adminPassword: null,
    demoActivity: opts.demoActivity ?? false,
  });
  const tmp = mkdtempSync(join(tmpdir(), 'dd-test-'));
  const base = testConfig({
    testClockAllowed: opts.testClockAllowed ?? true,
    remoteStoreDir: join(tmp, 'remotes'),
    shellDistDir: join(tmp, 'shell'),
  });
  const config = opts.configure ? opts.configure(base) : base;
  const clock = createClock(db, config.testClockAllowed);
  const app = await buildApp({ db, config, clock });
  opts.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    storeDir: config.remoteStoreDir,
    shellDir: config.shellDistDir,
    async close() {
      await app.close();
      await fresh.dispose();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  cookie?: string;
  query?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  /** A body sent as is (set its content-type in headers). */
  raw?: string;
  /** Send the X-Requested-With marker (default true). */
  marker?: boolean;
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // Replies are JSON of many shapes; tests read fields they assert on.
  body: Record<string, unknown> & {
    success?: boolean;
    message?: string | null;
    data?: unknown;
    code?: number;
  };
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  cookie?: string;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.marker !== false) headers['x-requested-with'] = 'XMLHttpRequest';
  if (opts.cookie) headers.cookie = opts.cookie;
  const inject: InjectOptions = { method, url, headers, remoteAddress: opts.ip ?? '127.0.0.1' };
  if (opts.query) inject.query = opts.query;
  if (opts.raw !== undefined) {
    inject.payload = opts.raw;
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    inject.payload = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    inject.payload = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await injectRequest(app, inject);
  let body: CallResult['body'] = {};
  try {
    body = JSON.parse(res.body) as CallResult['body'];
  } catch {
    // not JSON (static files)
  }
  const setCookie = res.cookies.find((c) => c.name === 'dd_sid');
  return {
    status: res.statusCode,
    body,
    headers: res.headers,
    text: res.body,
    ...(setCookie ? { cookie: `dd_sid=${setCookie.value}` } : {}),
  };
}

/** The password of every demo account; the default of `login` and `insertTestUser`. */
export const DEMO_PASSWORD = 'Demo@12345';

export async function login(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
  ip?: string,
): Promise<string> {
  const res = await call(app, 'POST', '/api/Account/Login', {
    form: { username, password },
    ...(ip ? { ip } : {}),
  });
  if (res.status !== 200 || !res.body.success || !res.cookie) {
    throw new Error(`login ${username} failed: ${res.status} ${res.text}`);
  }
  return res.cookie;
}

export const ADMIN_PASSWORD = 'Admin@12345';

export async function userIdOf(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface DemoSessions<N extends string> {
  /** The session cookie of each account logged in, by username (`admin` included). */
  cookies: Record<N | 'admin', string>;
  /** The user id of each account logged in, by username (`admin` included). */
  ids: Record<N | 'admin', number>;
}

/** Logs the admin, then each demo account in turn, in and reads its user id. */
export async function loginDemoAccounts<N extends string>(
  t: TestApp,
  usernames: readonly N[],
): Promise<DemoSessions<N>> {
  const cookies = {} as Record<N | 'admin', string>;
  const ids = {} as Record<N | 'admin', number>;
  cookies.admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  ids.admin = await userIdOf(t.db, 'admin');
  for (const name of usernames) {
    cookies[name] = await login(t.app, name);
    ids[name] = await userIdOf(t.db, name);
  }
  return { cookies, ids };
}

/** `ids[name]`, or an error naming the account when it has none. */
export function requireId(ids: Readonly<Record<string, number>>, name: string): number {
  const value = ids[name];
  if (value === undefined) throw new Error(`no id for ${name}`);
  return value;
}

export interface TestUser {
  username: string;
  roleId: RoleId;
  /** Username of the upline: the account goes under it, in its company. */
  upline: string;
  agentLevel?: number | null;
  /** Credit limit in cents (default 0). */
  creditLimitCents?: number;
  /** Default DEMO_PASSWORD. */
  password?: string;
  fullName?: string;
}

/**
 * Inserts an account straight into the users table, bypassing the API; returns its id.
 * As the seed does, a company is its own company; any other account joins its upline's.
 */
export async function insertTestUser(db: Db, user: TestUser): Promise<number> {
  const up = await db
    .selectFrom('users')
    .select(['id', 'path', 'company_id'])
    .where('username', '=', user.upline)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ id: string }>`SELECT nextval('users_id_seq')::bigint AS id`.execute(db);
  const id = rows[0]!.id;
  await db
    .insertInto('users')
    .values({
      id,
      username: user.username,
      password_hash: await hashPassword(user.password ?? DEMO_PASSWORD),
      ...(user.fullName !== undefined ? { full_name: user.fullName } : {}),
      role_id: user.roleId,
      agent_level: user.agentLevel ?? null,
      upline_id: up.id,
      company_id: user.roleId === Role.Company ? id : up.company_id,
      path: [...up.path, id],
      credit_limit: user.creditLimitCents ?? 0,
      access_string: defaultAccessString(user.roleId),
      skip_tnc: true,
    })
    .execute();
  return Number(id);
}

/**
 * A level-5 agent under `upline` with a player (credit limit 100.00) under it, inserted straight
 * into the users table; the agent is logged in.
 */
export async function insertAgentWithPlayer(
  t: TestApp,
  names: { agent: string; player: string; upline: string },
): Promise<{ agentId: number; playerId: number; agentCookie: string }> {
  const agentId = await insertTestUser(t.db, {
    username: names.agent,
    roleId: Role.Multilevel,
    upline: names.upline,
    agentLevel: 5,
  });
  const playerId = await insertTestUser(t.db, {
    username: names.player,
    roleId: Role.Player,
    upline: names.agent,
    creditLimitCents: 100_00,
  });
  return { agentId, playerId, agentCookie: await login(t.app, names.agent) };
}

/** Every demo account of the seed below the admin. */
export const DEMO_ACCOUNTS = [
  'demo_it',
  'demo_co',
  'demo_co_sub',
  'demo_sh',
  'demo_ma',
  'demo_ag',
  'demo_p1',
  'demo_p2',
  'demo_house',
] as const;

/**
 * A test app with the admin and some demo accounts logged in, for a whole test file. It is the
 * TestApp itself (app, db, clock... once started) plus the sessions and request helpers.
 */
export interface DemoApp<N extends string, X extends string = never> extends TestApp {
  /**
   * The session cookie of each account logged in (`admin` included), filled in when the app
   * starts; the setup adds those of the extra accounts X it makes.
   */
  readonly cookies: Record<N | 'admin' | X, string>;
  /** The user id of each account logged in (`admin` included) and of the extra accounts X. */
  readonly ids: Record<N | 'admin' | X, number>;
  /** POST `url` as the logged-in account `as` with a JSON body. */
  post(as: string, url: string, body?: unknown): Promise<CallResult>;
  /** GET `url` as the logged-in account `as`. */
  get(as: string, url: string, query?: Record<string, string>): Promise<CallResult>;
}

/**
 * Registers the Jest hooks of a test file that runs against one app: before all its tests, start
 * the app (`options`), log the admin and `usernames` in, then run `setup` (extra accounts, rows);
 * after them, close it. The returned object is usable inside tests and hooks; the cookies and ids
 * records are filled in place, so they may be destructured at the top of the file.
 */
export function useDemoApp<N extends string, X extends string = never>(
  usernames: readonly N[],
  setup?: (app: DemoApp<N, X>) => Promise<void>,
  options: TestAppOptions = {},
): DemoApp<N, X> {
  let started: TestApp | undefined;
  const running = (): TestApp => {
    if (!started) throw new Error('The test app is used before its beforeAll hook started it.');
    return started;
  };
  const cookies = {} as Record<N | 'admin' | X, string>;
  const ids = {} as Record<N | 'admin' | X, number>;
  const cookieOf = (as: string): string | undefined => (cookies as Record<string, string | undefined>)[as];
  const demo: DemoApp<N, X> = {
    get app() {
      return running().app;
    },
    get db() {
      return running().db;
    },
    get clock() {
      return running().clock;
    },
    get config() {
      return running().config;
    },
    get storeDir() {
      return running().storeDir;
    },
    get shellDir() {
      return running().shellDir;
    },
    close: () => running().close(),
    cookies,
    ids,
    post: (as, url, body) => {
      const cookie = cookieOf(as);
      return call(running().app, 'POST', url, { ...(cookie ? { cookie } : {}), body });
    },
    get: (as, url, query) => {
      const cookie = cookieOf(as);
      return call(running().app, 'GET', url, { ...(cookie ? { cookie } : {}), ...(query ? { query } : {}) });
    },
  };
  beforeAll(async () => {
    started = await startTestApp(options);
    const session = await loginDemoAccounts(started, usernames);
    Object.assign(cookies, session.cookies);
    Object.assign(ids, session.ids);
    await setup?.(demo);
  }, SETUP_TIMEOUT);
  afterAll(() => started?.close(), SETUP_TIMEOUT);
  return demo;
}

/**
 * The inbound API-log rows (of `uri` when given), once at least `atLeast` are there: the log is
 * written after the reply is sent, so a test reads it a moment later (up to a second).
 */
export async function inboundApiLogs(db: Db, atLeast = 1, uri?: string) {
  for (let i = 0; ; i += 1) {
    let query = db.selectFrom('api_logs').selectAll().where('direction', '=', 'inbound');
    if (uri !== undefined) query = query.where('uri', '=', uri);
    const rows = await query.orderBy('id').execute();
    if (rows.length >= atLeast || i >= 40) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A paged call's reply envelope as the tests read it (rows, total count, the overall figures). */
export interface PagedReply<R, O = unknown> {
  success: boolean;
  message: string | null;
  data: R[] | null;
  totalCount?: number;
  overallInfo?: O;
}

/** The first page, large enough to hold every row a test makes. */
export const FIRST_PAGE = { StartCount: 0, PageSize: 500 } as const;
