import { REMOTE_NAMES } from '@drawdesk/shared-kernel/contract';
import { ROUTES, routesOf } from '@drawdesk/shared-kernel/routes';
import { activeWhenFor, pathsOf } from './activeWhen';

const loggedIn = () => true;
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

  it('is never active while logged out', () => {
    let loggedInNow = false;
    const admin = activeWhenFor('mf-admin', ROUTES, () => loggedInNow);
    expect(admin(at('/result'))).toBe(false);
    loggedInNow = true;
    expect(admin(at('/result'))).toBe(true);
  });

  it('pathsOf gives every owned path once', () => {
    expect(pathsOf('mf-betting', ROUTES).size).toBe(routesOf('mf-betting').length);
  });
});
