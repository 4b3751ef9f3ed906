import type { LoginUserData } from '../../contract/session';
import { routeById, ROUTES } from '../../routes/table';
import { visibleMenu } from './menu';
import { testUser } from '../../testing';
import {
  mayOpenReport,
  mayPlaceOrders,
  orderRefusal,
  voidRefusal,
  voidRightsOf,
  type VoidActor,
} from './actions';
import { CALL_ACCESS, callAllowed, mayCall } from './callAccess';
import { canSeeRoute } from './permissions';
import { Role } from '../roles';

const user = (over: Partial<LoginUserData> = {}): LoginUserData => testUser(over);
const ALL = 'Downline:1234;Main Account:1234;Bet:1234;Bet History:1234;Inbox Report:1234;Payment Report:1234';

describe('orders (the server refuses with this rule, the screens hide Place order with it)', () => {
  it('needs Bet at create and never the IT admin', () => {
    expect(orderRefusal({ roleId: Role.ItAdmin, accessString: 'Bet:1234' })).toBe('readOnlyRole');
    expect(orderRefusal({ roleId: Role.Multilevel, accessString: 'Bet:1' })).toBe('noBetCreate');
    expect(orderRefusal({ roleId: Role.Player, accessString: 'Bet:12' })).toBeNull();
    expect(mayPlaceOrders({ roleId: Role.Multilevel, accessString: 'Bet:2' })).toBe(true);
  });
});

describe('voids (DOMAIN 9)', () => {
  const actor = (over: Partial<VoidActor> = {}): VoidActor => ({
    roleId: Role.Multilevel,
    accessString: 'Bet:1234',
    principalId: 10,
    principalRoleId: Role.Multilevel,
    settings: { allowSelfVoid: false, voidTicketAuthority: false },
    ...over,
  });
  it('an agent without void authority may not void its downlines’ tickets', () => {
    expect(voidRefusal(actor(), 99)).toBe('noVoidAuthority');
    expect(
      voidRefusal(actor({ settings: { allowSelfVoid: false, voidTicketAuthority: true } }), 99),
    ).toBeNull();
  });
  it('a company and the super admin always may; the IT admin never', () => {
    expect(voidRefusal(actor({ roleId: Role.Company, principalRoleId: Role.Company }), 99)).toBeNull();
    expect(voidRefusal(actor({ roleId: Role.SuperAdmin, principalRoleId: Role.SuperAdmin }), 99)).toBeNull();
    expect(voidRefusal(actor({ roleId: Role.ItAdmin, principalRoleId: Role.ItAdmin }), 99)).toBe(
      'readOnlyRole',
    );
  });
  it('a bettor’s own ticket follows allowSelfVoid; Bet view only refuses', () => {
    expect(voidRefusal(actor({ roleId: Role.Player }), 10)).toBe('selfVoidOff');
    expect(
      voidRefusal(
        actor({ roleId: Role.Player, settings: { allowSelfVoid: true, voidTicketAuthority: false } }),
        10,
      ),
    ).toBeNull();
    expect(voidRefusal(actor({ accessString: 'Bet:1' }), 99)).toBe('noBetWrite');
    expect(voidRightsOf(actor())).toEqual({ others: 'noVoidAuthority', own: 'selfVoidOff' });
  });
});

