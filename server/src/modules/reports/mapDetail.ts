import {
  MAP_DETAIL_COLUMNS,
  type BetReceipt,
  type GetMapDetailReportBody,
  type MapDetailBetType,
  type MapDetailOverall,
  type MapDetailRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, ALL_FILTER } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { getBetReceipt } from '../betting';
import { openExposure, pageOf } from './exposureScope';
import { selectMapDetailLines, selectMapDraws } from './queries/exposure';
import { openReport } from './reportGuard';
import { MAP_FUNCTIONS } from './exposureScope';
import { convertCents } from './resultsScope';
import { BusinessError } from '../../http/errors';

export const MapDetailMessages = {
  drawDate: 'Choose a draw date (only the active map opens every date).',
} as const;

/**
 * GetMapDetailReport (SPEC 2.6): the lines behind one number of the map of `agentId` (the viewer):
 * every line of its position on the number in the bet type's code columns, with the figure of the
 * report type (`searchType`, default sale gross) in its code's column, sorted by number, pool and
 * ticket; without a draw date (the active map over every date) the lines of every draw not yet
 * released, each row with its draw date. Lines whose figure is 0 (eat types: lines the viewer ate nothing of) are left out, so the
 * rows of a number sum to the map's row (each line converted on its own; totals are sums).
 */
export async function getMapDetailReport(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetMapDetailReportBody,
): Promise<{ rows: MapDetailRow[]; totalCount: number; overallInfo: MapDetailOverall }> {
  // The active map over every date opens a number's lines over every draw not yet released.
  const drawDate = body.drawDate ?? null;
  if (drawDate === null && body.active !== true) throw new BusinessError(MapDetailMessages.drawDate);
  const opened = await openExposure(
    db,
    ctx,
    { userId: body.agentId, currency: body.currency },
    drawDate === null ? null : { from: drawDate, to: drawDate },
  );
  const poolId =
    body.poolId === undefined || body.poolId === ALL_FILTER || body.poolId === 0 ? null : body.poolId;
  const draws = await selectMapDraws(db, {
    drawDate,
    poolId,
    unreleased: body.active === true,
  });
  const columns = MAP_DETAIL_COLUMNS[body.betType as MapDetailBetType];
  const reportType = (body.searchType ?? 1) as 1 | 2 | 3 | 4;
  const lines = await selectMapDetailLines(db, {
    holder: opened.holder,
    draws: draws.map((d) => ({ id: Number(d.id), poolId: d.pool_id, drawDate: d.draw_date })),
    number: body.betNumber,
    codes: columns,
    reportType,
    lineFilter: opened.lineFilter,
    bettorViewer: opened.bettorViewer,
  });
  const conv = (cents: number) => convertCents(cents, opened.currency);
  const totals = new Map<string, number>();
  const rows: MapDetailRow[] = lines.map((l) => {
    const cents = conv(Number(l.cents));
    totals.set(l.code, (totals.get(l.code) ?? 0) + cents);
    return {
      lineId: Number(l.line_id),
      drawDate: l.draw_date,
      agentId: Number(l.agent_id),
      agent: l.agent,
      bettor: l.bettor,
      ticketId: Number(l.ticket_id),
      ticketNo: l.ticket_no,
      number: l.number,
      kind: l.kind,
      poolId: l.pool_id,
      package: l.package ?? '',
      amounts: { [l.code]: centsToUnits(cents) },
      total: centsToUnits(cents),
    };
  });
  const amounts: Record<string, number> = {};
  let total = 0;
  for (const code of columns) {
    const cents = totals.get(code);
    if (cents === undefined) continue;
    amounts[code] = centsToUnits(cents);
    total += cents;
  }
  return {
    rows: pageOf(rows, body),
    totalCount: rows.length,
    overallInfo: {
      amounts,
      total: centsToUnits(total),
      lines: rows.length,
      columns: [...columns],
      viewerId: opened.viewer.id,
      currency: opened.currency.code,
      processing: opened.processing,
    },
  };
}

/**
 * GetMapReportTicket: the ticket modal of the map detail (XID, express bet string, receipt string),
 * for a caller who may open the map; the ticket's bettor must be in the caller's tree (403).
 */
export async function getMapReportTicket(
  deps: AreaDeps,
  ctx: AuthContext,
  ticketId: number,
): Promise<BetReceipt> {
  await openReport(deps.db, ctx, { functions: MAP_FUNCTIONS });
  return getBetReceipt(deps, ctx, ticketId);
}
