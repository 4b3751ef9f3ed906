import { type RoleId } from '@drawdesk/shared-kernel/domain';
import type { Db } from '../db/connection';
import type { Trx } from '../db/retry';
import type { UserRow, UserStatus } from '../db/schema';
import { intersectAccess } from '@drawdesk/shared-kernel/domain/access';

/** The logged-in account as every call sees it. */
export interface SessionUser {
  id: number;
  username: string;
  fullName: string;
  roleId: RoleId;
  agentLevel: number | null;
  uplineId: number | null;
  /** Set for a sub-account: the main account it acts for. */
  mainAccountId: number | null;
  companyId: number | null;
  /** Ancestor ids, root first, ending with the account itself. */
  path: number[];
  status: UserStatus;
  accessString: string;
  targetLines: number[];
  temporaryDisableFor: string[];
  isAdminStaff: boolean;
  skipTnc: boolean;
  resendOrderLimitEnable: boolean;
  language: 'en' | 'zh' | 'ms';
  hasSecondaryPassword: boolean;
}

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  /** The account whose tree this login acts in: the main account for a sub-account, else itself. */
  principalId: number;
}

const toInt = (v: string | number | null): number | null => (v === null ? null : Number(v));

/**
 * The columns of a user row that toSessionUser reads besides its id: a session kept in memory is
 * checked against a hash of these (sessionStore.ts STAMP), so a column read here must be listed.
 */
export const SESSION_USER_COLUMNS = [
  'username',
  'full_name',
  'role_id',
  'agent_level',
  'upline_id',
  'main_account_id',
  'company_id',
  'path',
  'status',
  'access_string',
  'target_lines',
  'temporary_disable_for',
  'is_admin_staff',
  'skip_tnc',
  'resend_order_limit_enable',
  'language',
  'secondary_password_hash',
] as const satisfies ReadonlyArray<keyof UserRow>;

/**
 * A session user from its row. A sub-account's access is cut to what its main account holds now
 * (pass the main account's current access string), so shrinking a main account shrinks its logins.
 */
export function toSessionUser(row: UserRow, mainAccess: string | null = null): SessionUser {
  return {
    id: Number(row.id),
    username: row.username,
    fullName: row.full_name,
    roleId: row.role_id as RoleId,
    agentLevel: row.agent_level,
    uplineId: toInt(row.upline_id),
    mainAccountId: toInt(row.main_account_id),
    companyId: toInt(row.company_id),
    path: row.path.map(Number),
    status: row.status,
    accessString:
      row.main_account_id !== null && mainAccess !== null
        ? intersectAccess(row.access_string, mainAccess)
        : row.access_string,
    targetLines: row.target_lines.map(Number),
    temporaryDisableFor: row.temporary_disable_for,
    isAdminStaff: row.is_admin_staff,
    skipTnc: row.skip_tnc,
    resendOrderLimitEnable: row.resend_order_limit_enable,
    language: row.language,
    hasSecondaryPassword: row.secondary_password_hash !== null,
  };
}

/** The current access string of a sub-account's main account (null for a main account). */
export async function mainAccessOf(
  db: Db | Trx,
  row: Pick<UserRow, 'main_account_id'>,
): Promise<string | null> {
  if (row.main_account_id === null) return null;
  const main = await db
    .selectFrom('users')
    .select('access_string')
    .where('id', '=', row.main_account_id)
    .executeTakeFirst();
  // A sub-account whose main account is gone has no access at all.
  return main?.access_string ?? '';
}

/**
 * The context of `userId` acting without a login of its own (jobs, demo data), loaded as a session
 * would load it; null when the account is gone.
 */
export async function actingAs(db: Db | Trx, userId: number, sessionId: string): Promise<AuthContext | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', String(userId)).executeTakeFirst();
  if (!row) return null;
  const user = toSessionUser(row, await mainAccessOf(db, row));
  return { sessionId, user, principalId: user.mainAccountId ?? user.id };
}
