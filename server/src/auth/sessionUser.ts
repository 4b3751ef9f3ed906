import type { RoleId } from '@drawdesk/shared-kernel/domain';
import type { UserRow, UserStatus } from '../db/schema';

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

export function toSessionUser(row: UserRow): SessionUser {
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
    accessString: row.access_string,
    targetLines: row.target_lines.map(Number),
    temporaryDisableFor: row.temporary_disable_for,
    isAdminStaff: row.is_admin_staff,
    skipTnc: row.skip_tnc,
    resendOrderLimitEnable: row.resend_order_limit_enable,
    language: row.language,
    hasSecondaryPassword: row.secondary_password_hash !== null,
  };
}
