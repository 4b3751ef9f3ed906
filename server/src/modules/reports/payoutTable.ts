import {
  PAYOUT_TABLE_RANKS,
  type GetPayoutTableBody,
  type PayoutTableCell,
  type PayoutTableOverall,
  type PayoutTablePool,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import { betCodeOrder, isBetCode } from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { selectPayoutCells, type PayoutCellDbRow } from './queries/results';
import { openResultsRange, ResultsFunctions } from './resultsScope';

const codeOrder = (code: string) => (isBetCode(code) ? betCodeOrder(code) : Number.MAX_SAFE_INTEGER);

/** Cells in PAYOUT_TABLE_RANKS order from cent figures per rank. */
function cellsOf(byRank: Map<number, { winLines: number; cents: number }>): PayoutTableCell[] {
  return PAYOUT_TABLE_RANKS.map((rank) => {
    const c = byRank.get(rank);
    return { rank, winLines: c?.winLines ?? 0, payout: centsToUnits(c?.cents ?? 0) };
  });
}

/**
 * GetPayoutTable (REPORTS.md "Results family"): per pool, a grid of bet code by prize rank over the
 * winning lines of the viewer's subtree in the settled draws of the range: winning lines and the
 * payout the viewer pays its downlines (W(p_D) x in / n), each line's payout split over its matched
 * positions by the release (report_payout_cells), so the cells sum to the payout report's payout.
 * Cells converted one by one; row, column and grand totals are sums of the converted cells (their
 * winLines: each line once).
 */
export async function getPayoutTable(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetPayoutTableBody,
): Promise<{ rows: PayoutTablePool[]; totalCount: number; overallInfo: PayoutTableOverall }> {
  const { range, extras } = await openResultsRange(db, ctx, ResultsFunctions.payout, body);
  const cells = await selectPayoutCells(db, range);
  const byPool = new Map<number, PayoutCellDbRow[]>();
  for (const c of cells) byPool.set(c.pool_id, [...(byPool.get(c.pool_id) ?? []), c]);

  let allLines = 0;
  let allCents = 0;
  const pools: PayoutTablePool[] = [...byPool.keys()]
    .sort((a, b) => a - b)
    .map((poolId) => {
      const poolCells = byPool.get(poolId)!;
      const codes = [...new Set(poolCells.map((c) => c.code))].sort((a, b) => codeOrder(a) - codeOrder(b));
      const columns = new Map<number, { winLines: number; cents: number }>();
      let poolLines = 0;
      let poolCents = 0;
      const rows = codes.map((code) => {
        const own = poolCells.filter((c) => c.code === code);
        const byRank = new Map(
          own.map((c) => [c.rank, { winLines: Number(c.win_lines), cents: Number(c.payout) }]),
        );
        const cents = own.reduce((s, c) => s + Number(c.payout), 0);
        const winLines = Number(own[0]!.code_lines);
        for (const [rank, c] of byRank) {
          const col = columns.get(rank) ?? { winLines: 0, cents: 0 };
          columns.set(rank, { winLines: col.winLines + c.winLines, cents: col.cents + c.cents });
        }
        poolLines += winLines;
        poolCents += cents;
        return { code, cells: cellsOf(byRank), winLines, payout: centsToUnits(cents) };
      });
      allLines += poolLines;
      allCents += poolCents;
      return {
        poolId,
        rows,
        columns: cellsOf(columns),
        winLines: poolLines,
        payout: centsToUnits(poolCents),
      };
    });
  return {
    rows: pools,
    totalCount: pools.length,
    overallInfo: {
      winLines: allLines,
      payout: centsToUnits(allCents),
      ...extras,
    },
  };
}
