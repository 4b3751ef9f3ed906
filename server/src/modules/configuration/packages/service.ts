import type { AreaDeps } from '../../../areaDeps';
import {
  INVALID_PACKAGE_INFO,
  MAX_RATE,
  PACKAGE_KINDS,
  type AccountPackageDetail,
  type CodeRates,
  type CreateOrUpdatePackageBody,
  type GetPackagesBody,
  type PackageDefaults,
  type PackageDetail,
  type PackageRow,
  type SetDefaultPackageBody,
} from '@drawdesk/shared-kernel/contract';
import {
  BET_CODE_INFO,
  BET_CODES,
  isBetCode,
  OFFICIAL_PAYOUTS,
  type BetCode,
} from '@drawdesk/shared-kernel/domain/betting';
import { centsToUnits, POOLS, Role, unitsToCents, type PackageType } from '@drawdesk/shared-kernel/domain';
import { readsEverything } from '../../../auth/scope';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { BusinessError, forbidden } from '../../../http/errors';
import { may, targetInScope } from '../../../auth/target';
import { readSettings } from '../accountSettings';
import {
  DEFAULT_PACKAGES_KEY,
  defaultPackageIds,
  resolvePackageSources,
  type PackageKindKey,
} from './pricing';
import { writeAppSettingValue } from '../queries';
import {
  accountAndDescendants,
  accountsReachedByPackage,
  allAccounts,
  deletePackageRates,
  insertPackage,
  insertPackageRates,
  lockLivePackage,
  selectAccountRoleAndSettings,
  selectAccountSettings,
  selectChainAndTreeSettings,
  selectPackage,
  selectPackageNames,
  selectPackageRates,
  selectPackages,
  selectUsernames,
  updatePackage,
  type PackageDbRow,
  type PackageFilter,
  type PackageValues,
} from './queries';
import { assertNoUndercut } from './undercut';

export const PackageMessages = {
  notFound: 'Package not found.',
  noCodes: 'A package needs the rates of at least one bet code.',
  typeFixed: 'The type of a package cannot be changed.',
  redFixed: 'A package cannot be turned into a red package or back.',
  name: 'The package name is required (1 to 50 characters).',
  notAvailable: 'The package is not available to this account.',
  inactive: 'The package is not active.',
  defaultRed: 'A red package cannot be a default package.',
} as const;

const RATE_SCALE = 10_000;
const TYPE_KEYS: Record<PackageType, 'normal' | 'gd' | 'nineLotto'> = {
  0: 'normal',
  2: 'gd',
  3: 'nineLotto',
};
const KIND_TYPE: Record<'normal' | 'gd' | 'nineLotto', PackageType> = { normal: 0, gd: 2, nineLotto: 3 };

/** Pools of a package type: normal 1-7, GD 8, 9Lotto 9. */
export const poolsOfType = (type: PackageType): number[] =>
  POOLS.filter((p) => p.packageType === type).map((p) => p.id);

/** Codes some pool of the type offers (5D and 6D: normal only, for Toto). */
export const codesOfType = (type: PackageType): BetCode[] => {
  const games = new Set(POOLS.filter((p) => p.packageType === type).flatMap((p) => p.games));
  return BET_CODES.filter((c) => games.has(BET_CODE_INFO[c].game));
};

const rateToUnits = (perTenThousand: number) => perTenThousand / RATE_SCALE;

/** A decimal rate to per 10,000, or a message. */
function rateOf(value: number, code: string, field: string): number | string {
  if (!(value > 0 && value <= MAX_RATE))
    return `The ${field} of ${code} must be greater than 0 and at most ${MAX_RATE}.`;
  const scaled = Math.round(value * RATE_SCALE);
  if (Math.abs(scaled - value * RATE_SCALE) > 1e-6) return `The ${field} of ${code} has at most 4 decimals.`;
  return scaled;
}

export interface ValidRate {
  code: BetCode;
  baseRate: number;
  betRate: number;
  payouts: number[];
}

