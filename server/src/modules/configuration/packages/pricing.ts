import { BET_CODES, OFFICIAL_PAYOUTS, type BetCode } from '@drawdesk/shared-kernel/domain/betting';
import type { PackageType } from '@drawdesk/shared-kernel/domain';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import { readSettings, type StoredSettings } from '../accountSettings';
import { readAppSettingValue } from '../queries';
import { selectAccountPathSettings, selectActivePackageIds, selectActivePackageRates } from './queries';

/** Rates per 10,000 and payouts in cents per 1.00 stake for one bet code (DOMAIN 8). */
export interface CodeTerms {
  /** The package they come from; null for the built-in official figures. */
  packageId: number | null;
  baseRate: number;
  betRate: number;
  payouts: readonly number[];
}
export type PackageTerms = ReadonlyMap<BetCode, CodeTerms>;

/** What an account bets with: a package per package type, and its red package if it has one. */
export interface AccountTerms {
  byType: Readonly<Record<PackageType, PackageTerms>>;
  red: PackageTerms | null;
}

/** app_settings key of the default package per type ({ "0": id, "2": id, "3": id }), set by the super admin. */
export const DEFAULT_PACKAGES_KEY = 'defaultPackageIds';
const TYPE_KEYS: Record<PackageType, 'normal' | 'gd' | 'nineLotto'> = {
  0: 'normal',
  2: 'gd',
  3: 'nineLotto',
};
const PACKAGE_TYPES: readonly PackageType[] = [0, 2, 3];
const RATE_SCALE = 10_000;

/** The official Malaysian package (DOMAIN 5) at rate 1.0000: used when no package is set anywhere. */
export const OFFICIAL_TERMS: PackageTerms = new Map(
  BET_CODES.map((code) => [
    code,
    { packageId: null, baseRate: RATE_SCALE, betRate: RATE_SCALE, payouts: OFFICIAL_PAYOUTS[code] },
  ]),
);

/**
 * Terms of each account, resolved per package type: its own package, else the nearest upline's,
 * else the default package of that type, else the official figures. The red package is the
 * account's own only (DOMAIN 8: without one the normal package applies). Disabled or deleted
 * packages count as unset.
 */
export async function loadAccountTerms(
  db: Db | Trx,
  userIds: readonly number[],
): Promise<Map<number, AccountTerms>> {
  if (userIds.length === 0) return new Map();
  const { users, packageIdsOf, defaults } = await readChainPackageIds(db, userIds);
  const packages = await loadPackages(db, [...packageIdsIn(packageIdsOf, defaults)]);
  return resolveAccountTerms(users, packageIdsOf, defaults, packages);
}

/**
 * The accounts (with their paths), the package ids set on every account of their paths, and the
 * default package ids: what package resolution reads, in two parallel statements.
 */
async function readChainPackageIds(db: Db | Trx, userIds: readonly number[]) {
  const [rows, defaults] = await Promise.all([selectAccountPathSettings(db, userIds), defaultPackageIds(db)]);
  const users = new Map<number, { id: number; path: number[] }>();
  const packageIdsOf = new Map<number, PackageIds>();
  for (const r of rows) {
    users.set(Number(r.user_id), { id: Number(r.user_id), path: r.path.map(Number) });
    packageIdsOf.set(Number(r.chain_id), readSettings(r.settings).packageIds ?? {});
  }
  return { users: [...users.values()], packageIdsOf, defaults };
}

type PackageIds = StoredSettings['packageIds'];

/** Every package id named by these settings (packageIds per account) or the defaults. */
export function packageIdsIn(
  packageIdsOf: ReadonlyMap<number, PackageIds>,
  defaults: Partial<Record<PackageType, number>>,
): Set<number> {
  const wanted = new Set<number>();
  for (const ids of packageIdsOf.values())
    for (const v of Object.values(ids)) if (typeof v === 'number') wanted.add(v);
  for (const v of Object.values(defaults)) if (typeof v === 'number') wanted.add(v);
  return wanted;
}

/**
 * The resolution of loadAccountTerms over data already read: each account's path (root first),
 * the packageIds settings of every account on those paths, the default ids and the active packages
 * (packageTermsFromRows). The order pipeline reads all of it in one statement.
 */
export function resolveAccountTerms(
  users: ReadonlyArray<{ id: number; path: readonly number[] }>,
  packageIdsOf: ReadonlyMap<number, PackageIds>,
  defaults: Partial<Record<PackageType, number>>,
  packages: ReadonlyMap<number, PackageTerms>,
): Map<number, AccountTerms> {
  const out = new Map<number, AccountTerms>();
  for (const u of users) {
    const byType = {} as Record<PackageType, PackageTerms>;
    for (const type of PACKAGE_TYPES) {
      let terms: PackageTerms | undefined;
      for (let i = u.path.length - 1; i >= 0 && !terms; i--) {
        const id = packageIdsOf.get(u.path[i] as number)?.[TYPE_KEYS[type]];
        if (typeof id === 'number') terms = packages.get(id);
      }
      const fallback = defaults[type];
      byType[type] = terms ?? (fallback !== undefined ? packages.get(fallback) : undefined) ?? OFFICIAL_TERMS;
    }
    const redId = packageIdsOf.get(u.id)?.red;
    out.set(u.id, { byType, red: typeof redId === 'number' ? (packages.get(redId) ?? null) : null });
  }
  return out;
}

