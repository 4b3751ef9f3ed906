/**
 * The one HTTP client of the front end (SPEC 7, 8; API.md "Every call"): base '/api', the session
 * cookie, the XHR marker header, the reply envelope, paging, export fetches, the error catalogue
 * and the busy counter. Calls never throw for HTTP or business failures: they resolve with an
 * envelope whose `success` is false (only a caller's own abort rejects).
 */
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { dialog$, unauthorized$ } from '../bus';
import type { Envelope, PagedEnvelope } from '../contract/envelope';
import { BRAND, MAX_PAGE_SIZE } from '../domain/constants';
import { busy as defaultBusy, type BusyCounter } from './busy';

/** Path areas of API.md: /api/<Area>/<Call>. */
export type ApiArea =
  'Account' | 'Pools' | 'Configuration' | 'Result' | 'Payment' | 'Setting' | 'Bet' | 'Report' | 'Posting';

/** Message keys ('common' namespace) the client puts in envelopes and dialogs (SPEC 8). */
export const API_MESSAGE_KEYS = {
  unauthorized: 'USER_UNAUTHORIZED',
  permissionDenied: 'PERMISSION_DENIED',
  internalError: 'INTERNAL_SERVER_ERROR',
  defaultError: 'DEFAULT_ERROR',
} as const;

export const XHR_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

type Scalar = string | number | boolean;
export type QueryValue = Scalar | null | undefined | readonly Scalar[];

export interface CallOptions {
  /** Default: POST when a body or form is given, else GET. */
  method?: 'GET' | 'POST';
  /** Query string; arrays repeat the key (a=1&a=2); null and undefined are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (Login, Logout). */
  form?: Record<string, Scalar | null | undefined>;
  /** Do not count this request on the busy indicator. */
  skipLoading?: boolean;
  /** Show no dialog at all (the caller reports errors itself, e.g. login). */
  silent?: boolean;
  /** Show the error dialog for an unsuccessful reply (default true; 401/403 dialogs follow `silent`). */
  failureDialog?: boolean;
  signal?: AbortSignal;
}

export interface Paging {
  startCount: number;
  pageSize: number;
}
export type PageOptions = Omit<CallOptions, 'query' | 'body' | 'form'> & { method?: 'GET' | 'POST' };

export interface PageResult<T, O = unknown> {
  rows: T[];
  totalCount: number;
  overallInfo: O | null;
  success: boolean;
  message: string | null;
  code: number;
}

export interface FetchAllOptions extends PageOptions {
  /** totalCount already known from the table: one request of exactly that size when it is <= 500. */
  totalCount?: number;
  /** Rows per request, at most 500 (the server's cap). */
  chunkSize?: number;
  onProgress?: (progress: { loaded: number; total: number }) => void;
}

export interface ApiClient {
  call<T>(area: ApiArea, name: string, opts?: CallOptions): Promise<Envelope<T>>;
  get<T>(
    area: ApiArea,
    name: string,
    query?: CallOptions['query'],
    opts?: Omit<CallOptions, 'query' | 'method'>,
  ): Promise<Envelope<T>>;
  post<T>(
    area: ApiArea,
    name: string,
    body?: unknown,
    opts?: Omit<CallOptions, 'body' | 'method'>,
  ): Promise<Envelope<T>>;
  fetchPage<T, O = unknown>(
    area: ApiArea,
    name: string,
    params: Record<string, unknown>,
    paging: Paging,
    opts?: PageOptions,
  ): Promise<PageResult<T, O>>;
  fetchAllRows<T, O = unknown>(
    area: ApiArea,
    name: string,
    params: Record<string, unknown>,
    opts?: FetchAllOptions,
  ): Promise<PageResult<T, O>>;
  /** The underlying axios instance (for interceptors in tests or tools). */
  readonly http: AxiosInstance;
}

export interface ApiClientOptions {
  baseURL?: string;
  /** A custom axios adapter (tests use a fake one; no network). */
  adapter?: AxiosAdapter;
  busy?: BusyCounter;
  timeoutMs?: number;
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

function failure<T>(code: number, message: string): Envelope<T> {
  // data is null on every failure, as the server's own failure replies.
  return { success: false, message, data: null as T, code };
}

function formBody(form: NonNullable<CallOptions['form']>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form))
    if (value !== null && value !== undefined) body.append(key, String(value));
  return body;
}