/** Checks a package request by code (docs/config-rules.md); the stored rows, or a BusinessError. */
export function validatePackage(body: CreateOrUpdatePackageBody): { rates: ValidRate[]; pools: number[] } {
  if (body.name.trim().length === 0) throw new BusinessError(PackageMessages.name);
  const typePools = poolsOfType(body.type);
  const pools = [...new Set(body.pools ?? [])].sort((a, b) => a - b);
  for (const p of pools)
    if (!typePools.includes(p)) throw new BusinessError(`Pool ${p} does not belong to this package type.`);
  const offered = new Set(codesOfType(body.type));
  const entries = Object.entries(body.rates);
  if (entries.length === 0) throw new BusinessError(PackageMessages.noCodes);
  const rates: ValidRate[] = [];
  for (const [code, r] of entries) {
    if (!isBetCode(code)) throw new BusinessError(`Unknown bet code: ${code}.`);
    if (!offered.has(code)) throw new BusinessError(`Bet code ${code} is not offered by this package type.`);
    const length = BET_CODE_INFO[code].payoutLength;
    if (r.payouts.length !== length)
      throw new BusinessError(`Bet code ${code} needs ${length} payout${length === 1 ? '' : 's'}.`);
    const baseRate = rateOf(r.baseRate, code, 'base rate');
    if (typeof baseRate === 'string') throw new BusinessError(baseRate);
    const betRate = rateOf(r.betRate, code, 'bet rate');
    if (typeof betRate === 'string') throw new BusinessError(betRate);
    if (betRate > baseRate)
      throw new BusinessError(`The bet rate of ${code} cannot be higher than its base rate.`);
    const payouts: number[] = [];
    for (const p of r.payouts) {
      let cents: number;
      try {
        cents = unitsToCents(p);
      } catch {
        throw new BusinessError(`The payouts of ${code} have at most 2 decimals.`);
      }
      if (cents < 0) throw new BusinessError(`The payouts of ${code} cannot be negative.`);
      payouts.push(cents);
    }
    rates.push({ code, baseRate, betRate, payouts });
  }
  rates.sort((a, b) => BET_CODES.indexOf(a.code) - BET_CODES.indexOf(b.code));
  return { rates, pools };
}

interface Principal {
  id: number;
  roleId: number;
  path: number[];
  canEditPackage: boolean;
}

async function principalOf(db: Db | Trx, ctx: AuthContext): Promise<Principal> {
  const row = await selectAccountRoleAndSettings(db, ctx.principalId);
  return {
    id: Number(row.id),
    roleId: row.role_id,
    path: row.path.map(Number),
    canEditPackage: readSettings(row.settings).canEditPackage === true,
  };
}

const isSuperAdmin = (ctx: AuthContext) => ctx.user.roleId === Role.SuperAdmin;

/** Super admin; or a company/agent with 'can edit package' (a sub-account also needs Package List create/edit). */
async function canManage(db: Db | Trx, ctx: AuthContext): Promise<boolean> {
  if (isSuperAdmin(ctx)) return true;
  if (!may(ctx, 'Package List', [2, 3])) return false;
  const p = await principalOf(db, ctx);
  return (p.roleId === Role.Company || p.roleId === Role.Multilevel) && p.canEditPackage;
}

/** Reading packages: Package List (any level) or Downline (the account form's package pickers). */
function requireRead(ctx: AuthContext): void {
  if (readsEverything(ctx)) return;
  if (!may(ctx, 'Package List', [1, 2, 3, 4]) && !may(ctx, 'Downline', [1, 2, 3])) throw forbidden();
}

/** Ids assigned in the settings of the caller's account, its ancestors and its tree, plus the defaults. */
async function visibleIds(db: Db | Trx, ctx: AuthContext, exceptUserId?: number): Promise<number[]> {
  const p = await principalOf(db, ctx);
  const chain = await selectChainAndTreeSettings(db, p.path, p.id, exceptUserId);
  const ids = new Set<number>();
  for (const u of chain)
    for (const v of Object.values(readSettings(u.settings).packageIds ?? {}))
      if (typeof v === 'number') ids.add(v);
  for (const v of Object.values(await defaultPackageIds(db))) if (typeof v === 'number') ids.add(v);
  return [...ids];
}

/** The caller sees packages it owns, those assigned in its chain or its tree and the defaults; admins all. */
export async function isVisible(
  db: Db | Trx,
  ctx: AuthContext,
  packageId: number,
  ownerId: number,
  exceptUserId?: number,
): Promise<boolean> {
  if (readsEverything(ctx) || ownerId === ctx.principalId) return true;
  return (await visibleIds(db, ctx, exceptUserId)).includes(packageId);
}

async function readDefaults(db: Db | Trx): Promise<PackageDefaults> {
  const d = await defaultPackageIds(db);
  return { normal: d[0] ?? null, gd: d[2] ?? null, nineLotto: d[3] ?? null };
}

function toRow(r: PackageDbRow, ctx: AuthContext, defaults: PackageDefaults): PackageRow {
  const id = Number(r.id);
  const type = r.package_type as PackageType;
  return {
    packageId: id,
    name: r.name,
    description: r.description,
    type,
    isRed: r.is_red,
    pools: r.pools.map(Number),
    status: r.status,
    ownerId: Number(r.owner_id),
    ownerName: r.owner_name,
    lastModified: r.updated_at.toISOString(),
    modifiedBy: r.modified_by,
    holders: Number(r.holders),
    isDefault: !r.is_red && defaults[TYPE_KEYS[type]] === id,
    canEdit: isSuperAdmin(ctx) || Number(r.owner_id) === ctx.principalId,
  };
}

