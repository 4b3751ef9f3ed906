import type { LoginUserData } from '../../contract/session';
import type { RouteDef } from '../../routes/types';
import {
  accessExcess,
  canSeeRoute,
  canUnlockLogins,
  formatAccessString,
  hasAccess,
  hasTargetLine,
  intersectAccess,
  isAccessSubset,
  mayManageResults,
  parseAccessString,
  userHasAccess,
  userRoleNames,
} from './permissions';
import { testUser } from '../../testing';

const makeUser = (over: Partial<LoginUserData> = {}): LoginUserData =>
  testUser({
    userId: 10,
    username: 'agent01',
    userRoleId: 4,
    agentLevel: 5,
    hasSecondaryPassword: false,
    ...over,
  });

describe('parseAccessString', () => {
  it('parses functions and levels', () => {
    const map = parseAccessString('Downline:1234;Bet:12;Map Report:1');
    expect([...map.keys()]).toEqual(['Downline', 'Bet', 'Map Report']);
    expect([...(map.get('Downline') ?? [])]).toEqual([1, 2, 3, 4]);
    expect([...(map.get('Bet') ?? [])]).toEqual([1, 2]);
  });
  it('tolerates spaces, empty entries, junk levels and repeats', () => {
    const map = parseAccessString(' Downline : 1x3 ;;Bet:;  :12;NoColon;Downline:4;');
    expect([...(map.get('Downline') ?? [])].sort()).toEqual([1, 3, 4]);
    expect(map.get('Bet')?.size).toBe(0);
    expect(map.has('NoColon')).toBe(false);
    expect(map.size).toBe(2);
  });
  it.each([null, undefined, ''])('%p is empty', (v) => expect(parseAccessString(v).size).toBe(0));
  it('round-trips canonically', () => {
    expect(formatAccessString(parseAccessString('Bet:21;Downline:4321;Empty:;Map Report:1'))).toBe(
      'Bet:12;Downline:1234;Map Report:1',
    );
  });
});

describe('hasAccess', () => {
  const access = 'Downline:13;Bet:2;Map Report:1';
  it.each<[string, number[] | number, boolean]>([
    ['Downline', [1], true],
    ['Downline', [2], false],
    ['Downline', [2, 3], true],
    ['Downline', 3, true],
    ['Bet', [1], false],
    ['Bet', [1, 2], true],
    ['Map Report', [1], true],
    ['Payout Report', [1], false],
    ['downline', [1], false],
  ])('%s %p -> %p', (fn, levels, ok) => expect(hasAccess(access, fn, levels as never)).toBe(ok));
  it('accepts a parsed map', () => expect(hasAccess(parseAccessString(access), 'Bet', [2])).toBe(true));
  it('nothing with no levels asked', () => expect(hasAccess(access, 'Bet', [])).toBe(false));
});

describe('target lines', () => {
  it('empty target lines mean all', () => {
    expect(hasTargetLine([], 7)).toBe(true);
    expect(hasTargetLine(null, 7)).toBe(true);
    expect(hasTargetLine([3, 7], 7)).toBe(true);
    expect(hasTargetLine([3, 8], 7)).toBe(false);
  });
  it('userHasAccess needs the line only when one is given', () => {
    const sub = makeUser({ accessString: 'Bet:12', targetLines: [21, 22] });
    expect(userHasAccess(sub, 'Bet', [2])).toBe(true);
    expect(userHasAccess(sub, 'Bet', [2], null)).toBe(true);
    expect(userHasAccess(sub, 'Bet', [2], 21)).toBe(true);
    expect(userHasAccess(sub, 'Bet', [2], 30)).toBe(false);
    expect(userHasAccess(sub, 'Bet', [3], 21)).toBe(false);
    expect(userHasAccess(makeUser({ accessString: 'Bet:1', targetLines: [] }), 'Bet', [1], 99)).toBe(true);
  });
});

