import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { containsPattern, startsWithPattern } from '../../db/likePatterns';

// The posting area's reads and writes of remote bet agents.

export interface RemoteAgentRow {
  id: string;
  company_id: string;
  company_name: string;
  name: string;
  url: string;
  opcode: string;
  secret: string;
  priority: number;
  post_enabled: boolean;
  package_id: string | null;
  package_name: string | null;
  status: number;
  updated_at: Date | string;
}

/** Which agents a read covers: one company's (null: every company's), one agent, a name substring. */
export interface RemoteAgentFilter {
  companyId: number | null;
  agentId?: number;
  name?: string;
  /** The table search: the name contains it, or the company's username starts with it (case-insensitive). */
  search?: string | undefined;
}

const agentsWithCompanyAndPackage = (db: Db) =>
  db
    .selectFrom('remote_bet_agents as r')
    .innerJoin('users as c', 'c.id', 'r.company_id')
    .leftJoin('packages as p', 'p.id', 'r.package_id');

const agentColumns = [
  'r.id',
  'r.company_id',
  'c.username as company_name',
  'r.name',
  'r.url',
  'r.opcode',
  'r.secret',
  'r.priority',
  'r.post_enabled',
  'r.package_id',
  'p.name as package_name',
  'r.status',
  'r.updated_at',
] as const;

function filteredAgents(db: Db, filter: RemoteAgentFilter) {
  let q = agentsWithCompanyAndPackage(db);
  if (filter.agentId !== undefined) q = q.where('r.id', '=', String(filter.agentId));
  if (filter.companyId !== null) q = q.where('r.company_id', '=', String(filter.companyId));
  const name = filter.name;
  if (name) q = q.where(sql<boolean>`strpos(lower(r.name), lower(${name})) > 0`);
  const search = filter.search?.trim().toLowerCase();
  if (search)
    q = q.where(
      sql<boolean>`(lower(r.name) LIKE ${containsPattern(search)} OR lower(c.username) LIKE ${startsWithPattern(search)})`,
    );
  return q;
}

export async function countRemoteAgents(db: Db, filter: RemoteAgentFilter): Promise<number> {
  const total = await filteredAgents(db, filter)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** A page of the agents, by priority, name, id. */
export async function selectRemoteAgentsPage(
  db: Db,
  filter: RemoteAgentFilter,
  page: { startCount: number; pageSize: number },
): Promise<RemoteAgentRow[]> {
  return filteredAgents(db, filter)
    .select(agentColumns)
    .orderBy('r.priority')
    .orderBy('r.name')
    .orderBy('r.id')
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

/** Every agent of the filter, by priority then name. */
export async function selectRemoteAgents(db: Db, filter: RemoteAgentFilter): Promise<RemoteAgentRow[]> {
  return filteredAgents(db, filter).select(agentColumns).orderBy('r.priority').orderBy('r.name').execute();
}

export async function selectRemoteAgentById(db: Db, id: number): Promise<RemoteAgentRow | undefined> {
  return agentsWithCompanyAndPackage(db)
    .select(agentColumns)
    .where('r.id', '=', String(id))
    .executeTakeFirst();
}

/** The account that would own an agent: its role, main account (sub-accounts have one) and tree path. */
export async function selectAgentCompany(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role_id', 'main_account_id', 'path'])
    .where('id', '=', String(companyId))
    .executeTakeFirst();
}

/** The owner of a package, undefined when there is no such package. */
export async function selectPackageOwner(db: Db, packageId: number): Promise<string | undefined> {
  const pkg = await db
    .selectFrom('packages')
    .select('owner_id')
    .where('id', '=', String(packageId))
    .executeTakeFirst();
  return pkg === undefined ? undefined : String(pkg.owner_id);
}

/** Whether another agent of the company (not `exceptId`) has this name, case-insensitively. */
export async function remoteAgentNameTaken(
  trx: Trx,
  companyId: number,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const clash = await trx
    .selectFrom('remote_bet_agents')
    .select('id')
    .where('company_id', '=', String(companyId))
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return clash !== undefined;
}

export interface RemoteAgentValues {
  name: string;
  url: string;
  opcode: string;
  priority: number;
  post_enabled: boolean;
  package_id: string | null;
  status: number;
  updated_by: string;
}

/** Updates an agent; its secret only when a new one is given. */
export async function updateRemoteAgent(
  trx: Trx,
  id: string,
  values: RemoteAgentValues,
  secret: string | undefined,
): Promise<void> {
  await trx
    .updateTable('remote_bet_agents')
    .set({
      ...values,
      ...(secret !== undefined ? { secret } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Inserts an agent; its id. */
export async function insertRemoteAgent(
  trx: Trx,
  values: RemoteAgentValues & { company_id: string; secret: string },
): Promise<string> {
  const row = await trx
    .insertInto('remote_bet_agents')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
