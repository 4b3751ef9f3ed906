import { api } from '@drawdesk/shared-kernel/api';

/**
 * Test helper: answers the kernel API client at its axios adapter (no network). Handlers are keyed
 * 'Area/Call'; unknown calls answer 404. Every request is recorded.
 */
type Adapter = Extract<NonNullable<typeof api.http.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

export interface FakeRequest {
  call: string;
  method: string;
  query: Record<string, unknown>;
  form: Record<string, string>;
}
export interface FakeReply {
  status?: number;
  body: unknown;
}
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const ok = <T>(data: T, message: string | null = null): FakeReply => ({
  body: { success: true, message, data, code: 0 },
});
export const fail = (message: string, code = 1): FakeReply => ({
  body: { success: false, message, data: null, code },
});
export const unauthorized = (): FakeReply => ({
  status: 401,
  body: { success: false, message: 'Unauthorized, please log in to proceed.', data: null, code: 401 },
});

function formOf(data: unknown): Record<string, string> {
  if (typeof data === 'string' || data instanceof URLSearchParams)
    return Object.fromEntries(new URLSearchParams(data));
  return {};
}

export interface FakeApi {
  requests: FakeRequest[];
  /** Replace or add handlers. */
  on: (handlers: Record<string, FakeHandler>) => void;
  callsTo: (call: string) => FakeRequest[];
}

export function installFakeApi(handlers: Record<string, FakeHandler> = {}): FakeApi {
  const table: Record<string, FakeHandler> = { ...handlers };
  const requests: FakeRequest[] = [];
  const adapter = async (config: RequestConfig) => {
    const request: FakeRequest = {
      call: (config.url ?? '').replace(/^\//, ''),
      method: (config.method ?? 'get').toUpperCase(),
      query: (config.params as Record<string, unknown> | undefined) ?? {},
      form: formOf(config.data),
    };
    requests.push(request);
    const handler = table[request.call];
    const reply: FakeReply = handler
      ? await handler(request)
      : { status: 404, body: { success: false, message: 'Not found', data: null, code: 404 } };
    return { data: reply.body, status: reply.status ?? 200, statusText: 'OK', headers: {}, config };
  };
  api.http.defaults.adapter = adapter as Adapter;
  return {
    requests,
    on: (more) => Object.assign(table, more),
    callsTo: (call) => requests.filter((r) => r.call === call),
  };
}