/** Holders are counted in the caller's tree, or everywhere for those who read everything. */
const holdersUnder = (ctx: AuthContext): number | null => (readsEverything(ctx) ? null : ctx.principalId);

export async function getPackages(
  { db }: AreaDeps,
  ctx: AuthContext,
  q: GetPackagesBody,
): Promise<{ rows: PackageRow[]; totalCount: number; defaults: PackageDefaults; canCreate: boolean }> {
  requireRead(ctx);
  const filter: PackageFilter = { holdersUnder: holdersUnder(ctx) };
  if (!readsEverything(ctx)) {
    filter.visibleTo = { ownerId: ctx.principalId, ids: (await visibleIds(db, ctx)).map(String) };
  }
  if (q.type !== undefined && q.type !== -1) filter.type = q.type;
  if (q.isRed !== undefined) filter.isRed = q.isRed;
  if (q.includeDisabled === false) filter.activeOnly = true;
  const keyword = q.keyword?.trim();
  if (keyword) filter.keyword = keyword;
  const all = await selectPackages(db, filter);
  const defaults = await readDefaults(db);
  const page = all.slice(q.StartCount, q.StartCount + q.PageSize);
  return {
    rows: page.map((r) => toRow(r, ctx, defaults)),
    totalCount: all.length,
    defaults,
    canCreate: await canManage(db, ctx),
  };
}

async function ratesOf(db: Db | Trx, packageId: number): Promise<Record<string, CodeRates>> {
  const rows = await selectPackageRates(db, packageId);
  const out: Record<string, CodeRates> = {};
  for (const code of BET_CODES) {
    const r = rows.find((x) => x.code === code);
    if (r)
      out[code] = {
        baseRate: rateToUnits(r.base_rate),
        betRate: rateToUnits(r.bet_rate),
        payouts: r.payouts.map((c) => centsToUnits(c)),
      };
  }
  return out;
}

export async function getPackageDetailById(
  { db }: AreaDeps,
  ctx: AuthContext,
  packageId: number,
): Promise<PackageDetail> {
  requireRead(ctx);
  const [row] = await selectPackages(db, { holdersUnder: holdersUnder(ctx), id: packageId });
  if (!row) throw new BusinessError(PackageMessages.notFound);
  if (!(await isVisible(db, ctx, packageId, Number(row.owner_id)))) throw forbidden();
  return { ...toRow(row, ctx, await readDefaults(db)), rates: await ratesOf(db, packageId) };
}

const officialRates = (): Record<string, CodeRates> =>
  Object.fromEntries(
    BET_CODES.map((c) => [
      c,
      { baseRate: 1, betRate: 1, payouts: OFFICIAL_PAYOUTS[c].map((p) => centsToUnits(p)) },
    ]),
  );

export async function getAccountPackageDetail(
  { db }: AreaDeps,
  ctx: AuthContext,
  userId: number,
): Promise<AccountPackageDetail> {
  requireRead(ctx);
  const target = await targetInScope(db, ctx, userId);
  const sources = await resolvePackageSources(db, userId);
  const ids = PACKAGE_KINDS.map((k) => sources[k].packageId).filter((v): v is number => v !== null);
  const fromIds = PACKAGE_KINDS.map((k) => sources[k].fromUserId).filter((v): v is number => v !== null);
  const names = new Map(
    ids.length ? (await selectPackageNames(db, ids)).map((r) => [Number(r.id), r.name]) : [],
  );
  const users = new Map(
    fromIds.length ? (await selectUsernames(db, fromIds)).map((r) => [Number(r.id), r.username]) : [],
  );
  const settings = await selectAccountSettings(db, userId);
  const terms = [];
  for (const kind of PACKAGE_KINDS) {
    const s = sources[kind as PackageKindKey];
    terms.push({
      kind,
      source: s.source,
      packageId: s.packageId,
      packageName: s.packageId === null ? null : (names.get(s.packageId) ?? null),
      fromUserId: s.fromUserId,
      fromUsername: s.fromUserId === null ? null : (users.get(s.fromUserId) ?? null),
      rates:
        s.packageId !== null
          ? { ...officialRates(), ...(await ratesOf(db, s.packageId)) }
          : s.source === 'official'
            ? officialRates()
            : {},
    });
  }
  return {
    userId: target.id,
    username: target.username,
    canEditPackage: readSettings(settings).canEditPackage === true,
    terms,
  };
}

