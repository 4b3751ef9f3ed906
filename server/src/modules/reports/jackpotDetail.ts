import type { DetailJackpot, GetDetailJackpotBody } from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { selectJackpotLines, selectJackpotResult } from './queries/winLoss';
import { reportAccess } from './reportBlock';
import { reportCurrency } from './reportCurrency';
import { openReport } from './reportGuard';
import { companyRows, rowLineFilter } from './salesScope';
import { WIN_LOSS_FUNCTIONS } from './winLossFamily';

const units = (cents: string | null) => (cents === null ? null : centsToUnits(cents));

/**
 * GetDetailJackpot: the saved result's 5D and 6D numbers and jackpot amounts of one pool and draw
 * date, and the lines of the viewer's tree (userId, default the caller's main account) that won a
 * 5D or 6D tier: stake and the bettor's winnings. Lines appear once the draw is released; data is
 * null when the draw has no saved result.
 */
export async function getDetailJackpot(
  deps: AreaDeps,
  ctx: AuthContext,
  body: GetDetailJackpotBody,
): Promise<{ data: DetailJackpot | null; message: string | null }> {
  const viewer = await openReport(deps.db, ctx, { functions: WIN_LOSS_FUNCTIONS, userId: body.userId });
  const [currency, access] = await Promise.all([
    reportCurrency(deps.db, body.currency),
    reportAccess(deps.db, body.drawDate, body.drawDate),
  ]);
  const result = await selectJackpotResult(deps.db, body.drawDate, body.poolId, currency);
  if (!result) return { data: null, message: access.message };
  const released = result.release_status === 'released';
  const lines = released
    ? await selectJackpotLines(deps.db, {
        drawId: Number(result.draw_id),
        viewerId: viewer.id,
        companyRows: companyRows(viewer),
        currency,
        lineFilter: (column) => rowLineFilter(ctx, viewer, column),
      })
    : [];
  const rows = lines.map((l) => {
    const tiers = l.ranks.map(Number);
    return {
      ticketId: Number(l.ticket_id),
      ticketNo: l.ticket_no,
      bettorId: Number(l.bettor_id),
      bettorUsername: l.bettor_username,
      number: l.number,
      code: l.code,
      tier: Math.min(...tiers),
      tiers,
      stake: centsToUnits(l.stake),
      payout: centsToUnits(l.payout),
    };
  });
  const cents = (list: readonly string[]) => list.reduce((sum, c) => sum + Number(c), 0);
  const fiveD =
    result.five_d_first !== null && result.five_d_second !== null && result.five_d_third !== null
      ? { first: result.five_d_first, second: result.five_d_second, third: result.five_d_third }
      : null;
  return {
    data: {
      drawDate: body.drawDate,
      poolId: body.poolId,
      viewerId: viewer.id,
      currency: currency.code,
      released,
      fiveD,
      sixD: result.six_d_first !== null ? { first: result.six_d_first } : null,
      jackpot1: units(result.jackpot1),
      jackpot2: units(result.jackpot2),
      lines: rows,
      totalStake: centsToUnits(cents(lines.map((l) => l.stake))),
      totalPayout: centsToUnits(cents(lines.map((l) => l.payout))),
      processing: access.message !== null,
    },
    message: access.message,
  };
}
