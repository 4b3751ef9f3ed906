import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { BehaviorSubject, type Subscription } from 'rxjs';
import { dialog$, unauthorized$, type DialogRequest } from '../bus';
import { createBusyCounter, type BusyCounter } from './busy';
import { createApiClient, type ApiClient } from './client';

interface Seen {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
  headers: Record<string, unknown>;
  withCredentials: boolean | undefined;
  busyDuring: number;
}

type Reply =
  | { status: number; data?: unknown }
  | 'network-error'
  | ((config: InternalAxiosRequestConfig) => { status: number; data?: unknown });

/** A fake axios adapter: records each request and answers from a queue (no network). */
function fakeServer(counter: () => number) {
  const seen: Seen[] = [];
  const replies: Reply[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const raw = config.data;
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    seen.push({
      method: (config.method ?? '').toUpperCase(),
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      params: config.params as Record<string, unknown> | undefined,
      body,
      headers: config.headers.toJSON() as Record<string, unknown>,
      withCredentials: config.withCredentials,
      busyDuring: counter(),
    });
    const next = replies.shift() ?? {
      status: 200,
      data: { success: true, message: null, data: null, code: 0 },
    };
    if (next === 'network-error')
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
    const reply = typeof next === 'function' ? next(config) : next;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    return response;
  };
  return { seen, replies, adapter };
}

const ok = <T>(data: T, extra: Record<string, unknown> = {}) => ({
  status: 200,
  data: { success: true, message: null, data, code: 0, ...extra },
});

let busySubject: BehaviorSubject<number>;
let busy: BusyCounter;
let server: ReturnType<typeof fakeServer>;
let client: ApiClient;
let dialogs: DialogRequest[];
let unauthorized: number;
let subs: Subscription[];

beforeEach(() => {
  busySubject = new BehaviorSubject(0);
  busy = createBusyCounter(busySubject);
  server = fakeServer(() => busySubject.value);
  client = createApiClient({ adapter: server.adapter, busy });
  dialogs = [];
  unauthorized = 0;
  subs = [dialog$.subscribe((d) => dialogs.push(d)), unauthorized$.subscribe(() => unauthorized++)];
});
afterEach(() => subs.forEach((s) => s.unsubscribe()));

