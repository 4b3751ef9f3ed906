import { REMOTE_NAMES } from '@drawdesk/shared-kernel/contract';
import { ROUTES, routesOf } from '@drawdesk/shared-kernel/routes';
import { activeWhenFor, pathsOf } from './activeWhen';

const loggedIn = () => true;
const noSecondaryRoutes = ROUTES.filter((r) => !r.secondaryPassword);
const at = (pathname: string) => ({ pathname });

describe('activeWhenFor', () => {
  const fns = REMOTE_NAMES.map((name) => [name, activeWhenFor(name, ROUTES, loggedIn)] as const);

  it.each(REMOTE_NAMES.map((n) => [n]))(
    '%s is active on each of its route-table paths and no other remote is',
    (owner) => {
      const owned = routesOf(owner);
      expect(owned.length).toBeGreaterThan(0);
      for (const route of owned) {
        const active = fns.filter(([, fn]) => fn(at(route.path))).map(([n]) => n);
        expect(active).toEqual([owner]);
      }
    },
  );

  it('no remote is active on shell paths', () => {
    for (const route of routesOf('shell')) {
      expect(fns.filter(([, fn]) => fn(at(route.path)))).toEqual([]);
    }
  });

  it('matches exact paths only (trailing slash tolerated, prefixes and case variants not)', () => {
    const reports = activeWhenFor('mf-reports', ROUTES, loggedIn);
    expect(reports(at('/report/sales-summary'))).toBe(true);
    expect(reports(at('/report/sales-summary/'))).toBe(true);
    expect(reports(at('/report/sales-summary/extra'))).toBe(false);
    expect(reports(at('/report'))).toBe(false);
    expect(reports(at('/REPORT/SALES-SUMMARY'))).toBe(false);
    const posting = activeWhenFor('mf-posting', ROUTES, loggedIn);
    expect(posting(at('/posting/Unpost'))).toBe(true);
  });

  it('is active only while the shell says the route may be opened (logged in, allowed, password checked)', () => {
    let loggedInNow = false;
    const admin = activeWhenFor('mf-admin', ROUTES, () => loggedInNow);
    expect(admin(at('/result'))).toBe(false);
    loggedInNow = true;
    expect(admin(at('/result'))).toBe(true);

    const asked: string[] = [];
    const accounts = activeWhenFor('mf-accounts', ROUTES, (route) => {
      asked.push(route.path);
      return !route.secondaryPassword;
    });
    expect(accounts(at('/payment'))).toBe(false);
    expect(accounts(at('/account/manage'))).toBe(true);
    expect(asked).toEqual(['/payment', '/account/manage']);
    expect(noSecondaryRoutes.some((r) => r.path === '/payment')).toBe(false);
  });

  it('pathsOf gives every owned path once', () => {
    expect(pathsOf('mf-betting', ROUTES).size).toBe(routesOf('mf-betting').length);
  });
});
