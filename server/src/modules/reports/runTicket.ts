import { RunMessages, type SaveRunMapTicketBody } from '@drawdesk/shared-kernel/contract';
import { poolById, Role, unitsToCents } from '@drawdesk/shared-kernel/domain';
import { formatBetAmount, formatDayMonthYear, type BetCode } from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { BusinessError } from '../../http/errors';
import { placeOrder, type PlaceOrderReply } from '../betting';
import { loadAccountTerms } from '../configuration';
import { MAP_FUNCTIONS } from './exposureScope';
import { openReport } from './reportGuard';

/** stake = amount x 10,000 / rate, half up to the cent (rate per 10,000 > 0). */
const stakeOfNet = (netCents: number, rate: number): number =>
  Math.floor((2 * netCents * 10_000 + rate) / (2 * rate));

/**
 * SaveRunTicket with a run (REPORTS.md "Exposure family"): the caller's own account V (an agent)
 * orders the chosen numbers and codes from its upline on one draw, through the order pipeline as
 * any order (its package prices it, its credit pays it, its uplines eat it under their pt and
 * limits, a closed draw refuses it with the pipeline's message, a repeated orderKey returns the
 * first reply). The ticket's source is 'run', so V's map and run map take its stake off V's eat.
 * eatType 'gross': each amount is the stake; 'net': what the run may cost V, the stake being
 * amount / V's bet rate of the code (half up to the cent).
 */
export async function saveRunMapTicket(
  deps: AreaDeps,
  ctx: AuthContext,
  body: SaveRunMapTicketBody,
): Promise<PlaceOrderReply> {
  const viewer = await openReport(deps.db, ctx, { functions: MAP_FUNCTIONS });
  if (viewer.roleId === Role.Company) throw new BusinessError(RunMessages.noUpline);
  if (viewer.roleId !== Role.Multilevel) throw new BusinessError(RunMessages.notAgent);
  if (body.eatType === undefined) throw new BusinessError(RunMessages.eatType);
  const items = body.items;
  if (items.length === 0 || items.some((i) => i.amount === undefined || i.amount <= 0))
    throw new BusinessError(RunMessages.runAmount);

  let stakeOf = (amountCents: number, _code: BetCode) => amountCents;
  if (body.eatType === 'net') {
    const terms = (await loadAccountTerms(deps.db, [viewer.id])).get(viewer.id);
    const table = terms?.byType[poolById(body.poolId)?.packageType ?? 0];
    stakeOf = (amountCents, code) => {
      const rate = table?.get(code)?.betRate ?? 0;
      if (rate <= 0) throw new BusinessError(RunMessages.noRate(code));
      return stakeOfNet(amountCents, rate);
    };
  }
  const lines = items.map((i) => {
    const stake = stakeOf(unitsToCents(i.amount ?? 0), i.code);
    return `${i.ibox === true ? '**' : ''}${i.number}#${i.code}${formatBetAmount(stake)}`;
  });
  const betString = [`D${formatDayMonthYear(body.drawDate)}`, `#${body.poolId}`, ...lines].join('\n');
  return placeOrder(deps, ctx, { betString, orderKey: body.orderKey, source: 'run' });
}