describe('every request', () => {
  it('goes to /api/<Area>/<Call> with the XHR marker and credentials', async () => {
    server.replies.push(ok({ x: 1 }));
    const reply = await client.call<{ x: number }>('Account', 'IsLoggedIn');
    expect(reply).toEqual({ success: true, message: null, data: { x: 1 }, code: 0 });
    expect(server.seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/Account/IsLoggedIn',
      withCredentials: true,
    });
    expect(server.seen[0]?.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('sends the marker on POST, form and GET alike', async () => {
    await client.call('Bet', 'VoidTicket', { body: { ticketId: 5 } });
    await client.call('Account', 'Login', { form: { username: 'admin', password: 'p w&d' } });
    await client.get('Report', 'GetTicket', { ticketId: 1 });
    for (const s of server.seen) expect(s.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('defaults to POST with a JSON body when a body is given', async () => {
    await client.call('Bet', 'VoidTicket', { body: { ticketId: 5 } });
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/Bet/VoidTicket',
      body: { ticketId: 5 },
    });
    expect(String(server.seen[0]?.headers['Content-Type'])).toContain('application/json');
  });

  it('form-encodes Login', async () => {
    await client.call('Account', 'Login', {
      form: { username: 'admin', password: 'p w&d', skip: undefined },
    });
    expect(server.seen[0]?.method).toBe('POST');
    expect(String(server.seen[0]?.headers['Content-Type'])).toContain('application/x-www-form-urlencoded');
    expect(String(server.seen[0]?.body)).toBe('username=admin&password=p+w%26d');
  });

  it('puts the query in params and drops null and undefined', async () => {
    await client.call('Account', 'ChangePassword', {
      method: 'POST',
      query: { oldPassword: 'a', newPassword: 'b', none: null, skip: undefined },
    });
    expect(server.seen[0]?.params).toEqual({ oldPassword: 'a', newPassword: 'b' });
    expect(server.seen[0]?.method).toBe('POST');
  });

  it('post() and get() helpers', async () => {
    await client.post('Pools', 'UpdateCutoffTime', { poolId: 1, hour: 19, minute: 0 });
    await client.get('Account', 'GetUserDetailsById', { userId: 7 });
    expect(server.seen.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/api/Pools/UpdateCutoffTime'],
      ['GET', '/api/Account/GetUserDetailsById'],
    ]);
    expect(server.seen[0]?.body).toEqual({ poolId: 1, hour: 19, minute: 0 });
    expect(server.seen[1]?.params).toEqual({ userId: 7 });
  });
});

describe('SPEC 8 handling', () => {
  it('401: error dialog USER_UNAUTHORIZED, then unauthorized$, resolves unsuccessful', async () => {
    server.replies.push({
      status: 401,
      data: { success: false, message: 'Unauthorized, please log in to proceed.', data: null, code: 401 },
    });
    const reply = await client.call('Report', 'GetMapReport', { body: {} });
    expect(reply).toEqual({ success: false, message: 'USER_UNAUTHORIZED', data: null, code: 401 });
    expect(dialogs).toEqual([expect.objectContaining({ kind: 'error', message: 'USER_UNAUTHORIZED' })]);
    expect(unauthorized).toBe(1);
  });

  it('401 silent: no dialog, still unauthorized$', async () => {
    server.replies.push({ status: 401, data: {} });
    await client.call('Account', 'IsLoggedIn', { silent: true });
    expect(dialogs).toEqual([]);
    expect(unauthorized).toBe(1);
  });

  it('403: dialog PERMISSION_DENIED, no logout', async () => {
    server.replies.push({
      status: 403,
      data: { success: false, message: 'Permission Denied.', data: null, code: 403 },
    });
    const reply = await client.call('Setting', 'GetRoles');
    expect(reply).toMatchObject({ success: false, message: 'PERMISSION_DENIED', code: 403 });
    expect(dialogs).toEqual([expect.objectContaining({ kind: 'error', message: 'PERMISSION_DENIED' })]);
    expect(unauthorized).toBe(0);
  });

  it.each([400, 500, 502])('%p: resolves with INTERNAL_SERVER_ERROR, no throw, no dialog', async (status) => {
    server.replies.push({
      status,
      data: { success: false, message: 'fields: amount', data: null, code: status },
    });
    const reply = await client.call('Payment', 'MakePayment', { body: { amount: 1.234 } });
    expect(reply).toEqual({ success: false, message: 'INTERNAL_SERVER_ERROR', data: null, code: status });
    expect(dialogs).toEqual([]);
  });

  it('network failure: INTERNAL_SERVER_ERROR', async () => {
    server.replies.push('network-error');
    const reply = await client.call('Report', 'GetTicket');
    expect(reply).toMatchObject({ success: false, message: 'INTERNAL_SERVER_ERROR', code: 500 });
  });

  it('a 200 that is not an envelope: INTERNAL_SERVER_ERROR', async () => {
    server.replies.push({ status: 200, data: '<html>' });
    expect(await client.call('Report', 'GetTicket')).toMatchObject({
      success: false,
      message: 'INTERNAL_SERVER_ERROR',
    });
  });

  it('unsuccessful reply: error dialog titled with the brand and the server message', async () => {
    server.replies.push({
      status: 200,
      data: { success: false, message: 'Invalid Code.', data: null, code: 1 },
    });
    const reply = await client.call('Account', 'GenerateApiCode', { body: {} });
    expect(reply).toEqual({ success: false, message: 'Invalid Code.', data: null, code: 1 });
    expect(dialogs).toEqual([{ kind: 'error', title: 'DrawDesk', message: 'Invalid Code.' }]);
  });

  it.each([null, '', '   '])('unsuccessful reply with message %p: DEFAULT_ERROR', async (message) => {
    server.replies.push({ status: 200, data: { success: false, message, data: null, code: 1 } });
    const reply = await client.call('Account', 'CloneAccount', { body: {} });
    expect(reply.message).toBe('DEFAULT_ERROR');
    expect(dialogs[0]).toMatchObject({ kind: 'error', title: 'DrawDesk', message: 'DEFAULT_ERROR' });
  });

  it('silent suppresses the failure dialog (login shows its own)', async () => {
    server.replies.push({
      status: 200,
      data: { success: false, message: 'Invalid username or password.', data: null, code: 1 },
    });
    const reply = await client.call('Account', 'Login', {
      form: { username: 'x', password: 'y' },
      silent: true,
    });
    expect(reply.message).toBe('Invalid username or password.');
    expect(dialogs).toEqual([]);
  });

  it('failureDialog false suppresses only the business-failure dialog', async () => {
    server.replies.push({
      status: 200,
      data: { success: false, message: 'Wrong password', data: null, code: 1 },
    });
    server.replies.push({ status: 403, data: {} });
    await client.call('Configuration', 'VerifySecondaryPassword', { method: 'POST', failureDialog: false });
    await client.call('Configuration', 'VerifySecondaryPassword', { method: 'POST', failureDialog: false });
    expect(dialogs.map((d) => d.message)).toEqual(['PERMISSION_DENIED']);
  });

  it('a 429 carrying an envelope shows its message', async () => {
    server.replies.push({
      status: 429,
      data: {
        success: false,
        message: 'Too many login attempts. Please try again later.',
        data: null,
        code: 429,
      },
    });
    const reply = await client.call('Account', 'Login', { form: { username: 'x', password: 'y' } });
    expect(reply).toMatchObject({
      success: false,
      code: 429,
      message: 'Too many login attempts. Please try again later.',
    });
    expect(dialogs).toHaveLength(1);
  });

  it('a caller abort rejects', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.call('Report', 'GetTicket', { signal: controller.signal })).rejects.toBeDefined();
    expect(busySubject.value).toBe(0);
  });
});

