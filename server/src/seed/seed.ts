import { Role, unitsToCents, type RoleId } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { defaultAccessString } from '../auth/accessString';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/connection';
import demoLogins from './demo-logins.json';
import { seedDemoData } from './demoData';
import { inTransaction, type Trx } from '../db/retry';

export interface DemoLogin {
  username: string;
  password: string;
  secondaryPassword?: string;
  role: string;
}

/** The demo accounts and their passwords (API.md "Demo data"); the start script prints them. */
export const DEMO_LOGINS: readonly DemoLogin[] = demoLogins;

export const ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';

/** Advisory lock key that serializes seeding across instances. */
const SEED_LOCK_KEY = 7_315_001;

export class SeedError extends Error {}

interface AccountSpec {
  username: string;
  fullName: string;
  roleId: RoleId;
  agentLevel?: number;
  upline?: string;
  mainAccount?: string;
  /** Currency units. */
  creditLimit?: number;
  accessString?: string;
  /** A sub-account's report access (SPEC 3): the report functions it may open, within its access string. */
  reportAccess?: string[];
  skipTnc?: boolean;
  resendOrderLimitEnable?: boolean;
}

/** Credit limits obey DOMAIN 3: each upline's direct downlines sum to at most its own limit. */
const DEMO_TREE: readonly AccountSpec[] = [
  {
    username: 'demo_it',
    fullName: 'Demo IT Admin',
    roleId: Role.ItAdmin,
    upline: ADMIN_USERNAME,
    creditLimit: 0,
  },
  {
    username: 'demo_co',
    fullName: 'Demo Company',
    roleId: Role.Company,
    upline: ADMIN_USERNAME,
    creditLimit: 1_000_000,
  },
  {
    username: 'demo_sh',
    fullName: 'Demo Shareholder',
    roleId: Role.Multilevel,
    agentLevel: 1,
    upline: 'demo_co',
    creditLimit: 500_000,
  },
  {
    username: 'demo_ma',
    fullName: 'Demo Master',
    roleId: Role.Multilevel,
    agentLevel: 4,
    upline: 'demo_sh',
    creditLimit: 100_000,
  },
  {
    username: 'demo_ag',
    fullName: 'Demo Agent',
    roleId: Role.Multilevel,
    agentLevel: 5,
    upline: 'demo_ma',
    creditLimit: 20_000,
  },
  {
    username: 'demo_p1',
    fullName: 'Demo Player One',
    roleId: Role.Player,
    upline: 'demo_ag',
    creditLimit: 1_000,
    resendOrderLimitEnable: true,
  },
  {
    username: 'demo_p2',
    fullName: 'Demo Player Two',
    roleId: Role.Player,
    upline: 'demo_ag',
    creditLimit: 1_000,
    skipTnc: false,
  },
  {
    username: 'demo_house',
    fullName: 'Demo House',
    roleId: Role.House,
    upline: 'demo_co',
    creditLimit: 50_000,
  },
  {
    username: 'demo_co_sub',
    fullName: 'Demo Company Clerk',
    roleId: Role.Company,
    upline: 'demo_co',
    mainAccount: 'demo_co',
    creditLimit: 0,
    accessString: 'Downline:1;Map Report:1',
    // Its access string names Map Report: the report access lets it open the map reports too
    // (a sub-account's report needs both, reports/reportGuard.ts), as the README promises.
    reportAccess: ['Map Report'],
  },
];

interface Placed {
  id: string;
  path: string[];
  companyId: string | null;
}

async function insertAccount(
  trx: Trx,
  spec: AccountSpec,
  hashes: { password: string; secondary: string | null },
  upline: Placed | null,
  mainAccount: Placed | null,
): Promise<Placed> {
  const { rows } = await sql<{ id: string }>`SELECT nextval('users_id_seq')::bigint AS id`.execute(trx);
  const id = rows[0]!.id;
  const companyId =
    spec.roleId === Role.Company && !mainAccount ? id : ((mainAccount ?? upline)?.companyId ?? null);
  const path = [...(upline?.path ?? []), id];
  await trx
    .insertInto('users')
    .values({
      id,
      username: spec.username,
      password_hash: hashes.password,
      secondary_password_hash: hashes.secondary,
      full_name: spec.fullName,
      role_id: spec.roleId,
      agent_level: spec.agentLevel ?? null,
      upline_id: upline?.id ?? null,
      main_account_id: mainAccount?.id ?? null,
      company_id: companyId,
      path,
      credit_limit: spec.roleId === Role.SuperAdmin ? null : unitsToCents(spec.creditLimit ?? 0),
      access_string: spec.accessString ?? defaultAccessString(spec.roleId),
      skip_tnc: spec.skipTnc ?? true,
      tnc_accepted_at: spec.skipTnc === false ? null : new Date(),
      resend_order_limit_enable: spec.resendOrderLimitEnable ?? false,
    })
    .execute();
  if (mainAccount && spec.reportAccess)
    await trx
      .insertInto('sub_account_access')
      .values({ user_id: id, report_access: spec.reportAccess })
      .execute();
  return { id, path, companyId };
}

