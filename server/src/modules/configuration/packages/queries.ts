import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { containsPattern } from '../../../db/likePatterns';
import type { Trx } from '../../../db/retry';

// Reads and writes of packages, their rates, master templates and the accounts package rules
// look at. The rules (visibility, validation, undercut) live in service.ts, pricing.ts and undercut.ts.

// ---- Accounts as package resolution reads them ----

/** Each account with every account of its path (itself included) and that account's settings. */
export async function selectAccountPathSettings(db: Db | Trx, userIds: readonly number[]) {
  return db
    .selectFrom('users as u')
    .innerJoin('users as c', (j) => j.on(sql<boolean>`c.id = ANY (u.path)`))
    .select(['u.id as user_id', 'u.path', 'c.id as chain_id', 'c.settings'])
    .where('u.id', 'in', [...new Set(userIds)].map(String))
    .execute();
}

/** An account's role, path and settings (it must exist). */
export async function selectAccountRoleAndSettings(db: Db | Trx, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role_id', 'path', 'settings'])
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
}

/**
 * The settings of the accounts on `path` and of every account whose path holds `userId` (its
 * tree), leaving out `exceptUserId` when given.
 */
export async function selectChainAndTreeSettings(
  db: Db | Trx,
  path: readonly number[],
  userId: number,
  exceptUserId: number | undefined,
): Promise<{ settings: unknown }[]> {
  let query = db
    .selectFrom('users')
    .select('settings')
    .where((eb) =>
      eb.or([eb('id', 'in', path.map(String)), eb(sql.val(String(userId)), '=', sql<string>`ANY (path)`)]),
    );
  if (exceptUserId !== undefined) query = query.where('id', '<>', String(exceptUserId));
  return query.execute();
}

/** An account's settings (it must exist). */
export async function selectAccountSettings(db: Db | Trx, userId: number): Promise<unknown> {
  const row = await db
    .selectFrom('users')
    .select('settings')
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
  return row.settings;
}

/** Usernames by id. */
export async function selectUsernames(db: Db | Trx, ids: readonly number[]) {
  return db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids.map(String)).execute();
}

/**
 * The main accounts among `userIds` whose direct upline is a main company or agent account, with
 * that upline: the pairs the undercut rule compares.
 */
export async function selectAccountsUnderPricingUpline(db: Db | Trx, userIds: readonly number[]) {
  return db
    .selectFrom('users as u')
    .innerJoin('users as up', 'up.id', 'u.upline_id')
    .select(['u.id', 'u.upline_id'])
    .where('u.id', 'in', userIds.map(String))
    .where('u.main_account_id', 'is', null)
    .where('up.role_id', 'in', [Role.Company, Role.Multilevel])
    .where('up.main_account_id', 'is', null)
    .execute();
}

/** Main accounts whose terms a package can reach: its holders and all their descendants. */
export async function accountsReachedByPackage(db: Db | Trx, packageId: number): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT u.id FROM users u
    WHERE u.main_account_id IS NULL AND EXISTS (
      SELECT 1 FROM users h
      WHERE h.id = ANY (u.path) AND EXISTS (
        SELECT 1 FROM jsonb_each_text(coalesce(h.settings -> 'packageIds', '{}'::jsonb)) e
        WHERE e.value = ${String(packageId)}))`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Every main account below the super admin (a default package reaches them all). */
export async function allAccounts(db: Db | Trx): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('main_account_id', 'is', null)
    .where('upline_id', 'is not', null)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** An account and all its descendants (main accounts). */
export async function accountAndDescendants(db: Db | Trx, userId: number): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM users WHERE main_account_id IS NULL AND ${String(userId)}::bigint = ANY (path)`.execute(
    db,
  );
  return rows.map((r) => Number(r.id));
}

// ---- Packages and rates ----

/** Active packages among these ids, left-joined with their rates. */
export async function selectActivePackageRates(db: Db | Trx, ids: readonly number[]) {
  return db
    .selectFrom('packages as p')
    .leftJoin('package_rates as r', 'r.package_id', 'p.id')
    .select(['p.id', 'r.code', 'r.base_rate', 'r.bet_rate', 'r.payouts'])
    .where('p.id', 'in', ids.map(String))
    .where('p.status', '=', 1)
    .execute();
}

/** The ids among these of the active packages. */
export async function selectActivePackageIds(db: Db | Trx, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('packages')
    .select('id')
    .where('id', 'in', ids.map(String))
    .where('status', '=', 1)
    .execute();
  return rows.map((r) => Number(r.id));
}

export interface PackageDbRow {
  id: string;
  name: string;
  description: string;
  package_type: number;
  is_red: boolean;
  pools: number[];
  status: number;
  owner_id: string;
  owner_name: string;
  updated_at: Date;
  modified_by: string | null;
  holders: string | number;
}

