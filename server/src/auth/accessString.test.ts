import { FUNCTION_NAMES } from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import {
  canonicalAccessString,
  defaultAccessString,
  hasAccess,
  isAccessSubset,
  parseAccessString,
  REPORT_FUNCTIONS,
} from './accessString';

describe('access strings (SPEC 6)', () => {
  it('uses the kernel parser: entries and any requested level', () => {
    const access = parseAccessString('Downline:1234;Bet:12; Map Report:1 ;Broken;:3');
    expect(hasAccess(access, 'Downline', [4])).toBe(true);
    expect(hasAccess(access, 'Bet', [3, 2])).toBe(true);
    expect(hasAccess(access, 'Bet', [3])).toBe(false);
    expect(hasAccess(access, 'Map Report', [1])).toBe(true);
    expect(hasAccess(access, 'Company', [1])).toBe(false);
    expect(parseAccessString('').size).toBe(0);
  });

  it('writes a canonical string in SPEC 6 order without unknown names', () => {
    expect(canonicalAccessString(parseAccessString('Map Report:1;Bet:21;Nope:1;Downline:'))).toBe(
      'Bet:12;Map Report:1',
    );
  });

  it('gives each role its default functions', () => {
    const of = (role: (typeof Role)[keyof typeof Role]) => [
      ...parseAccessString(defaultAccessString(role)).keys(),
    ];
    expect(of(Role.SuperAdmin)).toEqual([...FUNCTION_NAMES]);
    expect(of(Role.Company)).toEqual(FUNCTION_NAMES.filter((f) => f !== 'Company'));
    expect(of(Role.Player)).toEqual(['Bet', 'Bet History', 'Inbox Report', 'Payment Report']);
    expect(of(Role.House)).toEqual(of(Role.Player));
    expect(of(Role.Multilevel)).toEqual(
      expect.arrayContaining([
        'Downline',
        'Main Account',
        'Bet',
        'Bet History',
        'Fight Limit',
        'Red Number',
        'Package List',
        'Payment Report',
        'Map Report',
      ]),
    );
    expect(of(Role.Multilevel)).not.toContain('Company');
    expect(of(Role.Multilevel)).not.toContain('Bet Schedule');
    const it = parseAccessString(defaultAccessString(Role.ItAdmin));
    expect([...it.keys()]).toEqual([...FUNCTION_NAMES]);
    expect(hasAccess(it, 'Downline', [2, 3, 4])).toBe(false);
  });

  it('every role default is within the super admin and the company within itself', () => {
    const admin = defaultAccessString(Role.SuperAdmin);
    for (const role of [Role.ItAdmin, Role.Company, Role.Multilevel, Role.Player, Role.House]) {
      expect(isAccessSubset(defaultAccessString(role), admin)).toBe(true);
    }
    expect(isAccessSubset(defaultAccessString(Role.SuperAdmin), defaultAccessString(Role.Company))).toBe(
      false,
    );
    expect(REPORT_FUNCTIONS).toContain('Map Report');
    expect(REPORT_FUNCTIONS).not.toContain('Bet');
  });
});
