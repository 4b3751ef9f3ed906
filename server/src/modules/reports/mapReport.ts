import {
  DIGIT_FILTER_CODES,
  type GetActiveMapReportBody,
  type GetMapReportBody,
  type MapOverall,
  type MapRow,
} from '@drawdesk/shared-kernel/contract';
import { BET_CODES } from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { convertCents } from './resultsScope';
import { openExposure, pageOf } from './exposureScope';
import {
  selectMapCells,
  selectMapCellsFromLines,
  selectMapDraws,
  selectMapPage,
  type MapCellDbRow,
  type MapQuery,
} from './queries/exposure';
import { RATE_SCALE } from './conversion';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';

/** Numbers a map shows by default when sorted by total. */
export const DEFAULT_MAP_TOP = 50;

const CODE_INDEX = new Map<string, number>(BET_CODES.map((c, i) => [c, i]));

/** A top N up to this many numbers is read with every cell of the N numbers (the totals are theirs). */
export const TOP_WITH_CELLS = 2_000;

/** The code digits of each digit filter the per-number totals can answer ('4ds' cannot: no B or S). */
const FILTER_DIGITS: Partial<Record<string, readonly number[] | null>> = {
  all: null,
  '2d': [2],
  '3d': [3],
  '4d': [4],
  '5d': [5],
  '6d': [6],
};

/** Cells of the numbers read through the per-number totals, as the cell statements give them. */
function pageCells(
  shown: ReadonlyArray<{ number: string; total: number; cells: Record<string, number> }>,
  numbers: number,
): MapCellDbRow[] {
  const out: MapCellDbRow[] = [];
  for (const n of shown) {
    for (const [code, cents] of Object.entries(n.cells)) {
      out.push({
        number: n.number,
        code,
        cents: String(cents),
        total: String(n.total),
        numbers: String(numbers),
      });
    }
  }
  return out;
}

type MapBody = GetMapReportBody | GetActiveMapReportBody;

/**
 * The map (REPORTS.md "Exposure family"): per number, the figure of the report type per code over
 * the viewer's position on the draws read (GetMapReport: one date, released or not; the active
 * map: draws not yet released, of one date or every date). Read from the exposure aggregate, or
 * from the share rows for a narrowed sub-account or a bettor viewer. Cells of 0 and numbers whose
 * total is 0 are left out; the numbers are ranked in base cents (sort 'total': largest first, ties
 * by number), the first `top` kept; amounts converted per cell, totals are sums of the converted
 * cells.
 */
