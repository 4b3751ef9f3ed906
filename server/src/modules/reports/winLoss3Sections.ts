import type {
  GetWinLoss3SectionsBody,
  GetWinLossOccupiedBody,
  WinLoss3SectionsOverall,
  WinLoss3SectionsRow,
  WinLossOccupiedOverall,
  WinLossOccupiedRow,
} from '@drawdesk/shared-kernel/contract';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { selectSectionsPage, selectSectionsTotals, type SectionsFigures } from './queries/winLoss';
import {
  accountOf,
  familyPage,
  OCCUPIED_FUNCTIONS,
  sectionFigures,
  WIN_LOSS_FUNCTIONS,
  type FamilyPage,
} from './winLossFamily';

/**
 * GetWinLoss3SectionsReport (REPORTS.md "Win/loss family"): for the viewer (default the caller's
 * main account, userId to drill down) a row per direct downline over the settled draws of the
 * range, with the downline, own and upline sections from report_rollups; `demo` reads the demo
 * accounts' rollups only (GetWinLoss3SectionsReportDemo), otherwise every other account's. A super
 * admin or IT admin viewer gets a row per company with that company's own view summed.
 */
export async function getWinLoss3Sections(
  deps: AreaDeps,
  ctx: AuthContext,
  body: GetWinLoss3SectionsBody,
  demo: boolean,
): Promise<FamilyPage<WinLoss3SectionsRow, WinLoss3SectionsOverall>> {
  return familyPage(deps, ctx, body, {
    functions: WIN_LOSS_FUNCTIONS,
    demo,
    page: selectSectionsPage,
    totals: selectSectionsTotals,
    row: (r) => ({ ...accountOf(r), ...sectionFigures(r) }),
    figures: sectionFigures,
  });
}

function occupiedFigures(r: SectionsFigures) {
  const f = sectionFigures(r);
  return {
    ticketCount: f.ticketCount,
    eat: f.eat,
    ownNet: f.ownNet,
    ownPayout: f.ownPayout,
    ownWinLoss: f.ownWinLoss,
  };
}

/**
 * GetWinLossOccupiedReport (DOMAIN 14 "Occupied"): per direct downline, the viewer's eaten portion
 * only (eat, r_D x eat, W(p_D) x eat) and its win/loss: the own section of the three sections
 * report, row for row. Needs the WinLoss Occupied Report function.
 */
export async function getWinLossOccupied(
  deps: AreaDeps,
  ctx: AuthContext,
  body: GetWinLossOccupiedBody,
): Promise<FamilyPage<WinLossOccupiedRow, WinLossOccupiedOverall>> {
  return familyPage(deps, ctx, body, {
    functions: OCCUPIED_FUNCTIONS,
    demo: false,
    page: selectSectionsPage,
    totals: selectSectionsTotals,
    row: (r) => ({ ...accountOf(r), ...occupiedFigures(r) }),
    figures: occupiedFigures,
  });
}
