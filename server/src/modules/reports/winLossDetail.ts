import type {
  GetSelfWinLossDetailBody,
  GetWinLossDetailBody,
  SelfWinLossDetailOverall,
  SelfWinLossDetailRow,
  WinLossDetailOverall,
  WinLossDetailRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, Role } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import { targetInScope } from '../../auth/target';
import type { AreaDeps } from '../../areaDeps';
import { forbidden } from '../../http/errors';
import {
  selectSelfDetailPage,
  selectSelfDetailTotals,
  selectWinLossDetailPage,
  selectWinLossDetailTotals,
  type SelfDetailFiguresDb,
  type WinLossDetailFiguresDb,
} from './queries/winLoss';
import { companyRows } from './salesScope';
import {
  openWinLossReport,
  overallExtras,
  WIN_LOSS_FUNCTIONS,
  type FamilyPage,
  type OpenedReport,
} from './winLossFamily';

function detailFigures(r: WinLossDetailFiguresDb) {
  return {
    stake: centsToUnits(r.stake),
    in: centsToUnits(r.in_amount),
    netAmount: centsToUnits(r.net_amount),
    payout: centsToUnits(r.payout),
    winLoss: centsToUnits(r.win_loss),
  };
}

const detailQuery = (
  opened: OpenedReport,
  body: { fromDate: string; toDate: string; StartCount: number; PageSize: number; search?: string },
) => ({
  viewerId: opened.viewer.id,
  companyRows: companyRows(opened.viewer),
  currency: opened.currency,
  fromDate: body.fromDate,
  toDate: body.toDate,
  poolIds: opened.poolIds,
  startCount: body.StartCount,
  pageSize: body.PageSize,
  search: body.search ?? null,
});

/**
 * GetWinLossDetail: the settled lines behind one win/loss row, the row's account D (userId) as the
 * viewer V (viewerId, default the caller's main account) sees it: V's share of each line from D
 * (released draws, not cancelled, no demo bettor). Per line: stake, in, r_D x in, W(p_D) x in and
 * payout - netAmount; the totals equal D's row of GetWinLoss3SectionsReport (in the base currency
 * to the cent; another currency converts each line, so the totals may differ from the row's by
 * the rounding of the lines). D must be a direct downline of V (a super admin or IT admin viewer:
 * a company, its own view), in the caller's tree: 403 otherwise.
 */
export async function getWinLossDetail(
  deps: AreaDeps,
  ctx: AuthContext,
  body: GetWinLossDetailBody,
): Promise<FamilyPage<WinLossDetailRow, WinLossDetailOverall>> {
  const opened = await openWinLossReport(deps, ctx, body, WIN_LOSS_FUNCTIONS, body.viewerId);
  const down = await targetInScope(deps.db, ctx, body.userId);
  const viewer = opened.viewer;
  const isRow = companyRows(viewer)
    ? down.roleId === Role.Company
    : down.id !== viewer.id && down.uplineId === viewer.id && down.mainAccountId === null;
  if (!isRow) throw forbidden();
  const query = { ...detailQuery(opened, body), downId: down.id };
  const [page, totals] = await Promise.all([
    selectWinLossDetailPage(deps.db, query),
    selectWinLossDetailTotals(deps.db, query),
  ]);
  return {
    rows: page.map((r) => ({
      ticketId: Number(r.ticket_id),
      ticketNo: r.ticket_no,
      bettorId: Number(r.bettor_id),
      bettorUsername: r.bettor_username,
      drawDate: r.draw_date,
      poolId: r.pool_id,
      number: r.number,
      code: r.code,
      kind: r.kind,
      ...detailFigures(r),
    })),
    totalCount: Number(totals.row_count),
    overallInfo: { ...detailFigures(totals), ...overallExtras(opened) },
    message: opened.access.message,
  };
}

function selfFigures(r: SelfDetailFiguresDb) {
  return {
    eat: centsToUnits(r.eat),
    ownNet: centsToUnits(r.own_net),
    ownPayout: centsToUnits(r.own_payout),
    ownWinLoss: centsToUnits(r.own_win_loss),
  };
}

/**
 * GetSelfWinLossDetail: the viewer's own lines (viewerId, default the caller's main account):
 * every settled line where V ate a part (eat, r_D x eat, W(p_D) x eat) or earned or paid a rate
 * difference, with V's win/loss on it. The totals equal the own section totals of
 * GetWinLoss3SectionsReport over the same filters (in the base currency to the cent).
 */
export async function getSelfWinLossDetail(
  deps: AreaDeps,
  ctx: AuthContext,
  body: GetSelfWinLossDetailBody,
): Promise<FamilyPage<SelfWinLossDetailRow, SelfWinLossDetailOverall>> {
  const opened = await openWinLossReport(deps, ctx, body, WIN_LOSS_FUNCTIONS, body.viewerId);
  const query = { ...detailQuery(opened, body), lineFilter: opened.lineFilter };
  const [page, totals] = await Promise.all([
    selectSelfDetailPage(deps.db, query),
    selectSelfDetailTotals(deps.db, query),
  ]);
  return {
    rows: page.map((r) => ({
      ticketId: Number(r.ticket_id),
      ticketNo: r.ticket_no,
      drawDate: r.draw_date,
      poolId: r.pool_id,
      number: r.number,
      code: r.code,
      ...selfFigures(r),
    })),
    totalCount: Number(totals.row_count),
    overallInfo: { ...selfFigures(totals), ...overallExtras(opened) },
    message: opened.access.message,
  };
}