function loginOf(username: string): DemoLogin {
  const login = DEMO_LOGINS.find((l) => l.username === username);
  if (!login) throw new SeedError(`No demo login for ${username}`);
  return login;
}

const secondaryHash = (username: string) => {
  const secondary = loginOf(username).secondaryPassword;
  return secondary ? hashPassword(secondary) : Promise.resolve(null);
};

type HashedSpec = { spec: AccountSpec; password: string; secondary: string | null };

const ADMIN_SPEC: AccountSpec = {
  username: ADMIN_USERNAME,
  fullName: 'Super Admin',
  roleId: Role.SuperAdmin,
};

// Hashing is slow (argon2): done before the transaction so it holds no connection meanwhile.
async function hashSpec(spec: AccountSpec, password: string): Promise<HashedSpec> {
  return { spec, password: await hashPassword(password), secondary: await secondaryHash(spec.username) };
}

const hashDemoTree = () =>
  Promise.all(DEMO_TREE.map((spec) => hashSpec(spec, loginOf(spec.username).password)));

async function adminExists(db: Db | Trx): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', ADMIN_USERNAME)
    .executeTakeFirst();
  return !!row;
}

async function insertDemoTree(trx: Trx, hashed: readonly HashedSpec[]): Promise<Map<string, number>> {
  const admin = await trx
    .selectFrom('users')
    .select(['id', 'path', 'company_id'])
    .where('username', '=', ADMIN_USERNAME)
    .executeTakeFirstOrThrow();
  const placed = new Map<string, Placed>([
    [ADMIN_USERNAME, { id: admin.id, path: admin.path, companyId: admin.company_id }],
  ]);
  for (const { spec, password, secondary } of hashed) {
    const upline = spec.upline ? placed.get(spec.upline) : undefined;
    const main = spec.mainAccount ? placed.get(spec.mainAccount) : undefined;
    if (!upline || (spec.mainAccount && !main))
      throw new SeedError(`Demo tree out of order at ${spec.username}`);
    placed.set(spec.username, await insertAccount(trx, spec, { password, secondary }, upline, main ?? null));
  }
  return new Map([...placed].map(([username, p]) => [username, Number(p.id)]));
}

/** The demo tree under the existing admin (API.md "Demo data"); tests use it on any database. */
export async function seedDemo(db: Db): Promise<void> {
  const hashed = await hashDemoTree();
  await inTransaction(db, async (trx) => {
    await insertDemoTree(trx, hashed);
  });
}

export interface StartSeedOptions {
  embedded: boolean;
  seed: 'demo' | 'none';
  adminPassword: string | null;
  /** Demo tickets, results and claims too (default true); tests start without them unless they ask. */
  demoActivity?: boolean;
  /** The instant the demo data is dated from (default now): tests on a fixed clock seed at it. */
  now?: Date;
}

/**
 * At start, in one transaction: always the super admin `admin`; on an empty embedded database
 * (and SEED != none) the demo tree too. With DATABASE_URL the admin's password must come from
 * ADMIN_PASSWORD on the first start.
 */
export async function seedOnStart(
  db: Db,
  opts: StartSeedOptions,
): Promise<{ adminCreated: boolean; demoSeeded: boolean }> {
  const empty = !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
  const needAdmin = !(await adminExists(db));
  const wantDemo = opts.embedded && empty && opts.seed === 'demo';
  if (!needAdmin && !wantDemo) return { adminCreated: false, demoSeeded: false };

  const adminPassword = opts.adminPassword ?? (opts.embedded ? DEFAULT_ADMIN_PASSWORD : null);
  if (needAdmin && !adminPassword) {
    throw new SeedError(
      'No super admin exists yet: set ADMIN_PASSWORD (at least 8 characters) for the first start.',
    );
  }
  const admin = needAdmin && adminPassword ? await hashSpec(ADMIN_SPEC, adminPassword) : null;
  const demo = wantDemo ? await hashDemoTree() : [];
  return inTransaction(db, async (trx) => {
    // Another instance may be seeding too: take turns, then decide again inside the transaction.
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const adminCreated = !!admin && !(await adminExists(trx));
    if (admin && adminCreated) await insertAccount(trx, admin.spec, admin, null, null);
    const demoSeeded =
      demo.length > 0 &&
      !(await trx.selectFrom('users').select('id').where('username', '=', 'demo_co').executeTakeFirst());
    if (demoSeeded) {
      const userIds = await insertDemoTree(trx, demo);
      await seedDemoData(
        trx,
        { now: opts.now ?? new Date(), userIds },
        { activity: opts.demoActivity ?? true },
      );
    }
    return { adminCreated, demoSeeded };
  });
}
