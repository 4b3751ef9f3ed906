import { BASE_CURRENCY, type TodaySales } from '@drawdesk/shared-kernel/contract';
import { businessDate, centsToUnits } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { selectTodaySales } from './queries/dashboard';
import { openReport } from './reportGuard';
import { companyRows, rowLineFilter } from './salesScope';

/**
 * GetTodaySales (the dashboard): the caller's sales of today's business date, over the caller's
 * main account's share rows, as the sales summary reads them (same function, Group Sales Report;
 * a sub-account needs it in its report access too; its target lines narrow the rows). Amounts in
 * the base currency.
 */
export async function getTodaySales({ db, clock }: AreaDeps, ctx: AuthContext): Promise<TodaySales> {
  const viewer = await openReport(db, ctx, { functions: ['Group Sales Report'] });
  const today = businessDate(clock.now());
  const sums = await selectTodaySales(db, {
    viewerId: viewer.id,
    companyRows: companyRows(viewer),
    businessDate: today,
    lineFilter: (column) => rowLineFilter(ctx, viewer, column),
  });
  return {
    businessDate: today,
    turnover: centsToUnits(sums.turnover),
    netAmount: centsToUnits(sums.netAmount),
    ticketCount: sums.ticketCount,
    currency: BASE_CURRENCY,
  };
}