describe('sub-account subset', () => {
  const main = 'Downline:1234;Bet:12;Map Report:1';
  it.each<[string, boolean]>([
    ['', true],
    ['Downline:1', true],
    ['Downline:1234;Bet:12;Map Report:1', true],
    ['Bet:1;Map Report:1', true],
    ['Bet:123', false],
    ['Payout Report:1', false],
    ['Map Report:12', false],
    ['Bet:', true],
  ])('%p subset -> %p', (sub, ok) => expect(isAccessSubset(sub, main)).toBe(ok));
  it('names the excess', () => {
    expect(Object.fromEntries(accessExcess('Bet:1234;Payout Report:1;Downline:1', main))).toEqual({
      Bet: [3, 4],
      'Payout Report': [1],
    });
  });
});

describe('intersectAccess (a sub-account limited to what its main account holds now)', () => {
  const main = 'Downline:1234;Bet:12;Map Report:1';
  it.each<[string, string]>([
    ['Downline:1', 'Downline:1'],
    ['Downline:1234;Bet:12;Map Report:1', 'Downline:1234;Bet:12;Map Report:1'],
    ['Bet:1234', 'Bet:12'],
    ['Payout Report:1;Downline:3', 'Downline:3'],
    ['Map Report:2', ''],
    ['', ''],
  ])('%p within the main account -> %p', (sub, effective) =>
    expect(intersectAccess(sub, main)).toBe(effective),
  );

  it('a main account that lost every function leaves the sub-account nothing', () => {
    expect(intersectAccess('Downline:1;Bet:1', '')).toBe('');
  });

  it('the result is always a subset of the main account', () => {
    for (const sub of ['Bet:1234;Company:1', 'Downline:4;Map Report:1234', 'Inbox Report:1']) {
      expect(isAccessSubset(intersectAccess(sub, main), main)).toBe(true);
    }
  });
});

describe('userRoleNames', () => {
  it.each<[Partial<LoginUserData>, string[]]>([
    [{ userRoleId: 1, agentLevel: null }, ['superAdmin']],
    [{ userRoleId: 3, agentLevel: null }, ['company']],
    [{ userRoleId: 4, agentLevel: 1 }, ['multilevel', 'shareholder']],
    [{ userRoleId: 4, agentLevel: 3 }, ['multilevel', 'senior']],
    [{ userRoleId: 4, agentLevel: null }, ['multilevel']],
    [{ userRoleId: 3, agentLevel: 2 }, ['company']],
    [{ userRoleId: 2, agentLevel: null, isAdminStaff: true }, ['itAdmin', 'admin']],
    [{ userRoleId: 99, agentLevel: null }, []],
  ])('%p -> %p', (over, names) => expect(userRoleNames(makeUser(over))).toEqual(names));
});

