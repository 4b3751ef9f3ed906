import { perDatabase } from '../../db/perDatabase';
import type { KeptOrderConfig, OrderConfig } from './queries/orderStatements';

/**
 * Entries kept at most, the least recently used going first: an entry holds its chain's accounts with
 * their settings, red numbers and draws (a few to some tens of KB), so the cache stays within tens of MB.
 */
const MAX_ENTRIES = 1_000;

/**
 * What an order reads before parsing that only configuration changes (OrderConfig), kept per bettor,
 * business day and pools with the 'order_context' revision it was read at: the order's first
 * statement reads it again only when the revision moved (docs/betting-rules.md "Order pipeline" 27).
 */
export class OrderConfigCache {
  private readonly entries = new Map<string, KeptOrderConfig>();

  get(key: string): KeptOrderConfig | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    // Most recently used last (a Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, revision: string, config: OrderConfig): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { revision, config });
  }
}

/** The key of an order's configuration: its bettor, business day and the pools read. */
export const orderConfigKey = (bettorId: number, today: string, pools: readonly number[]): string =>
  `${bettorId}|${today}|${[...pools].sort((a, b) => a - b).join(',')}`;

/** The cache of one database handle. */
export const orderConfigCacheOf = perDatabase(() => new OrderConfigCache());
