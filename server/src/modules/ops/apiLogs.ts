import type { ApiLogFilter, ApiLogRow } from '@drawdesk/shared-kernel/contract';
import type { AreaDeps } from '../../areaDeps';
import type { Page } from '../../http/pagedCalls';
import { countApiLogs, selectApiLogsPage } from './queries';

const headersOf = (value: unknown): Record<string, string> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
};

/** Configuration/GetApiLog ('outbound') and GetApiRequestLog ('inbound'): newest first, paged. */
export async function getApiLogs(
  { db }: AreaDeps,
  direction: 'inbound' | 'outbound',
  filter: ApiLogFilter,
): Promise<Page<ApiLogRow>> {
  const totalCount = await countApiLogs(db, direction, filter);
  const rows = await selectApiLogsPage(db, direction, filter);
  return {
    totalCount,
    rows: rows.map((r) => ({
      id: Number(r.id),
      direction: r.direction,
      apiUserId: r.api_user_id === null ? null : Number(r.api_user_id),
      apiUsername: r.username ?? null,
      region: r.region,
      at: new Date(r.at).toISOString(),
      uri: r.uri,
      method: r.method,
      requestHeaders: headersOf(r.request_headers),
      requestBody: r.request_body,
      responseContent: r.response_content,
      responseMessage: r.response_message,
      statusCode: r.status_code,
      durationMs: r.duration_ms,
    })),
  };
}
