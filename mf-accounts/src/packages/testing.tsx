/** Test helpers of the package screens (Jest only): a fake server behind the real API client. */
import { api } from '@drawdesk/shared-kernel/api';
import { dialog$, type DialogRequest } from '@drawdesk/shared-kernel/bus';

export interface SeenCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export const envelope = (data: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  message: null,
  data,
  code: 0,
  ...extra,
});
export const refusal = (message: string) => ({ success: false, message, data: null, code: 1 });

/** Answers every request with `reply(call)`; returns the calls seen. */
export function fakeServer(reply: (call: SeenCall) => unknown): SeenCall[] {
  const calls: SeenCall[] = [];
  interface RequestConfig {
    method?: string;
    url?: string;
    params?: unknown;
    data?: unknown;
  }
  // The real client's axios instance answers from here (no network).
  (api.http.defaults as { adapter?: unknown }).adapter = async (config: RequestConfig) => {
    const call: SeenCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    return { data: reply(call), status: 200, statusText: 'OK', headers: {}, config };
  };
  return calls;
}

/** Every dialog; each is answered `answer`. */
export function recordDialogs(answer = true): { dialogs: DialogRequest[]; stop: () => void } {
  const dialogs: DialogRequest[] = [];
  const sub = dialog$.subscribe((d) => {
    dialogs.push(d);
    d.resolve?.(answer);
  });
  return { dialogs, stop: () => sub.unsubscribe() };
}