async function mapReport(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: MapBody,
  active: boolean,
): Promise<{ rows: MapRow[]; totalCount: number; overallInfo: MapOverall }> {
  const drawDate = body.drawDate ?? null;
  const poolId = body.poolId ?? null;
  // The draws (no one's data) are read alongside the access checks.
  const [opened, draws] = await Promise.all([
    openExposure(db, ctx, body, drawDate === null ? null : { from: drawDate, to: drawDate }),
    selectMapDraws(db, { drawDate, poolId, unreleased: active }),
  ]);
  const digits = body.digits ?? 'all';
  const codes = DIGIT_FILTER_CODES[digits];
  const sort = body.sort ?? 'total';
  const top =
    body.top === undefined ? (sort === 'total' ? DEFAULT_MAP_TOP : null) : body.top === 0 ? null : body.top;
  let numberCountOf = 0;
  const q: MapQuery = {
    holder: opened.holder,
    draws: draws.map((d) => ({ id: Number(d.id), poolId: d.pool_id, drawDate: d.draw_date })),
    codes,
    reportType: body.reportType,
    number: body.number ?? null,
    top,
    sort,
  };
  // Through the per-number totals (exposure_numbers): a top N of up to TOP_WITH_CELLS numbers (all
  // their cells read, the page cut here), or, in the base currency, one page of every number with
  // the code totals from the cells grouped on the code only (page and number order in SQL).
  const digitsFilter = FILTER_DIGITS[digits];
  const aggregate = !(opened.narrowed || opened.bettorViewer) && digitsFilter !== undefined;
  const start = body.StartCount ?? 0;
  let paged: { rows: number; codeTotals: Record<string, number> } | null = null;
  let cells: MapCellDbRow[];
  if (aggregate && top !== null && top <= TOP_WITH_CELLS) {
    const page = await selectMapPage(db, {
      ...q,
      digits: digitsFilter,
      offset: 0,
      limit: top,
      codeTotals: false,
    });
    cells = pageCells(page.shown, page.numbers);
    numberCountOf = page.numbers;
  } else if (
    aggregate &&
    top === null &&
    body.PageSize !== undefined &&
    opened.currency.ratePer10k === RATE_SCALE
  ) {
    const page = await selectMapPage(db, {
      ...q,
      digits: digitsFilter,
      offset: start,
      limit: body.PageSize,
      codeTotals: true,
    });
    cells = pageCells(page.shown, page.numbers);
    numberCountOf = page.numbers;
    paged = { rows: page.numbers, codeTotals: page.codeTotals ?? {} };
  } else {
    cells =
      opened.narrowed || opened.bettorViewer
        ? await selectMapCellsFromLines(db, {
            ...q,
            lineFilter: opened.lineFilter,
            bettorViewer: opened.bettorViewer,
          })
        : await selectMapCells(db, q);
  }

  const conv = (cents: number) => convertCents(cents, opened.currency);
  // Tens of thousands of cells when every number is asked for: one pass, cells by code position.
  const byNumber = new Map<string, { cells: Array<[number, string, number]>; total: number }>();
  let numberCount = numberCountOf;
  for (const c of cells) {
    numberCount = Number(c.numbers);
    let entry = byNumber.get(c.number);
    if (!entry) {
      entry = { cells: [], total: Number(c.total) };
      byNumber.set(c.number, entry);
    }
    entry.cells.push([CODE_INDEX.get(c.code) ?? BET_CODES.length, c.code, conv(Number(c.cents))]);
  }
  const ordered = [...byNumber.entries()].sort(([a, x], [b, y]) =>
    sort === 'total' ? y.total - x.total || (a < b ? -1 : a > b ? 1 : 0) : a < b ? -1 : a > b ? 1 : 0,
  );
  const totals = new Array<number>(BET_CODES.length).fill(0);
  const present = new Array<boolean>(BET_CODES.length).fill(false);
  const rows: MapRow[] = ordered.map(([number, entry]) => {
    entry.cells.sort((x, y) => x[0] - y[0]);
    const out: Record<string, number> = {};
    let total = 0;
    for (const [i, code, cents] of entry.cells) {
      out[code] = centsToUnits(cents);
      total += cents;
      totals[i] = (totals[i] ?? 0) + cents;
      present[i] = true;
    }
    return { number, amounts: out, total: centsToUnits(total) };
  });
  if (paged) {
    // The rows are the page already; the code totals cover every number (base currency: no conversion).
    totals.fill(0);
    present.fill(false);
    for (const [code, cents] of Object.entries(paged.codeTotals)) {
      const i = CODE_INDEX.get(code);
      if (i === undefined) continue;
      totals[i] = cents;
      present[i] = true;
    }
  }
  const amounts: Record<string, number> = {};
  let total = 0;
  BET_CODES.forEach((code, i) => {
    if (!present[i]) return;
    amounts[code] = centsToUnits(totals[i] ?? 0);
    total += totals[i] ?? 0;
  });
  return {
    rows: paged ? rows : pageOf(rows, body),
    totalCount: paged ? paged.rows : rows.length,
    overallInfo: {
      amounts,
      total: centsToUnits(total),
      numberCount,
      columns: [...codes],
      reportType: body.reportType,
      drawDate,
      poolId,
      viewerId: opened.viewer.id,
      currency: opened.currency.code,
      processing: opened.processing,
    },
  };
}

/** GetMapReport: one draw date (released or not), one pool or all. */
export const getMapReport = (deps: AreaDeps, ctx: AuthContext, body: GetMapReportBody) =>
  mapReport(deps, ctx, body, false);

/** GetActiveMapReport: the draws not yet released (of the date, or every date), cancelled tickets never count. */
export const getActiveMapReport = (deps: AreaDeps, ctx: AuthContext, body: GetActiveMapReportBody) =>
  mapReport(deps, ctx, body, true);
