import type { ApiLogFilter, ApiLogRow } from '@drawdesk/shared-kernel/contract';
import { BUSINESS_TIME_ZONE } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { AreaDeps } from '../../areaDeps';
import type { Page } from '../../http/pagedCalls';

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
  let base = db
    .selectFrom('api_logs as l')
    .leftJoin('users as u', 'u.id', 'l.api_user_id')
    .where('l.direction', '=', direction);
  if (filter.fromDate)
    base = base.where(
      sql<boolean>`l.at >= (${filter.fromDate}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
    );
  if (filter.toDate)
    base = base.where(
      sql<boolean>`l.at < ((${filter.toDate}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
    );
  const uri = filter.uri?.trim();
  if (uri) base = base.where(sql<boolean>`strpos(lower(l.uri), lower(${uri})) > 0`);
  if (filter.method) base = base.where('l.method', '=', filter.method);

  const total = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('l')
    .select('u.username')
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .offset(filter.StartCount)
    .limit(filter.PageSize)
    .execute();
  return {
    totalCount: Number(total.n),
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