/** The stored defaultPackageIds value as ids per package type (non-numbers ignored). */
export function defaultPackageIdsFrom(value: unknown): Partial<Record<PackageType, number>> {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const out: Partial<Record<PackageType, number>> = {};
  for (const type of PACKAGE_TYPES) {
    const id = stored[String(type)];
    if (typeof id === 'number') out[type] = id;
  }
  return out;
}

/** The default package id per type, as stored. */
export async function defaultPackageIds(db: Db | Trx): Promise<Partial<Record<PackageType, number>>> {
  return defaultPackageIdsFrom(await readAppSettingValue(db, DEFAULT_PACKAGES_KEY));
}

/** Active packages by id, each code's terms; a code the package lacks takes the official figures at rate 1. */
async function loadPackages(db: Db | Trx, ids: readonly number[]): Promise<Map<number, PackageTerms>> {
  if (ids.length === 0) return new Map();
  return packageTermsFromRows(await selectActivePackageRates(db, ids));
}

/** One row of an active package left-joined with its rates (code and rates null for a package without any). */
export interface PackageRateRow {
  id: string | number;
  code: string | null;
  base_rate: number | null;
  bet_rate: number | null;
  payouts: ReadonlyArray<string | number> | null;
}

/** The terms of each package in these rows; a code the package lacks takes the official figures at rate 1. */
export function packageTermsFromRows(rows: readonly PackageRateRow[]): Map<number, PackageTerms> {
  const out = new Map<number, PackageTerms>();
  const byPackage = new Map<number, Map<BetCode, CodeTerms>>();
  for (const row of rows) {
    const id = Number(row.id);
    let terms = byPackage.get(id);
    if (!terms) byPackage.set(id, (terms = new Map()));
    if (row.code === null || row.base_rate === null || row.bet_rate === null || row.payouts === null)
      continue;
    terms.set(row.code as BetCode, {
      packageId: id,
      baseRate: row.base_rate,
      betRate: row.bet_rate,
      payouts: row.payouts.map(Number),
    });
  }
  for (const [id, terms] of byPackage) {
    for (const code of BET_CODES) {
      if (!terms.has(code)) terms.set(code, { ...(OFFICIAL_TERMS.get(code) as CodeTerms), packageId: id });
    }
    out.set(id, terms);
  }
  return out;
}

/** Where one kind of an account's package comes from (GetPackageDetail). */
export interface PackageSource {
  source: 'own' | 'upline' | 'default' | 'official' | 'none';
  packageId: number | null;
  /** The account whose settings name the package (own or an upline), else null. */
  fromUserId: number | null;
}
export type PackageKindKey = 'normal' | 'gd' | 'nineLotto' | 'red';

/** Same resolution as loadAccountTerms, naming the package and where it comes from. */
export async function resolvePackageSources(
  db: Db | Trx,
  userId: number,
): Promise<Record<PackageKindKey, PackageSource>> {
  const { users, packageIdsOf, defaults } = await readChainPackageIds(db, [userId]);
  const user = users[0];
  if (!user) throw new Error(`account ${userId} not found`);
  const wanted = packageIdsIn(packageIdsOf, defaults);
  const active = new Set(wanted.size === 0 ? [] : await selectActivePackageIds(db, [...wanted]));
  const out = {} as Record<PackageKindKey, PackageSource>;
  for (const type of PACKAGE_TYPES) {
    const key = TYPE_KEYS[type];
    let found: PackageSource | undefined;
    for (let i = user.path.length - 1; i >= 0 && !found; i--) {
      const id = packageIdsOf.get(user.path[i] as number)?.[key];
      if (typeof id === 'number' && active.has(id))
        found = {
          source: i === user.path.length - 1 ? 'own' : 'upline',
          packageId: id,
          fromUserId: Number(user.path[i]),
        };
    }
    const fallback = defaults[type];
    out[key] =
      found ??
      (fallback !== undefined && active.has(fallback)
        ? { source: 'default', packageId: fallback, fromUserId: null }
        : { source: 'official', packageId: null, fromUserId: null });
  }
  const redId = packageIdsOf.get(user.id)?.red;
  out.red =
    typeof redId === 'number' && active.has(redId)
      ? { source: 'own', packageId: redId, fromUserId: Number(user.id) }
      : { source: 'none', packageId: null, fromUserId: null };
  return out;
}
