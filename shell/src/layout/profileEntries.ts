import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';

export type ProfileEntryKey = 'manageProfile' | 'editFightLimit' | 'redPackage' | 'changePassword';

export interface ProfileEntry {
  key: ProfileEntryKey;
  /** Where the entry goes; absent for change password (a modal). */
  path?: string;
}

/**
 * Who sees which profile-dropdown entry (SPEC 2.7: the first three only for main accounts with
 * listed roles). Our choice of roles:
 * - manage profile: company, multilevel (every agent level), player and house: every business
 *   account owns a profile; super admin and IT admin are staff accounts managed elsewhere;
 * - edit fight limit and red package settings: company and multilevel, the accounts that take
 *   positions (eat) and hand packages down (DOMAIN 10); bettors neither eat nor set packages.
 * Change password is for everyone, sub-accounts included.
 */
const PROFILE_ROLES: readonly RoleId[] = [Role.Company, Role.Multilevel, Role.Player, Role.House];
const UPLINE_ROLES: readonly RoleId[] = [Role.Company, Role.Multilevel];

/** The red package settings live on the package screen, filtered to red packages. */
export const RED_PACKAGE_PATH = '/package/manage?type=red';

export function profileEntries(user: Pick<LoginUserData, 'mainAccount' | 'userRoleId'>): ProfileEntry[] {
  const isMain = user.mainAccount === '';
  const role = user.userRoleId as RoleId;
  const entries: ProfileEntry[] = [];
  if (isMain && PROFILE_ROLES.includes(role)) entries.push({ key: 'manageProfile', path: '/manage-profile' });
  if (isMain && UPLINE_ROLES.includes(role)) {
    entries.push({ key: 'editFightLimit', path: '/manage-fight-limit' });
    entries.push({ key: 'redPackage', path: RED_PACKAGE_PATH });
  }
  entries.push({ key: 'changePassword' });
  return entries;
}