describe('canSeeRoute', () => {
  const route = (over: Partial<RouteDef>): RouteDef => ({
    path: '/x',
    owner: 'mf-reports',
    titleKey: 'X',
    ...over,
  });

  it('no rules: everyone', () => expect(canSeeRoute(makeUser(), route({}))).toBe(true));
  it('public routes: everyone', () =>
    expect(
      canSeeRoute(makeUser({ temporaryDisableFor: ['/login'] }), route({ path: '/login', public: true })),
    ).toBe(true));

  it('access: any listed function with any level', () => {
    const r = route({
      access: [
        { fn: 'Map Report', levels: [1] },
        { fn: 'Payout Report', levels: [1] },
      ],
    });
    expect(canSeeRoute(makeUser({ accessString: 'Map Report:1' }), r)).toBe(true);
    expect(canSeeRoute(makeUser({ accessString: 'Payout Report:14' }), r)).toBe(true);
    expect(canSeeRoute(makeUser({ accessString: 'Payout Report:2' }), r)).toBe(false);
    expect(canSeeRoute(makeUser({ accessString: '' }), r)).toBe(false);
  });

  it('answers each user by their own access string when users alternate (the last parse is reused)', () => {
    const r = route({ access: [{ fn: 'Map Report', levels: [2] }] });
    const granted = makeUser({ accessString: 'Map Report:2;Company:1' });
    const refused = makeUser({ accessString: 'Map Report:1;Company:1' });
    for (let i = 0; i < 3; i += 1) {
      expect(canSeeRoute(granted, r)).toBe(true);
      expect(canSeeRoute(granted, r)).toBe(true);
      expect(canSeeRoute(refused, r)).toBe(false);
      expect(hasAccess('Map Report:2', 'Map Report', 2)).toBe(true);
      expect(canSeeRoute(refused, r)).toBe(false);
    }
  });

  it('roles by role id and agent level', () => {
    const r = route({ roles: ['superAdmin', 'senior'] });
    expect(canSeeRoute(makeUser({ userRoleId: 1, agentLevel: null }), r)).toBe(true);
    expect(canSeeRoute(makeUser({ userRoleId: 4, agentLevel: 3 }), r)).toBe(true);
    expect(canSeeRoute(makeUser({ userRoleId: 4, agentLevel: 4 }), r)).toBe(false);
    expect(canSeeRoute(makeUser({ userRoleId: 3, agentLevel: null }), r)).toBe(false);
    expect(
      canSeeRoute(
        makeUser({ userRoleId: 2, agentLevel: null, isAdminStaff: true }),
        route({ roles: ['admin'] }),
      ),
    ).toBe(true);
  });

  it('roles and access both required', () => {
    const r = route({ roles: ['superAdmin'], access: [{ fn: 'Company', levels: [1] }] });
    expect(canSeeRoute(makeUser({ userRoleId: 1, agentLevel: null, accessString: 'Company:1' }), r)).toBe(
      true,
    );
    expect(canSeeRoute(makeUser({ userRoleId: 1, agentLevel: null, accessString: '' }), r)).toBe(false);
    expect(canSeeRoute(makeUser({ userRoleId: 3, agentLevel: null, accessString: 'Company:1' }), r)).toBe(
      false,
    );
  });

  it('mainAccountOnly', () => {
    const r = route({ mainAccountOnly: true });
    expect(canSeeRoute(makeUser({ mainAccount: '' }), r)).toBe(true);
    expect(canSeeRoute(makeUser({ mainAccount: '42' }), r)).toBe(false);
  });

  it('temporaryDisableFor on the route names usernames', () => {
    const r = route({ temporaryDisableFor: ['Agent01', 'other'] });
    expect(canSeeRoute(makeUser({ username: 'agent01' }), r)).toBe(false);
    expect(canSeeRoute(makeUser({ username: 'agent02' }), r)).toBe(true);
  });

  it('temporaryDisableFor on the user names route paths', () => {
    const r = route({ path: '/report/map-report' });
    expect(canSeeRoute(makeUser({ temporaryDisableFor: ['/report/map-report'] }), r)).toBe(false);
    expect(canSeeRoute(makeUser({ temporaryDisableFor: ['/report/payout-report'] }), r)).toBe(true);
  });
});

describe('canUnlockLogins', () => {
  it("is the super admin's own account only", () => {
    expect(canUnlockLogins(testUser())).toBe(true);
    expect(canUnlockLogins(testUser({ mainAccount: '1', isAdminStaff: true }))).toBe(false);
    for (const userRoleId of [2, 3, 4, 5, 6]) expect(canUnlockLogins(testUser({ userRoleId }))).toBe(false);
  });
});

describe('mayManageResults', () => {
  it("is the super admin's own login only", () => {
    expect(mayManageResults({ roleId: 1, isSubAccount: false })).toBe(true);
    expect(mayManageResults({ roleId: 1, isSubAccount: true })).toBe(false);
    for (const roleId of [2, 3, 4, 5, 6]) {
      expect(mayManageResults({ roleId, isSubAccount: false })).toBe(false);
    }
  });
});
