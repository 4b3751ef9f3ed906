import type { LoginUserData } from '../contract/session';
import { canSeeRoute, visibleMenu } from '../domain/access';
import {
  MENU_GROUPS,
  PATHS,
  ROUTES,
  findRoute,
  isActiveFor,
  normalisePath,
  pageTitle,
  routeById,
  routesOf,
  type RouteDef,
} from './index';
import { testUser } from '../testing';

/** SPEC 2.1-2.5, transcribed path by path. */
const SPEC_PATHS = `/login /terms-and-conditions / /dashboard /help /manage-profile /inbox
/account/manage /account/detail /sub-account/detail /company/manage /number-meaning /admin-setting/pool-schedule
/package/manage /package/detail /result /adminSetting/cutoff-time /roles/manage /manage-fight-limit
/admin-setting/annoucenment-setting /admin-setting/system-setting /admin-setting/currency /admin-setting/rednumber
/admin-setting/manage-master-template /account/reserve-name /account/create-api-account /account/clone-account
/manage-resend-order-limit /api-log /api-request-log /admin-tool
/betting/web-order /betting/web-order2 /order/express-betting /order/auto-ticket /payment /draw-payment
/report/sales-summary /report/map-report /report/map-report-without-modal /report/active-map-report /report/payout-report
/report/sales-statistic-report /report/payout-statistic-report /report/payout-table-report /report/stakeholder-report
/report/win-loss-report /report/win-loss-2-report /report/win-loss-2-report-demo /report/win-loss-report-simple
/report/winlose-usline /report/winning-report /report/strike-report /report/run-map-report /report/run-map-report-as-com
/report/player-transaction /winloss-detail /jackpot-detail /self-winloss-detail /map-detail /invoice-detail
/invoice-payout-detail /posting/Unpost /posting/UnpostDetail /posting/Distribution /posting/UndistributedDetail
/posting/InvoiceList /posting/ManualDistribute /posting/posting-agent-eat-detail`
  .split(/\s+/)
  .filter(Boolean);

const user = (over: Partial<LoginUserData> = {}): LoginUserData =>
  testUser({ userId: 1, username: 'u', userRoleId: 4, agentLevel: 5, hasSecondaryPassword: false, ...over });
const ALL_FUNCTIONS =
  'Downline:1234;Main Account:1234;Bet Schedule:1234;Bet:1234;Bet History:1234;Company:1234;Fight Limit:1234;Red Number:1234;' +
  'Stakeholder Report:1234;Inbox Report:1234;Profit Loss Report:1234;Daily Sales Report:1234;Group Sales Report:1234;' +
  'Map Report:1234;Total Bet Report:1234;Total Stake Report:1234;Payout Report:1234;Winning Report:1234;GD Win Loss Report:1234;' +
  'Payment Report:1234;Package List:1234;WinLoss Earned Report:1234;WinLoss Occupied Report:1234;Master Resend Order:1234;Resend Order:1234';
