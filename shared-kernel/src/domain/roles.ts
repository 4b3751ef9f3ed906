/** Role ids of SPEC 1 / DOMAIN 2. */
export const Role = {
  SuperAdmin: 1,
  ItAdmin: 2,
  Company: 3,
  Multilevel: 4,
  Player: 5,
  House: 6,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4, 5, 6];

/** Levels of a multilevel agent (DOMAIN 2): a downline agent's level is strictly greater. */
export const AgentLevel = {
  Shareholder: 1,
  SuperSenior: 2,
  Senior: 3,
  Master: 4,
  Agent: 5,
} as const;
export type AgentLevelId = (typeof AgentLevel)[keyof typeof AgentLevel];

/**
 * Role names used by menu and route rules (SPEC 6). Agent-level names apply to multilevel
 * accounts of that level; 'admin' is a staff account holding a custom admin role.
 */
export type RoleName =
  | 'superAdmin'
  | 'itAdmin'
  | 'company'
  | 'multilevel'
  | 'player'
  | 'house'
  | 'shareholder'
  | 'admin'
  | 'superSenior'
  | 'senior'
  | 'master'
  | 'agent';

const roleNameById: Record<RoleId, RoleName> = {
  1: 'superAdmin',
  2: 'itAdmin',
  3: 'company',
  4: 'multilevel',
  5: 'player',
  6: 'house',
};
const levelNameById: Record<AgentLevelId, RoleName> = {
  1: 'shareholder',
  2: 'superSenior',
  3: 'senior',
  4: 'master',
  5: 'agent',
};

/** Every role name that applies to an account: its role, plus its agent level for multilevel. */
export function roleNamesOf(
  roleId: RoleId,
  agentLevel?: AgentLevelId | null,
  isAdminStaff = false,
): RoleName[] {
  const names: RoleName[] = [roleNameById[roleId]];
  if (roleId === Role.Multilevel && agentLevel) names.push(levelNameById[agentLevel]);
  if (isAdminStaff) names.push('admin');
  return names;
}

export const isBettorRole = (roleId: RoleId): boolean => roleId === Role.Player || roleId === Role.House;
