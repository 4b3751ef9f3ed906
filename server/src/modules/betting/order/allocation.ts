import {
  allocateLines,
  type AllocationLine,
  type LineAllocation,
} from '@drawdesk/shared-kernel/domain/betting';
import type { PackageTerms } from '../../configuration';
import type { Executor, OrderContext } from '../queries/orderStatements';
import {
  beyondWindow,
  keptLookups,
  readAllocationInputs,
  readLookups,
  type DateLookups,
  type KeptInMemory,
  type ParsedOrder,
} from './inputs';
import { allocationLines, chainLevels, eatSetupsFrom, type ChainLevels, type OrderParties } from './parties';
import { packageIdsOf, packagesToRead } from './pricing';
import type { PipelineMode } from './write';

/** An order allocated up its chain (DOMAIN 10), with what pricing it needs. */
export interface AllocatedOrder {
  ctx: OrderContext;
  parties: OrderParties;
  parsed: ParsedOrder;
  lookups: DateLookups;
  limits: ChainLevels;
  idsOf: ReturnType<typeof packageIdsOf>;
  packageTerms: ReadonlyMap<number, PackageTerms>;
  lines: AllocationLine[];
  allocations: LineAllocation[];
  /** The usage rows as read, and after the allocation added to them. */
  before: ReadonlyMap<string, number>;
  after: ReadonlyMap<string, number>;
}

/**
 * Allocates the order's lines up the chain (DOMAIN 9 step 4) on the usage so far: the chain's eat
 * settings, red numbers (read again for dates past the window the configuration was read for), then
 * the usage rows, queued numbers and package terms (readAllocationInputs: read, locked or not at all).
 */
export async function allocateOrder(
  db: Executor,
  mode: PipelineMode,
  kept: KeptInMemory,
  order: { ctx: OrderContext; parties: OrderParties; parsed: ParsedOrder; windowEnd: string },
): Promise<AllocatedOrder> {
  const { ctx, parties, parsed } = order;
  const { config } = ctx;
  const { bets, draws } = parsed;
  const lookups = beyondWindow(parsed, order.windowEnd)
    ? await readLookups(db, parties, parsed.dates)
    : keptLookups(config);
  const limits = chainLevels(bets, draws, parties, eatSetupsFrom(parties.chain, config.users), lookups.redOf);
  const idsOf = packageIdsOf(parties);
  const packages = packagesToRead(kept.packages, ctx.packagesRevision, idsOf, config.defaults);
  const read = await readAllocationInputs(db, mode, packages, limits.refs, parsed, parties.company);
  const lines = allocationLines(bets, draws, limits.levels, parties.company, config.posting, read.queued);
  const before = new Map(read.used);
  const allocations = allocateLines(lines, read.used);
  const { packageTerms, used: after } = read;
  return { ctx, parties, parsed, lookups, limits, idsOf, packageTerms, lines, allocations, before, after };
}
