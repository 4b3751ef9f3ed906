import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection';
import { insertDraws, insertPackage, NOW, patchSettings, setEat, type Rates } from './betting-fixtures';
import {
  ADMIN_PASSWORD,
  call,
  insertTestUser,
  login,
  startTestApp,
  type TestApp,
  type TestAppOptions,
} from './harness';

// Posting and distribution tests: real remote DrawDesk servers listening on loopback, each with a
// house account that has an API account, and small HTTP servers that misbehave (500, hang up,
// forward then hang up) for the fault cases.

/** Big and Small at 0.70 with the official-like payouts (cents per 1.00): the remote's house package. */
export const REMOTE_RATES: Rates = {
  B: { bet: 7000, payouts: [250_000, 100_000, 50_000, 18_000, 6_000] },
  S: { bet: 7000, payouts: [350_000, 200_000, 100_000] },
};

/**
 * Leaves part of each Magnum line of a company unposted: it eats (full position taking) at most Big
 * `bigCents` and no Small per number.
 */
export async function eatBigUpTo(db: Db, company: number, bigCents: number): Promise<void> {
  await setEat(db, company, {
    pt: 100,
    limits: [
      [1, 'B', bigCents],
      [1, 'S', 0],
    ],
  });
}

/**
 * A remote agent of a company at a remote DrawDesk, added through ManageRemoteBetAgent with the
 * company's cookie: posting on, active, priced with `packageId`; its id.
 */
export async function addRemoteAgent(
  t: TestApp,
  companyCookie: string,
  agent: { name: string; url: string; opcode: string; secret: string; priority: number; packageId: number },
): Promise<number> {
  const res = await call(t.app, 'POST', '/api/Configuration/ManageRemoteBetAgent', {
    cookie: companyCookie,
    body: { ...agent, postEnabled: true, status: 1 },
  });
  if (!res.body.success) throw new Error(`remote agent refused: ${res.body.message}`);
  return (res.body.data as { id: number }).id;
}

export interface RemoteHouse {
  t: TestApp;
  url: string;
  companyId: number;
  houseId: number;
  opcode: string;
  secret: string;
  close(): Promise<void>;
}

/**
 * A second DrawDesk listening on a random loopback port: draws of WED, SAT, SUN, the clock at NOW,
 * a company `name`_co (posting nothing: what is above its limits is sold out) with a house
 * `name`_house priced with REMOTE_RATES, and an API account on the house.
 * `limits`: the company's fight limits ([basis, key, cents]).
 */
export async function startRemoteHouse(
  name: string,
  limits: Array<[number, string, number]> = [],
  opts: TestAppOptions = {},
  databaseUrl: string | null = null,
): Promise<RemoteHouse> {
  const t = await onDatabaseServer(databaseUrl, () => startTestApp({ testClockAllowed: true, ...opts }));
  await t.clock.setTestClock(NOW);
  await insertDraws(t.db);
  const companyId = await insertTestUser(t.db, {
    username: `${name}_co`,
    roleId: Role.Company,
    upline: 'admin',
    creditLimitCents: 1_000_000_000,
  });
  const houseId = await insertTestUser(t.db, {
    username: `${name}_house`,
    roleId: Role.House,
    upline: `${name}_co`,
    creditLimitCents: 100_000_000,
  });
  const pkg = await insertPackage(t.db, `${name}_pkg`, REMOTE_RATES);
  await patchSettings(t.db, houseId, { packageIds: { normal: pkg } });
  await setEat(t.db, companyId, { pt: 100, limits });
  const admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  const created = await call(t.app, 'POST', '/api/Account/CreateOrUpdateApiAccount', {
    cookie: admin,
    body: { userId: houseId, name: `${name} upstream`, url: 'https://upstream.example' },
  });
  const { opcode, secret } = created.body.data as { opcode: string; secret: string };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return { t, url: `http://127.0.0.1:${port}`, companyId, houseId, opcode, secret, close: () => t.close() };
}

/**
 * Runs `start` with DATABASE_URL set to `url` (the harness then makes a fresh database on that
 * server and drops it on close), or as it is when `url` is null.
 */
async function onDatabaseServer<T>(url: string | null, start: () => Promise<T>): Promise<T> {
  if (url === null) return start();
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  try {
    return await start();
  } finally {
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
  }
}

/** What a remote house holds on a draw: its tickets and lines (active), in cents. */
export async function houseLines(db: Db, houseId: number, drawId: number) {
  const { rows } = await sql<{
    ticket_no: string;
    number: string;
    code: string;
    stake: string;
    net: string;
    winnings: string | null;
  }>`
    SELECT t.ticket_no, l.number, l.code, l.stake, l.net, l.winnings
    FROM bet_lines l JOIN tickets t ON t.id = l.ticket_id
    WHERE l.bettor_id = ${houseId} AND l.draw_id = ${drawId} AND l.status <> 2
    ORDER BY t.id, l.number, l.code`.execute(db);
  return rows.map((r) => ({
    ticketNo: r.ticket_no,
    number: r.number,
    code: r.code,
    stake: Number(r.stake),
    net: Number(r.net),
    winnings: r.winnings === null ? null : Number(r.winnings),
  }));
}

export type FaultMode = '500' | 'hangup' | 'forwardThenHangup' | 'forward';

/**
 * An HTTP server on loopback that answers every request by `mode`: 500 with an error envelope,
 * closing the connection without a reply, forwarding to `target` and then closing without passing
 * the reply on (the remote got the call, the caller never sees the answer), or forwarding whole.
 * `mode` and `target` may be changed between calls; `calls` counts requests.
 */
export interface FaultServer {
  url: string;
  mode: FaultMode;
  target: string;
  calls: number;
  /** Milliseconds to wait before forwarding. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFaultServer(mode: FaultMode, target = ''): Promise<FaultServer> {
  const state = { mode, target, calls: 0, delayMs: 0 } as FaultServer;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    state.calls += 1;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (state.mode === '500') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ success: false, message: 'Internal error', data: null, code: 500 }));
          return;
        }
        if (state.mode === 'hangup') {
          req.socket.destroy();
          return;
        }
        if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) {
          if (typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k)) headers[k] = v;
        }
        const forwarded = await fetch(`${state.target}${req.url ?? ''}`, {
          method: req.method ?? 'POST',
          headers,
          ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
        });
        const text = await forwarded.text();
        if (state.mode === 'forwardThenHangup') {
          req.socket.destroy();
          return;
        }
        res.writeHead(forwarded.status, { 'content-type': 'application/json' });
        res.end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  state.url = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