const superAdmin = user({ userRoleId: 1, agentLevel: null, accessString: ALL_FUNCTIONS });
const company = user({ userRoleId: 3, agentLevel: null, accessString: ALL_FUNCTIONS });
const agent = user({ userRoleId: 4, agentLevel: 5, accessString: ALL_FUNCTIONS });
const player = user({
  userRoleId: 5,
  agentLevel: null,
  accessString: 'Bet:12;Inbox Report:1;Winning Report:1',
});
const r = (path: string): RouteDef => {
  const found = findRoute(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const paths = (groups: ReturnType<typeof visibleMenu>) => groups.flatMap((g) => g.entries.map((e) => e.path));

describe('route table', () => {
  it('holds every SPEC 2 path exactly once', () => {
    expect(SPEC_PATHS).toHaveLength(69);
    for (const p of SPEC_PATHS) expect(ROUTES.filter((x) => x.path === p)).toHaveLength(1);
    expect(new Set(ROUTES.map((x) => x.path)).size).toBe(ROUTES.length);
  });

  it('has nothing beyond SPEC 2 except the rollout screen', () => {
    expect(ROUTES.map((x) => x.path).filter((p) => !SPEC_PATHS.includes(p))).toEqual([PATHS.remoteRollout]);
  });

  it('every route has a title key and a valid menu slot', () => {
    for (const route of ROUTES) {
      expect(route.titleKey).toMatch(/^[A-Z0-9_]+$/);
      if (route.menu) expect(MENU_GROUPS.map((g) => g.key)).toContain(route.menu.group);
    }
    const slots = ROUTES.filter((x) => x.menu).map((x) => `${x.menu?.group}:${x.menu?.order}`);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it.each([
    ['/login', 'shell'],
    ['/terms-and-conditions', 'shell'],
    ['/dashboard', 'shell'],
    ['/help', 'shell'],
    ['/', 'shell'],
    ['/account/manage', 'mf-accounts'],
    ['/sub-account/detail', 'mf-accounts'],
    ['/company/manage', 'mf-accounts'],
    ['/package/detail', 'mf-accounts'],
    ['/manage-profile', 'mf-accounts'],
    ['/manage-fight-limit', 'mf-accounts'],
    ['/manage-resend-order-limit', 'mf-accounts'],
    ['/account/reserve-name', 'mf-accounts'],
    ['/account/create-api-account', 'mf-accounts'],
    ['/account/clone-account', 'mf-accounts'],
    ['/payment', 'mf-accounts'],
    ['/draw-payment', 'mf-accounts'],
    ['/betting/web-order', 'mf-betting'],
    ['/betting/web-order2', 'mf-betting'],
    ['/order/express-betting', 'mf-betting'],
    ['/order/auto-ticket', 'mf-betting'],
    ['/inbox', 'mf-betting'],
    ['/report/winlose-usline', 'mf-reports'],
    ['/map-detail', 'mf-reports'],
    ['/invoice-payout-detail', 'mf-reports'],
    ['/posting/Unpost', 'mf-posting'],
    ['/posting/posting-agent-eat-detail', 'mf-posting'],
    ['/admin-setting/pool-schedule', 'mf-admin'],
    ['/adminSetting/cutoff-time', 'mf-admin'],
    ['/result', 'mf-admin'],
    ['/roles/manage', 'mf-admin'],
    ['/admin-setting/annoucenment-setting', 'mf-admin'],
    ['/admin-setting/rednumber', 'mf-admin'],
    ['/number-meaning', 'mf-admin'],
    ['/api-request-log', 'mf-admin'],
    ['/admin-tool', 'mf-admin'],
  ])('%s is owned by %s', (path, owner) => expect(r(path).owner).toBe(owner));

  it('every /report/* is mf-reports and every /posting/* is mf-posting', () => {
    for (const route of ROUTES) {
      if (route.path.startsWith('/report/')) expect(route.owner).toBe('mf-reports');
      if (route.path.startsWith('/posting/')) expect(route.owner).toBe('mf-posting');
    }
  });

  it('secondary password exactly on the protected entries', () => {
    expect(
      ROUTES.filter((x) => x.secondaryPassword)
        .map((x) => x.path)
        .sort(),
    ).toEqual(
      [
        '/admin-tool',
        '/admin-setting/system-setting',
        '/payment',
        '/draw-payment',
        PATHS.remoteRollout,
      ].sort(),
    );
  });

  it('detail pages and shell pages are not in the menu', () => {
    for (const p of [
      '/login',
      '/terms-and-conditions',
      '/',
      '/account/detail',
      '/package/detail',
      '/map-detail',
      '/winloss-detail',
      '/posting/UnpostDetail',
      '/manage-profile',
    ]) {
      expect(r(p).menu).toBeUndefined();
    }
  });

  it('map detail is bare with title MAP_DETAIL; / redirects to /dashboard', () => {
    expect(r('/map-detail')).toMatchObject({ bare: true, titleKey: 'MAP_DETAIL' });
    expect(r('/').redirect).toBe('/dashboard');
    expect(routeById('mapDetail').path).toBe('/map-detail');
  });
});

describe('findRoute', () => {
  it.each([
    ['/report/map-report', '/report/map-report'],
    ['/report/map-report/', '/report/map-report'],
    ['/report/map-report?x=1', '/report/map-report'],
    ['/map-detail/?agentId=1#t', '/map-detail'],
    ['/', '/'],
    ['', '/'],
    ['/posting/Unpost', '/posting/Unpost'],
  ])('%p -> %p', (input, path) => expect(findRoute(input)?.path).toBe(path));

  it.each([
    '/posting/unpost',
    '/Report/map-report',
    '/admin-setting/announcement-setting',
    '/nope',
    '/report',
  ])('%p -> none', (p) => expect(findRoute(p)).toBeUndefined());

  it('normalisePath', () => {
    expect(normalisePath('/a/b//')).toBe('/a/b');
    expect(normalisePath('/?q')).toBe('/');
  });
});

describe('routesOf and isActiveFor', () => {
  it('splits the table by owner', () => {
    const owners = ['shell', 'mf-accounts', 'mf-betting', 'mf-reports', 'mf-posting', 'mf-admin'] as const;
    const total = owners.reduce((n, o) => n + routesOf(o).length, 0);
    expect(total).toBe(ROUTES.length);
    expect(routesOf('mf-posting')).toHaveLength(7);
    expect(routesOf('shell').map((x) => x.path)).toEqual([
      '/login',
      '/terms-and-conditions',
      '/',
      '/dashboard',
      '/help',
    ]);
  });
  it('activity function', () => {
    expect(isActiveFor('mf-reports')({ pathname: '/report/sales-summary/' })).toBe(true);
    expect(isActiveFor('mf-reports')({ pathname: '/posting/Unpost' })).toBe(false);
  });
});

describe('SPEC 6 route rules', () => {
  const sees = (u: LoginUserData, path: string) => canSeeRoute(u, r(path));

  it.each([
    '/admin-setting/pool-schedule',
    '/adminSetting/cutoff-time',
    '/roles/manage',
    '/admin-setting/annoucenment-setting',
    '/admin-setting/system-setting',
    '/admin-setting/currency',
    '/admin-setting/manage-master-template',
    '/api-log',
    '/api-request-log',
    '/admin-tool',
  ])('%s: super admin only', (path) => {
    expect(sees(superAdmin, path)).toBe(true);
    expect(sees(company, path)).toBe(false);
    expect(sees(agent, path)).toBe(false);
    expect(sees(user({ userRoleId: 2, agentLevel: null, accessString: ALL_FUNCTIONS }), path)).toBe(false);
  });

  it.each([
    '/result',
    '/report/run-map-report-as-com',
    '/report/player-transaction',
    '/posting/Unpost',
    '/posting/Distribution',
  ])('%s: super admin and company', (path) => {
    expect(sees(superAdmin, path)).toBe(true);
    expect(sees(company, path)).toBe(true);
    expect(sees(agent, path)).toBe(false);
    expect(sees(player, path)).toBe(false);
  });

  it('draw payment roles', () => {
    for (const [roleId, level] of [
      [6, null],
      [4, 1],
      [4, 2],
      [4, 3],
      [4, 4],
      [4, 5],
      [3, null],
    ] as const) {
      expect(sees(user({ userRoleId: roleId, agentLevel: level }), '/draw-payment')).toBe(true);
    }
    expect(sees(user({ userRoleId: 1, agentLevel: null }), '/draw-payment')).toBe(false);
    expect(sees(user({ userRoleId: 5, agentLevel: null }), '/draw-payment')).toBe(false);
  });

  it('web orders need Bet', () => {
    expect(sees(player, '/betting/web-order')).toBe(true);
    expect(sees(player, '/betting/web-order2')).toBe(true);
    expect(sees(user({ accessString: 'Downline:1' }), '/betting/web-order')).toBe(false);
  });

  it('company management needs super admin with Company', () => {
    expect(sees(superAdmin, '/company/manage')).toBe(true);
    expect(
      sees(user({ userRoleId: 1, agentLevel: null, accessString: 'Downline:1' }), '/company/manage'),
    ).toBe(false);
    expect(sees(company, '/company/manage')).toBe(false);
  });

  it('manage package: super admin and agent levels with Package List', () => {
    expect(sees(superAdmin, '/package/manage')).toBe(true);
    expect(sees(agent, '/package/manage')).toBe(true);
    expect(
      sees(user({ userRoleId: 4, agentLevel: 1, accessString: 'Package List:1' }), '/package/manage'),
    ).toBe(true);
    expect(sees(user({ userRoleId: 4, agentLevel: 1, accessString: 'Downline:1' }), '/package/manage')).toBe(
      false,
    );
    expect(
      sees(user({ userRoleId: 5, agentLevel: null, accessString: 'Package List:1' }), '/package/manage'),
    ).toBe(false);
    expect(sees(agent, '/package/detail')).toBe(true);
  });

  it('account management and details by Downline levels', () => {
    expect(sees(user({ accessString: 'Downline:1' }), '/account/manage')).toBe(true);
    expect(sees(user({ accessString: 'Downline:2' }), '/account/manage')).toBe(false);
    expect(sees(user({ accessString: 'Downline:3' }), '/account/detail')).toBe(true);
    expect(sees(user({ accessString: 'Downline:4' }), '/account/detail')).toBe(false);
    expect(sees(user({ accessString: 'Main Account:2' }), '/sub-account/detail')).toBe(true);
    expect(sees(user({ accessString: 'Downline:1234' }), '/sub-account/detail')).toBe(false);
  });

  it.each([
    ['/report/stakeholder-report', 'Stakeholder Report'],
    ['/inbox', 'Inbox Report'],
    ['/report/win-loss-report', 'Profit Loss Report'],
    ['/report/sales-summary', 'Group Sales Report'],
    ['/report/sales-statistic-report', 'Daily Sales Report'],
    ['/report/payout-report', 'Payout Report'],
    ['/report/map-report', 'Map Report'],
    ['/map-detail', 'Map Report'],
    ['/report/winning-report', 'Winning Report'],
    ['/payment', 'Payment Report'],
    ['/manage-fight-limit', 'Fight Limit'],
    ['/admin-setting/rednumber', 'Red Number'],
  ])('%s needs %s', (path, fnName) => {
    expect(sees(user({ accessString: `${fnName}:1` }), path)).toBe(true);
    expect(sees(user({ accessString: 'Bet Schedule:1234' }), path)).toBe(false);
  });

  it('payment is for uplines with Payment Report', () => {
    expect(
      sees(user({ userRoleId: 5, agentLevel: null, accessString: 'Payment Report:1' }), '/payment'),
    ).toBe(false);
    expect(
      sees(user({ userRoleId: 3, agentLevel: null, accessString: 'Payment Report:1' }), '/payment'),
    ).toBe(true);
  });

  it('manage profile is for main accounts only', () => {
    expect(sees(user(), '/manage-profile')).toBe(true);
    expect(sees(user({ mainAccount: '7' }), '/manage-profile')).toBe(false);
  });
});

describe('visibleMenu', () => {
  it('super admin sees account, betting, report, posting and admin groups numbered in order', () => {
    const menu = visibleMenu(superAdmin);
    expect(menu.map((g) => [g.number, g.key])).toEqual([
      ['1', 'account'],
      ['2', 'betting'],
      ['3', 'report'],
      ['4', 'posting'],
      ['5', 'admin'],
    ]);
    expect(menu[4]?.entries[0]).toMatchObject({ number: '5.1', path: '/result', titleKey: 'RESULT' });
    expect(menu[0]?.entries.map((e) => e.number)).toEqual(menu[0]?.entries.map((_, i) => `1.${i + 1}`));
  });

  it('differs by role', () => {
    expect(paths(visibleMenu(superAdmin))).toContain('/admin-setting/pool-schedule');
    expect(paths(visibleMenu(company))).not.toContain('/admin-setting/pool-schedule');
    expect(paths(visibleMenu(company))).toContain('/result');
    expect(paths(visibleMenu(agent))).not.toContain('/result');
    // Results open to main accounts only: a sub-account has no function for them.
    expect(paths(visibleMenu({ ...company, mainAccount: 'demo_co' }))).not.toContain('/result');
    expect(paths(visibleMenu({ ...company, mainAccount: 'demo_co' }))).not.toContain(
      '/report/player-transaction',
    );
    expect(paths(visibleMenu(agent))).toContain('/draw-payment');
    expect(paths(visibleMenu(superAdmin))).not.toContain('/draw-payment');
  });

  it('differs by access', () => {
    const a = paths(visibleMenu(user({ accessString: 'Map Report:1' })));
    const b = paths(visibleMenu(user({ accessString: 'Payout Report:1' })));
    expect(a).toContain('/report/map-report');
    expect(a).not.toContain('/report/payout-report');
    expect(b).toContain('/report/payout-report');
    expect(b).not.toContain('/report/map-report');
  });

  it('hides empty groups and renumbers', () => {
    const menu = visibleMenu(player);
    expect(menu.map((g) => g.key)).toEqual(['betting', 'report']);
    expect(menu.map((g) => g.number)).toEqual(['1', '2']);
    expect(menu[0]?.entries.map((e) => [e.number, e.path])).toEqual([
      ['1.1', '/order/express-betting'],
      ['1.2', '/betting/web-order'],
      ['1.3', '/betting/web-order2'],
      ['1.4', '/order/auto-ticket'],
      ['1.5', '/inbox'],
      ['1.6', '/number-meaning'],
    ]);
    expect(menu[1]?.entries.map((e) => e.path)).toEqual(['/report/winning-report', '/report/strike-report']);
  });

  it('honours temporaryDisableFor', () => {
    const hidden = user({ accessString: 'Map Report:1', temporaryDisableFor: ['/report/map-report'] });
    expect(paths(visibleMenu(hidden))).not.toContain('/report/map-report');
    expect(paths(visibleMenu(hidden))).toContain('/report/active-map-report');
  });

  it('marks secondary-password entries', () => {
    const entry = visibleMenu(superAdmin)
      .flatMap((g) => g.entries)
      .find((e) => e.path === '/admin-tool');
    expect(entry?.secondaryPassword).toBe(true);
  });

  it('never lists routes that are not in the menu', () => {
    expect(paths(visibleMenu(superAdmin))).not.toContain('/map-detail');
    expect(paths(visibleMenu(superAdmin))).not.toContain('/login');
  });
});

describe('pageTitle', () => {
  it('appends the brand', () => {
    expect(pageTitle((k) => `t:${k}`, r('/map-detail'))).toBe('t:MAP_DETAIL | DrawDesk');
    expect(pageTitle((k) => k, undefined)).toBe('DrawDesk');
  });
});