describe('busy counting', () => {
  it('counts while in flight and returns to 0', async () => {
    const reply = client.call('Report', 'GetTicket');
    expect(busySubject.value).toBe(1);
    await reply;
    expect(server.seen[0]?.busyDuring).toBe(1);
    expect(busySubject.value).toBe(0);
  });

  it('counts concurrent requests', async () => {
    const all = Promise.all([
      client.call('Report', 'A'),
      client.call('Report', 'B'),
      client.call('Report', 'C'),
    ]);
    expect(busySubject.value).toBe(3);
    await all;
    expect(busySubject.value).toBe(0);
  });

  it('skipLoading requests do not count', async () => {
    const p = client.call('Account', 'GetUserDetailsById', { query: { userId: 1 }, skipLoading: true });
    expect(busySubject.value).toBe(0);
    await p;
    expect(server.seen[0]?.busyDuring).toBe(0);
    expect(busySubject.value).toBe(0);
  });

  it.each<[string, Reply]>([
    ['401', { status: 401 }],
    ['403', { status: 403 }],
    ['500', { status: 500 }],
    ['network', 'network-error'],
    ['business failure', { status: 200, data: { success: false, message: 'x', data: null, code: 1 } }],
  ])('ends after a %s failure', async (_label, reply) => {
    server.replies.push(reply);
    await client.call('Report', 'GetTicket', { silent: true });
    expect(busySubject.value).toBe(0);
  });
});

describe('fetchPage', () => {
  it('POST: StartCount and PageSize in the body; rows, totalCount, overallInfo out', async () => {
    server.replies.push(ok([{ id: 1 }, { id: 2 }], { totalCount: 57, overallInfo: { total: -3.5 } }));
    const page = await client.fetchPage<{ id: number }, { total: number }>(
      'Report',
      'GetWinLossReport',
      { fromDate: '2024-01-01' },
      { startCount: 20, pageSize: 10 },
    );
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      body: { fromDate: '2024-01-01', StartCount: 20, PageSize: 10 },
    });
    expect(page).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      totalCount: 57,
      overallInfo: { total: -3.5 },
      success: true,
      message: null,
      code: 0,
    });
  });

  it('GET: paging in the query', async () => {
    server.replies.push(ok([], { totalCount: 0 }));
    await client.fetchPage(
      'Configuration',
      'GetApiLog',
      { region: 'x' },
      { startCount: 0, pageSize: 50 },
      { method: 'GET' },
    );
    expect(server.seen[0]).toMatchObject({
      method: 'GET',
      params: { region: 'x', StartCount: 0, PageSize: 50 },
    });
  });

  it('failure: empty rows with the message, no dialog (the table shows a notice)', async () => {
    server.replies.push({
      status: 200,
      data: { success: false, message: 'No record found!', data: null, code: 1 },
    });
    const page = await client.fetchPage('Report', 'GetWinningReport', {}, { startCount: 0, pageSize: 10 });
    expect(page).toEqual({
      rows: [],
      totalCount: 0,
      overallInfo: null,
      success: false,
      message: 'No record found!',
      code: 1,
    });
    expect(dialogs).toEqual([]);
  });

  it('missing totalCount and overallInfo fall back', async () => {
    server.replies.push(ok([{ a: 1 }]));
    expect(await client.fetchPage('Report', 'X', {}, { startCount: 0, pageSize: 10 })).toMatchObject({
      totalCount: 1,
      overallInfo: null,
    });
  });
});