/** Which packages a list reads (deleted ones never). */
export interface PackageFilter {
  /** Count holders only inside this account's tree (null: every holder). */
  holdersUnder: number | null;
  id?: number;
  /** Only packages this account owns or with one of these ids. */
  visibleTo?: { ownerId: number; ids: string[] };
  type?: number;
  isRed?: boolean;
  activeOnly?: boolean;
  /** Contained in the name or the description, case-insensitively. */
  keyword?: string;
}

/** Not-deleted packages of the filter with owner, last editor and holder count, by id. */
export async function selectPackages(db: Db | Trx, filter: PackageFilter): Promise<PackageDbRow[]> {
  const scope = filter.holdersUnder;
  let query = db
    .selectFrom('packages as p')
    .innerJoin('users as o', 'o.id', 'p.owner_id')
    .leftJoin('users as m', 'm.id', 'p.updated_by')
    .where('p.status', '<>', 2)
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.package_type',
      'p.is_red',
      'p.pools',
      'p.status',
      'p.owner_id',
      'o.username as owner_name',
      'p.updated_at',
      'm.username as modified_by',
    ])
    .select(
      sql<string>`(SELECT count(*) FROM users h WHERE EXISTS (
        SELECT 1 FROM jsonb_each_text(coalesce(h.settings -> 'packageIds', '{}'::jsonb)) e
        WHERE e.value = p.id::text) ${scope === null ? sql`` : sql`AND ${String(scope)}::bigint = ANY (h.path)`})`.as(
        'holders',
      ),
    );
  if (filter.id !== undefined) query = query.where('p.id', '=', String(filter.id));
  const visible = filter.visibleTo;
  if (visible) {
    query = query.where((eb) =>
      eb.or([
        eb('p.owner_id', '=', String(visible.ownerId)),
        ...(visible.ids.length ? [eb('p.id', 'in', visible.ids)] : []),
      ]),
    );
  }
  if (filter.type !== undefined) query = query.where('p.package_type', '=', filter.type);
  if (filter.isRed !== undefined) query = query.where('p.is_red', '=', filter.isRed);
  if (filter.activeOnly) query = query.where('p.status', '=', 1);
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    query = query.where((eb) => eb.or([eb('p.name', 'ilike', like), eb('p.description', 'ilike', like)]));
  }
  if (filter.id !== undefined) {
    const row = await query.executeTakeFirst();
    return row ? [row as PackageDbRow] : [];
  }
  return (await query.orderBy('p.id').execute()) as PackageDbRow[];
}

/** A package's stored rates per code (unordered). */
export async function selectPackageRates(db: Db | Trx, packageId: number) {
  return db
    .selectFrom('package_rates')
    .select(['code', 'base_rate', 'bet_rate', 'payouts'])
    .where('package_id', '=', String(packageId))
    .execute();
}

/** Package names by id. */
export async function selectPackageNames(db: Db | Trx, ids: readonly number[]) {
  return db.selectFrom('packages').select(['id', 'name']).where('id', 'in', ids.map(String)).execute();
}

/** A package row, any status. */
export async function selectPackage(trx: Trx, id: number) {
  return trx.selectFrom('packages').selectAll().where('id', '=', String(id)).executeTakeFirst();
}

/** A not-deleted package, its row locked FOR UPDATE. */
export async function lockLivePackage(trx: Trx, id: number) {
  return trx
    .selectFrom('packages')
    .selectAll()
    .where('id', '=', String(id))
    .where('status', '<>', 2)
    .forUpdate()
    .executeTakeFirst();
}

export interface PackageValues {
  name: string;
  description: string;
  pools: number[];
  status: number;
  updated_by: string;
}

export async function updatePackage(trx: Trx, id: number, values: PackageValues): Promise<void> {
  await trx
    .updateTable('packages')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', String(id))
    .execute();
}

