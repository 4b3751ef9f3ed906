import { seedDrawsDemo } from '../modules/draws/seed';
import { seedPackagesDemo } from '../modules/packages/seed';
import { seedNumbersDemo } from '../modules/numbers/seed';
import { seedOpsDemo } from '../modules/ops/seed';
import { seedBettingDemo } from '../modules/betting/seed';
import { seedInboxDemo } from '../modules/inbox/seed';
import { seedResultsDemo } from '../modules/results/seed';
import type { Trx } from './retry';

export interface DemoContext {
  /** The instant demo data is made at (dates of draws, tickets and results are relative to it). */
  now: Date;
  /** Demo account ids by username (admin, demo_co, demo_sh, demo_ma, demo_ag, demo_p1, ...). */
  userIds: ReadonlyMap<string, number>;
}

/**
 * Demo data beyond the account tree, area by area, in dependency order: packages before draws
 * (accounts get packages), draws before tickets, tickets before results. Without `activity` only
 * the configuration is seeded (no tickets, results or money moved).
 */
export async function seedDemoData(trx: Trx, ctx: DemoContext, opts: { activity: boolean }): Promise<void> {
  await seedPackagesDemo(trx, ctx);
  await seedDrawsDemo(trx, ctx);
  await seedNumbersDemo(trx, ctx);
  await seedOpsDemo(trx, ctx);
  // Tickets, results and claims: the running product shows them; most tests start without them.
  if (!opts.activity) return;
  await seedBettingDemo(trx, ctx);
  await seedInboxDemo(trx, ctx);
  await seedResultsDemo(trx, ctx);
}