function cleanQuery(query: CallOptions['query']): Record<string, Scalar | readonly Scalar[]> | undefined {
  if (!query) return undefined;
  const out: Record<string, Scalar | readonly Scalar[]> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined) out[key] = value;
  return out;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const busy = options.busy ?? defaultBusy;
  const http = axios.create({
    baseURL: options.baseURL ?? '/api',
    withCredentials: true,
    headers: { [XHR_HEADER.name]: XHR_HEADER.value },
    // Every status is read here (SPEC 8), none rejects.
    validateStatus: () => true,
    paramsSerializer: { indexes: null },
    timeout: options.timeoutMs ?? 0,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const showError = (message: string, opts: CallOptions): void => {
    if (!opts.silent) dialog$.next({ kind: 'error', title: BRAND, message });
  };

  function interpret<T>(response: AxiosResponse<unknown> | undefined, opts: CallOptions): Envelope<T> {
    if (!response) return failure<T>(500, API_MESSAGE_KEYS.internalError);
    const { status, data } = response;
    if (status === 401) {
      showError(API_MESSAGE_KEYS.unauthorized, opts);
      unauthorized$.next();
      return failure<T>(401, API_MESSAGE_KEYS.unauthorized);
    }
    if (status === 403) {
      showError(API_MESSAGE_KEYS.permissionDenied, opts);
      return failure<T>(403, API_MESSAGE_KEYS.permissionDenied);
    }
    if (status === 400 || status >= 500 || !isEnvelope(data)) {
      return failure<T>(status >= 400 ? status : 500, API_MESSAGE_KEYS.internalError);
    }
    const envelope = data as Envelope<T>;
    const ok = envelope.success && status >= 200 && status < 300;
    if (!ok) {
      const message =
        envelope.message && envelope.message.trim() !== '' ? envelope.message : API_MESSAGE_KEYS.defaultError;
      if (opts.failureDialog !== false) showError(message, opts);
      return { ...envelope, success: false, message, code: envelope.code || status };
    }
    return envelope;
  }

  async function call<T>(area: ApiArea, name: string, opts: CallOptions = {}): Promise<Envelope<T>> {
    const method = opts.method ?? (opts.body !== undefined || opts.form !== undefined ? 'POST' : 'GET');
    const counted = !opts.skipLoading;
    if (counted) busy.begin();
    try {
      let response: AxiosResponse<unknown> | undefined;
      try {
        response = await http.request<unknown>({
          url: `/${area}/${name}`,
          method,
          params: cleanQuery(opts.query),
          data: opts.form ? formBody(opts.form) : opts.body,
          headers: opts.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
          signal: opts.signal,
        });
      } catch (error) {
        if (axios.isCancel(error)) throw error;
        response = undefined; // network failure or timeout: same as a 500
      }
      return interpret<T>(response, opts);
    } finally {
      if (counted) busy.end();
    }
  }

  async function fetchPage<T, O = unknown>(
    area: ApiArea,
    name: string,
    params: Record<string, unknown>,
    paging: Paging,
    opts: PageOptions = {},
  ): Promise<PageResult<T, O>> {
    const pagingFields = {
      StartCount: Math.max(0, Math.floor(paging.startCount)),
      PageSize: Math.floor(paging.pageSize),
    };
    const method = opts.method ?? 'POST';
    const callOpts: CallOptions = { failureDialog: false, ...opts, method };
    if (method === 'GET') callOpts.query = { ...(params as Record<string, QueryValue>), ...pagingFields };
    else callOpts.body = { ...params, ...pagingFields };
    const reply = (await call<T[]>(area, name, callOpts)) as Partial<PagedEnvelope<T, O>> & Envelope<T[]>;
    if (!reply.success)
      return {
        rows: [],
        totalCount: 0,
        overallInfo: null,
        success: false,
        message: reply.message,
        code: reply.code,
      };
    const rows = Array.isArray(reply.data) ? reply.data : [];
    return {
      rows,
      totalCount: typeof reply.totalCount === 'number' ? reply.totalCount : rows.length,
      overallInfo: reply.overallInfo ?? null,
      success: true,
      message: reply.message,
      code: reply.code,
    };
  }

  async function fetchAllRows<T, O = unknown>(
    area: ApiArea,
    name: string,
    params: Record<string, unknown>,
    opts: FetchAllOptions = {},
  ): Promise<PageResult<T, O>> {
    const { totalCount: known, chunkSize, onProgress, ...pageOpts } = opts;
    const chunk = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(chunkSize ?? MAX_PAGE_SIZE)));
    // SPEC 7: StartCount 0 and PageSize = totalCount; the server caps PageSize at 500, so chunk beyond.
    let size =
      known !== undefined && Number.isFinite(known) ? Math.min(chunk, Math.max(1, Math.floor(known))) : chunk;
    const rows: T[] = [];
    let last: PageResult<T, O> | undefined;
    for (let guard = 0; guard < 100_000; guard++) {
      const page = await fetchPage<T, O>(
        area,
        name,
        params,
        { startCount: rows.length, pageSize: size },
        pageOpts,
      );
      if (!page.success) return page;
      last = page;
      rows.push(...page.rows);
      onProgress?.({ loaded: rows.length, total: Math.max(page.totalCount, rows.length) });
      if (page.rows.length < size || rows.length >= page.totalCount) break;
      size = Math.min(chunk, page.totalCount - rows.length);
    }
    return {
      rows,
      totalCount: Math.max(last?.totalCount ?? 0, rows.length),
      overallInfo: last?.overallInfo ?? null,
      success: true,
      message: last?.message ?? null,
      code: last?.code ?? 0,
    };
  }

  function get<T>(
    area: ApiArea,
    name: string,
    query?: CallOptions['query'],
    opts: Omit<CallOptions, 'query' | 'method'> = {},
  ) {
    return call<T>(area, name, { ...opts, method: 'GET', query });
  }
  function post<T>(
    area: ApiArea,
    name: string,
    body?: unknown,
    opts: Omit<CallOptions, 'body' | 'method'> = {},
  ) {
    return call<T>(area, name, { ...opts, method: 'POST', body: body ?? {} });
  }

  return {
    call,
    get,
    post,
    fetchPage,
    fetchAllRows,
    http,
  };
}

/** The app-wide client. */
export const api: ApiClient = createApiClient();
