import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';

export interface Placement {
  roleId: number;
  agentLevel: number | null;
}

const ALL_LEVELS = [1, 2, 3, 4, 5];

/** DOMAIN 2: which roles an account may hold directly under it. */
export function allowedChildRoles(upline: Placement): RoleId[] {
  switch (upline.roleId) {
    case Role.SuperAdmin:
      return [Role.ItAdmin, Role.Company];
    case Role.Company:
      return [Role.Multilevel, Role.Player, Role.House];
    case Role.Multilevel:
      return allowedAgentLevels(upline).length > 0 ? [Role.Multilevel, Role.Player] : [Role.Player];
    default:
      return [];
  }
}

/** Levels a multilevel account may have under this upline: strictly greater than an agent upline's. */
export function allowedAgentLevels(upline: Placement): number[] {
  if (upline.roleId === Role.Company) return ALL_LEVELS;
  if (upline.roleId === Role.Multilevel) return ALL_LEVELS.filter((l) => l > (upline.agentLevel ?? 5));
  return [];
}

const ROLE_NAMES: Record<number, string> = {
  1: 'super admin',
  2: 'IT admin',
  3: 'company',
  4: 'agent',
  5: 'player',
  6: 'house',
};

/** Why `child` may not sit under `upline`, or null when it may. */
export function placementError(upline: Placement, child: Placement): string | null {
  if (!allowedChildRoles(upline).includes(child.roleId as RoleId)) {
    if (child.roleId === Role.House) return 'A house account can only be created directly under a company.';
    return `A ${ROLE_NAMES[upline.roleId] ?? 'account'} cannot hold a ${ROLE_NAMES[child.roleId] ?? 'account'} account.`;
  }
  if (child.roleId === Role.Multilevel) {
    if (child.agentLevel === null) return 'An agent level (1-5) is required for an agent account.';
    if (!allowedAgentLevels(upline).includes(child.agentLevel)) {
      return "An agent's level must be lower in rank (a greater number) than its upline agent's level.";
    }
  } else if (child.agentLevel !== null) {
    return 'Only agent accounts have an agent level.';
  }
  return null;
}

/** Usernames given to deleted accounts; nobody may create one. */
export const DELETED_USERNAME = /^_d\d+$/;
export const deletedUsername = (id: number) => `_d${id}`;

export const placementOf = (row: { role_id: number; agent_level: number | null }): Placement => ({
  roleId: row.role_id,
  agentLevel: row.agent_level,
});
