import { perDatabase } from '../../../db/perDatabase';
import type { PackageTerms } from './pricing';

/**
 * Package terms (the rates of every code) kept in memory by the order pipeline for one packages
 * revision (config_revisions 'packages', raised by every change of packages or package_rates in
 * the changing transaction). An order reads the revision in its first statement; terms kept at
 * another revision are read again. Ids read and found not active are kept as such.
 */
export class PackageTermsCache {
  private revision: string | null = null;
  private readonly known = new Map<number, PackageTerms | null>();

  /** The active packages among `ids` at `revision`, or null when one of them is not kept at it. */
  lookup(revision: string, ids: Iterable<number>): Map<number, PackageTerms> | null {
    if (revision !== this.revision) return null;
    const out = new Map<number, PackageTerms>();
    for (const id of ids) {
      const terms = this.known.get(id);
      if (terms === undefined) return null;
      if (terms !== null) out.set(id, terms);
    }
    return out;
  }

  /** Keeps what was read at `revision` for `ids` (`terms`: the active ones among them, every code). */
  store(revision: string, ids: Iterable<number>, terms: ReadonlyMap<number, PackageTerms>): void {
    if (revision !== this.revision) {
      this.known.clear();
      this.revision = revision;
    }
    for (const id of ids) this.known.set(id, terms.get(id) ?? null);
  }
}

/** The cache of one database handle. */
export const packageTermsCacheOf = perDatabase(() => new PackageTermsCache());
