import { addDays, businessDate, yearDrawDates, type CalendarDraw } from '@drawdesk/shared-kernel/domain';
import type { Trx } from '../db/retry';
import type { DemoContext } from './context';
import { readSystemSettings } from '../modules/configuration';

/** Days before today whose calendar draws are seeded even when they fall in the previous year. */
export const DEMO_PAST_DAYS = 14;

/**
 * Demo data of this area (API.md "Demo data"), run once on an empty embedded database: the whole
 * calendar of the current and the next year (past dates of the current year included, so results
 * and tickets of the last weeks have draws), and the draws of the last 14 days when they fall in
 * the previous year (early January).
 */
export async function seedDrawsDemo(trx: Trx, ctx: DemoContext): Promise<void> {
  const today = businessDate(ctx.now);
  const year = Number(today.slice(0, 4));
  const { dailyPool } = await readSystemSettings(trx);
  const from = addDays(today, -DEMO_PAST_DAYS);
  const previous = yearDrawDates(year - 1, dailyPool).filter((d) => d.drawDate >= from);
  const draws: CalendarDraw[] = [
    ...previous,
    ...yearDrawDates(year, dailyPool),
    ...yearDrawDates(year + 1, dailyPool),
  ];
  const adminId = ctx.userIds.get('admin');
  for (let i = 0; i < draws.length; i += 1000) {
    await trx
      .insertInto('draws')
      .values(
        draws.slice(i, i + 1000).map((d) => ({
          pool_id: d.poolId,
          draw_date: d.drawDate,
          is_special: false,
          created_by: adminId === undefined ? null : String(adminId),
        })),
      )
      .onConflict((oc) => oc.columns(['pool_id', 'draw_date']).doNothing())
      .execute();
  }
}