/** Inserts a package; its id. */
export async function insertPackage(
  trx: Trx,
  values: PackageValues & { package_type: number; is_red: boolean; owner_id: string },
): Promise<number> {
  const inserted = await trx.insertInto('packages').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function deletePackageRates(trx: Trx, packageId: number): Promise<void> {
  await trx.deleteFrom('package_rates').where('package_id', '=', String(packageId)).execute();
}

export async function insertPackageRates(
  trx: Trx,
  packageId: number,
  rates: { code: string; baseRate: number; betRate: number; payouts: number[] }[],
): Promise<void> {
  await trx
    .insertInto('package_rates')
    .values(
      rates.map((r) => ({
        package_id: String(packageId),
        code: r.code,
        base_rate: r.baseRate,
        bet_rate: r.betRate,
        payouts: r.payouts,
      })),
    )
    .execute();
}

// ---- Master templates ----

/** The newest active template of a kind, undefined when there is none. */
export async function selectNewestActiveTemplateId(db: Db | Trx, kind: number): Promise<string | undefined> {
  const template = await db
    .selectFrom('master_templates')
    .select('id')
    .where('kind', '=', kind)
    .where('status', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return template?.id;
}

/** The payloads of a template's active items, by id. */
export async function selectActiveItemPayloads(db: Db | Trx, templateId: string) {
  return db
    .selectFrom('master_template_items')
    .select(['payload'])
    .where('template_id', '=', templateId)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
}

/** Active items of active templates of a kind whose date range (open ends allowed) meets first..last, by id. */
export async function selectActiveItemsOverlapping(db: Db | Trx, kind: number, first: string, last: string) {
  return db
    .selectFrom('master_template_items as i')
    .innerJoin('master_templates as t', 't.id', 'i.template_id')
    .select(['i.value', 'i.operator', 'i.date_from', 'i.date_to', 'i.pools', 'i.codes'])
    .where('t.kind', '=', kind)
    .where('t.status', '=', 1)
    .where('i.status', '=', 1)
    .where((eb) => eb.or([eb('i.date_from', 'is', null), eb('i.date_from', '<=', last)]))
    .where((eb) => eb.or([eb('i.date_to', 'is', null), eb('i.date_to', '>=', first)]))
    .orderBy('i.id')
    .execute();
}

export interface TemplateDbRow {
  id: string;
  name: string;
  kind: number;
  template_type: number;
  status: number;
  updated_at: Date;
  modified_by: string | null;
  item_count: string | number;
}

/**
 * Not-deleted templates (of one kind, or one template; whose name contains `search`, case-insensitive)
 * with last editor and live item count, by id.
 */
export async function selectTemplates(
  db: Db | Trx,
  filter: { kind?: number; id?: number; search?: string | undefined },
): Promise<TemplateDbRow[]> {
  let query = db
    .selectFrom('master_templates as t')
    .leftJoin('users as m', 'm.id', 't.updated_by')
    .select([
      't.id',
      't.name',
      't.kind',
      't.template_type',
      't.status',
      't.updated_at',
      'm.username as modified_by',
    ])
    .select(
      sql<string>`(SELECT count(*) FROM master_template_items i WHERE i.template_id = t.id AND i.status <> 2)`.as(
        'item_count',
      ),
    );
  if (filter.id !== undefined) query = query.where('t.id', '=', String(filter.id));
  query = query.where('t.status', '<>', 2);
  if (filter.kind !== undefined) query = query.where('t.kind', '=', filter.kind);
  const search = filter.search?.trim().toLowerCase();
  if (search) query = query.where(sql<boolean>`lower(t.name) LIKE ${containsPattern(search)}`);
  if (filter.id !== undefined) {
    const row = await query.executeTakeFirst();
    return row ? [row as TemplateDbRow] : [];
  }
  return (await query.orderBy('t.id').execute()) as TemplateDbRow[];
}

/** A template's not-deleted items, by id. */
export async function selectLiveTemplateItems(db: Db | Trx, templateId: number) {
  return db
    .selectFrom('master_template_items')
    .selectAll()
    .where('template_id', '=', String(templateId))
    .where('status', '<>', 2)
    .orderBy('id')
    .execute();
}

/** A template row, locked FOR UPDATE. */
export async function lockTemplate(trx: Trx, id: number) {
  return trx
    .selectFrom('master_templates')
    .selectAll()
    .where('id', '=', String(id))
    .forUpdate()
    .executeTakeFirst();
}

export interface TemplateValues {
  name: string;
  kind: number;
  template_type: number;
  status: number;
  updated_by: string;
}

export async function updateTemplate(trx: Trx, id: number, values: TemplateValues): Promise<void> {
  await trx
    .updateTable('master_templates')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', String(id))
    .execute();
}

/** Inserts a template; its id. */
export async function insertTemplate(trx: Trx, values: TemplateValues): Promise<number> {
  return Number(
    (await trx.insertInto('master_templates').values(values).returning('id').executeTakeFirstOrThrow()).id,
  );
}

/** The ids of every item of a template, deleted ones included. */
export async function selectTemplateItemIds(trx: Trx, templateId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('master_template_items')
    .select('id')
    .where('template_id', '=', String(templateId))
    .execute();
  return rows.map((r) => Number(r.id));
}

export interface TemplateItemValues {
  category: string;
  value: number;
  operator: number;
  date_from: string | null;
  date_to: string | null;
  pools: number[];
  codes: string[];
  payload: string;
  status: number;
  updated_by: string;
}

export async function updateTemplateItem(
  trx: Trx,
  itemId: number,
  values: TemplateItemValues,
): Promise<void> {
  await trx
    .updateTable('master_template_items')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', String(itemId))
    .execute();
}

export async function insertTemplateItem(
  trx: Trx,
  templateId: number,
  values: TemplateItemValues,
): Promise<void> {
  await trx
    .insertInto('master_template_items')
    .values({ ...values, template_id: String(templateId) })
    .execute();
}

export async function deleteTemplateItems(trx: Trx, itemIds: number[]): Promise<void> {
  await trx.deleteFrom('master_template_items').where('id', 'in', itemIds.map(String)).execute();
}
