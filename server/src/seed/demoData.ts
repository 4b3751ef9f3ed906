import { seedDrawsDemo } from './pools';
import { seedPackagesDemo } from './packages';
import { seedNumbersDemo } from './numbers';
import { seedBettingDemo } from './betting';
import { seedInboxDemo } from './inbox';
import { seedResultsDemo } from './results';
import type { Trx } from '../db/retry';
import type { DemoContext } from './context';

/**
 * Demo data beyond the account tree, area by area, in dependency order: packages before draws
 * (accounts get packages), draws before tickets, tickets before results. Without `activity` only
 * the configuration is seeded (no tickets, results or money moved).
 */
export async function seedDemoData(trx: Trx, ctx: DemoContext, opts: { activity: boolean }): Promise<void> {
  await seedPackagesDemo(trx, ctx);
  await seedDrawsDemo(trx, ctx);
  await seedNumbersDemo(trx, ctx);
  // Tickets, results and claims: the running product shows them; most tests start without them.
  if (!opts.activity) return;
  await seedBettingDemo(trx, ctx);
  await seedInboxDemo(trx, ctx);
  await seedResultsDemo(trx, ctx);
}
