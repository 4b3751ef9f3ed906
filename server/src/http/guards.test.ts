import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../auth/sessionUser';
import { holdsRole } from './guards';

const ctx = (roleId: RoleId, mainAccountId: number | null = null): AuthContext => ({
  sessionId: 's',
  principalId: mainAccountId ?? 10,
  user: {
    id: 10,
    username: 'u',
    fullName: 'U',
    roleId,
    agentLevel: null,
    uplineId: null,
    mainAccountId,
    companyId: null,
    path: [10],
    status: 'active',
    accessString: '',
    targetLines: [],
    temporaryDisableFor: [],
    isAdminStaff: mainAccountId !== null,
    skipTnc: true,
    resendOrderLimitEnable: false,
    language: 'en',
    hasSecondaryPassword: false,
  },
});

describe('holdsRole', () => {
  it('passes the roles asked for and refuses others', () => {
    expect(holdsRole(ctx(Role.SuperAdmin), [Role.SuperAdmin])).toBe(true);
    expect(holdsRole(ctx(Role.ItAdmin), [Role.SuperAdmin, Role.ItAdmin])).toBe(true);
    expect(holdsRole(ctx(Role.Company), [Role.SuperAdmin])).toBe(false);
    expect(holdsRole(ctx(Role.Player), [Role.Company, Role.Multilevel])).toBe(false);
  });

  it('a staff account (sub-account of the super admin) never passes a super-admin or IT-admin check', () => {
    expect(holdsRole(ctx(Role.SuperAdmin, 1), [Role.SuperAdmin])).toBe(false);
    expect(holdsRole(ctx(Role.SuperAdmin, 1), [Role.SuperAdmin, Role.ItAdmin])).toBe(false);
    expect(holdsRole(ctx(Role.ItAdmin, 2), [Role.ItAdmin])).toBe(false);
  });

  it("a company's sub-account acts in its main account's role (its access string limits it further)", () => {
    expect(holdsRole(ctx(Role.Company, 3), [Role.Company])).toBe(true);
  });
});