describe('the access table decides a sub-account’s calls and its menu alike', () => {
  const sub = (accessString: string) => user({ userRoleId: Role.Company, mainAccount: '3', accessString });

  it('callAllowed: main accounts pass, sub-accounts by function', () => {
    const main = { id: 1, isSubAccount: false, accessString: '' };
    const s = { id: 2, isSubAccount: true, accessString: 'Downline:1;Map Report:1' };
    expect(callAllowed(main, CALL_ACCESS['POST /api/Payment/InitDrawPayment'])).toBe(true);
    expect(mayCall(s, 'POST /api/Payment/InitDrawPayment')).toBe(false);
    expect(mayCall(s, 'POST /api/Account/GetUserListing')).toBe(true);
    expect(mayCall(s, 'GET /api/Unknown/Call')).toBe(false);
    expect(mayCall(s, 'GET /api/Account/GetUserDetailsById', { userId: '2' })).toBe(true);
  });

  it('every call a route names is in the access table', () => {
    const missing = ROUTES.flatMap((r) => (r.calls ?? []).filter((c) => !(c in CALL_ACCESS)));
    expect(missing).toEqual([]);
  });

  it('a company sub-account without Payment Report does not see /draw-payment; its main account does', () => {
    const drawPayment = routeById('drawPayment');
    expect(canSeeRoute(user({ userRoleId: Role.Company, accessString: ALL }), drawPayment)).toBe(true);
    expect(canSeeRoute(sub('Downline:1;Map Report:1'), drawPayment)).toBe(false);
    expect(canSeeRoute(sub('Downline:1;Payment Report:1'), drawPayment)).toBe(true);
  });

  it('a sub-account sees a report only when its report access names one of its functions', () => {
    const map = routeById('mapReport');
    const withAccess = (reportAccess: string[]) => ({ ...sub('Downline:1;Map Report:1'), reportAccess });
    expect(canSeeRoute(withAccess([]), map)).toBe(false);
    expect(canSeeRoute(withAccess(['Map Report']), map)).toBe(true);
    // Report access without the function in the access string opens nothing.
    expect(canSeeRoute({ ...sub('Downline:1'), reportAccess: ['Map Report'] }, map)).toBe(false);
    // The inbox is not a report screen (the server reads no report access for it).
    expect(canSeeRoute({ ...sub('Inbox Report:1'), reportAccess: [] }, routeById('inbox'))).toBe(true);
    expect(mayOpenReport({ accessString: 'Map Report:1', isSubAccount: false }, ['Map Report'])).toBe(true);
  });

  it('a sub-account never sees posting, results or company-only screens the table refuses it', () => {
    const paths = visibleMenu(sub(ALL)).flatMap((g) => g.entries.map((e) => e.path));
    for (const path of [
      '/posting/Unpost',
      '/result',
      '/report/run-map-report-as-com',
      '/report/player-transaction',
    ])
      expect(paths).not.toContain(path);
    expect(paths).toContain('/account/manage');
  });

  it("the super admin's staff are not offered the settings only its main account may change", () => {
    const everyFunction = Object.values(CALL_ACCESS)
      .flatMap((rule) => (typeof rule === 'object' && 'fns' in rule ? rule.fns : []))
      .map((fn) => `${fn}:1234`)
      .join(';');
    const staff = user({ userRoleId: Role.SuperAdmin, mainAccount: '1', accessString: everyFunction });
    const paths = visibleMenu(staff).flatMap((g) => g.entries.map((e) => e.path));
    // Their changes (schedule, cutoff, announcement, master template) are main-account calls.
    for (const [path, change] of [
      ['/admin-setting/pool-schedule', 'POST /api/Pools/SubmitEditedDraw'],
      ['/adminSetting/cutoff-time', 'POST /api/Pools/UpdateCutoffTime'],
      ['/admin-setting/annoucenment-setting', 'POST /api/Configuration/CreateOrUpdateAnnouncement'],
      ['/admin-setting/manage-master-template', 'POST /api/Configuration/CreateOrUpdateMasterTemplate'],
    ] as const) {
      expect(mayCall({ id: -1, isSubAccount: true, accessString: everyFunction }, change)).toBe(false);
      expect(paths).not.toContain(path);
      expect(
        visibleMenu({ ...staff, mainAccount: '' }).flatMap((g) => g.entries.map((e) => e.path)),
      ).toContain(path);
    }
    // What its access grants stays offered (the red numbers its function lets it change).
    expect(paths).toContain('/admin-setting/rednumber');
  });

  it('every menu route a sub-account with every function sees names only calls the table allows it', () => {
    const everything = user({
      userRoleId: Role.Company,
      mainAccount: '3',
      accessString: Object.values(CALL_ACCESS)
        .flatMap((rule) => (typeof rule === 'object' && 'fns' in rule ? rule.fns : []))
        .map((fn) => `${fn}:1234`)
        .join(';'),
    });
    const caller = { id: -1, isSubAccount: true, accessString: everything.accessString };
    for (const route of ROUTES.filter((r) => canSeeRoute(everything, r)))
      for (const call of route.calls ?? [])
        expect([route.path, mayCall(caller, call)]).toEqual([route.path, true]);
  });
});