describe('fetchAllRows', () => {
  /** A server holding `total` rows that answers any StartCount/PageSize (capped at 500). */
  const rowsServer = (total: number) => (config: InternalAxiosRequestConfig) => {
    const body = JSON.parse(String(config.data)) as { StartCount: number; PageSize: number };
    const size = Math.min(body.PageSize, 500);
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - body.StartCount)) }, (_, i) => ({
      n: body.StartCount + i,
    }));
    return {
      status: 200,
      data: { success: true, message: null, data: rows, code: 0, totalCount: total, overallInfo: { total } },
    };
  };

  it('known total <= 500: one request, StartCount 0 and PageSize = totalCount', async () => {
    server.replies.push(rowsServer(37));
    const progress: unknown[] = [];
    const all = await client.fetchAllRows<{ n: number }>(
      'Report',
      'GetSalesSummary',
      { fromDate: 'd' },
      { totalCount: 37, onProgress: (p) => progress.push(p) },
    );
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]?.body).toEqual({ fromDate: 'd', StartCount: 0, PageSize: 37 });
    expect(all.rows).toHaveLength(37);
    expect(all).toMatchObject({ success: true, totalCount: 37, overallInfo: { total: 37 } });
    expect(progress).toEqual([{ loaded: 37, total: 37 }]);
  });

  it('more than 500: chunks of 500 with progress', async () => {
    for (let i = 0; i < 5; i++) server.replies.push(rowsServer(1234));
    const progress: { loaded: number; total: number }[] = [];
    const all = await client.fetchAllRows<{ n: number }>(
      'Report',
      'GetWinLossReport',
      {},
      { totalCount: 1234, onProgress: (p) => progress.push(p) },
    );
    expect(server.seen.map((s) => s.body)).toEqual([
      { StartCount: 0, PageSize: 500 },
      { StartCount: 500, PageSize: 500 },
      { StartCount: 1000, PageSize: 234 },
    ]);
    expect(all.rows).toHaveLength(1234);
    expect(all.rows.map((r) => r.n)).toEqual(Array.from({ length: 1234 }, (_, i) => i));
    expect(progress).toEqual([
      { loaded: 500, total: 1234 },
      { loaded: 1000, total: 1234 },
      { loaded: 1234, total: 1234 },
    ]);
  });

  it('unknown total: starts with 500 and learns the total', async () => {
    for (let i = 0; i < 3; i++) server.replies.push(rowsServer(600));
    const all = await client.fetchAllRows('Report', 'X', {});
    expect(server.seen.map((s) => s.body)).toEqual([
      { StartCount: 0, PageSize: 500 },
      { StartCount: 500, PageSize: 100 },
    ]);
    expect(all.rows).toHaveLength(600);
  });

  it('exactly 500 rows: one request', async () => {
    server.replies.push(rowsServer(500));
    const all = await client.fetchAllRows('Report', 'X', {}, { totalCount: 500 });
    expect(server.seen).toHaveLength(1);
    expect(all.rows).toHaveLength(500);
  });

  it('zero rows: one request of PageSize 1, empty result', async () => {
    server.replies.push(rowsServer(0));
    const all = await client.fetchAllRows('Report', 'X', {}, { totalCount: 0 });
    expect(server.seen[0]?.body).toEqual({ StartCount: 0, PageSize: 1 });
    expect(all).toMatchObject({ rows: [], totalCount: 0, success: true });
  });

  it('stops when the server returns fewer rows than asked (data shrank)', async () => {
    server.replies.push(rowsServer(1200), rowsServer(700));
    const all = await client.fetchAllRows('Report', 'X', {}, { totalCount: 1200 });
    expect(server.seen).toHaveLength(2);
    expect(all.rows).toHaveLength(700);
  });

  it('a smaller chunk size', async () => {
    for (let i = 0; i < 4; i++) server.replies.push(rowsServer(25));
    const all = await client.fetchAllRows('Report', 'X', {}, { chunkSize: 10 });
    expect(server.seen.map((s) => (s.body as { PageSize: number }).PageSize)).toEqual([10, 10, 5]);
    expect(all.rows).toHaveLength(25);
  });

  it('GET calls page in the query', async () => {
    server.replies.push(ok([{ a: 1 }], { totalCount: 1 }));
    await client.fetchAllRows('Configuration', 'GetApiLog', { q: 'x' }, { method: 'GET', totalCount: 1 });
    expect(server.seen[0]?.params).toEqual({ q: 'x', StartCount: 0, PageSize: 1 });
  });

  it('a failure mid-way returns the failure and no partial rows', async () => {
    server.replies.push(rowsServer(900), { status: 500 });
    const all = await client.fetchAllRows('Report', 'X', {}, { totalCount: 900 });
    expect(all).toMatchObject({ success: false, rows: [], message: 'INTERNAL_SERVER_ERROR' });
    expect(busySubject.value).toBe(0);
  });
});