export async function createOrUpdatePackage(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: CreateOrUpdatePackageBody,
): Promise<{ packageId: number }> {
  if (!(await canManage(db, ctx))) throw forbidden();
  const { rates, pools } = validatePackage(body);
  const isRed = body.isRed ?? false;
  return inTransaction(db, async (trx) => {
    let before: unknown = null;
    let packageId: number;
    const values: PackageValues = {
      name: body.name.trim(),
      description: (body.description ?? '').trim(),
      pools,
      status: body.status ?? 1,
      updated_by: String(ctx.user.id),
    };
    if (body.packageId !== undefined) {
      const current = await lockLivePackage(trx, body.packageId);
      if (!current) throw new BusinessError(PackageMessages.notFound);
      if (!isSuperAdmin(ctx) && Number(current.owner_id) !== ctx.principalId) throw forbidden();
      if (current.package_type !== body.type) throw new BusinessError(PackageMessages.typeFixed);
      if (current.is_red !== isRed) throw new BusinessError(PackageMessages.redFixed);
      before = {
        name: current.name,
        description: current.description,
        type: current.package_type,
        isRed: current.is_red,
        pools: current.pools,
        status: current.status,
        rates: await ratesOf(trx, body.packageId),
      };
      packageId = body.packageId;
      await updatePackage(trx, packageId, values);
      await deletePackageRates(trx, packageId);
    } else {
      packageId = await insertPackage(trx, {
        ...values,
        package_type: body.type,
        is_red: isRed,
        owner_id: String(ctx.principalId),
      });
    }
    await insertPackageRates(trx, packageId, rates);
    if (body.packageId !== undefined) {
      const defaults = Object.values(await defaultPackageIds(trx));
      const reached = defaults.includes(packageId)
        ? await allAccounts(trx)
        : await accountsReachedByPackage(trx, packageId);
      await assertNoUndercut(trx, reached);
    }
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: ctx.user.companyId,
      action: body.packageId === undefined ? 'package.create' : 'package.update',
      entity: 'package',
      entityId: packageId,
      before,
      after: { ...values, type: body.type, isRed, rates: await ratesOf(trx, packageId) },
    });
    return { packageId };
  });
}

export async function setDefaultPackage(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: SetDefaultPackageBody,
): Promise<PackageDefaults> {
  if (!isSuperAdmin(ctx)) throw forbidden();
  return inTransaction(db, async (trx) => {
    if (body.packageId !== null) {
      const p = await selectPackage(trx, body.packageId);
      if (!p || p.status === 2) throw new BusinessError(PackageMessages.notFound);
      if (p.status !== 1) throw new BusinessError(PackageMessages.inactive);
      if (p.is_red) throw new BusinessError(PackageMessages.defaultRed);
      if (p.package_type !== body.type) throw new BusinessError('The package is not of this type.');
    }
    const before = await defaultPackageIds(trx);
    const next: Record<string, number> = {};
    for (const [k, v] of Object.entries(before)) if (typeof v === 'number') next[k] = v;
    if (body.packageId === null) delete next[String(body.type)];
    else next[String(body.type)] = body.packageId;
    await writeAppSettingValue(trx, DEFAULT_PACKAGES_KEY, JSON.stringify(next));
    await assertNoUndercut(trx, await allAccounts(trx));
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'package.default',
      entity: 'app_settings',
      entityId: DEFAULT_PACKAGES_KEY,
      before,
      after: next,
    });
    return readDefaults(trx);
  });
}

/**
 * The account form's package ids (CreateOrUpdateUser), checked in the form's transaction after the
 * settings are written: each id exists, is active, has the kind's type (red: a red package) and is
 * visible to the caller (only ids that change are checked); then no account from this one down undercuts its upline ('Invalid Package Info').
 */
export async function assertAccountPackages(
  trx: Trx,
  ctx: AuthContext,
  userId: number,
  packageIds: Partial<Record<PackageKindKey, number | null>> | undefined,
  previous: Partial<Record<PackageKindKey, number | null>> = {},
): Promise<void> {
  if (!packageIds) return;
  const changed = Object.entries(packageIds).filter(
    ([kind, id]) => (previous[kind as PackageKindKey] ?? null) !== (id ?? null),
  );
  if (changed.length === 0) return;
  for (const [kind, id] of changed) {
    if (typeof id !== 'number') continue;
    const p = await selectPackage(trx, id);
    if (!p || p.status === 2) throw new BusinessError(`${PackageMessages.notFound} (${kind})`);
    if (p.status !== 1) throw new BusinessError(`${PackageMessages.inactive} (${kind})`);
    const fits = kind === 'red' ? p.is_red : !p.is_red && p.package_type === KIND_TYPE[kind as 'normal'];
    if (!fits) throw new BusinessError(`The package does not fit this kind (${kind}).`);
    // The account's own (just written) settings do not make a package visible.
    if (!(await isVisible(trx, ctx, id, Number(p.owner_id), userId)))
      throw new BusinessError(PackageMessages.notAvailable);
  }
  await assertNoUndercut(trx, await accountAndDescendants(trx, userId));
}

export { INVALID_PACKAGE_INFO };
