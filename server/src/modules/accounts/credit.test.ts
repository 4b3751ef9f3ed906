import { Role } from '@drawdesk/shared-kernel/domain';
import { creditFigures } from './credit';

describe('creditFigures (DOMAIN 3)', () => {
  it('agent or company: limit minus what is handed down', () => {
    expect(
      creditFigures({
        roleId: Role.Company,
        creditLimit: 100_000_00,
        balance: 0,
        outstanding: 0,
        downlineLimits: 55_000_00,
      }),
    ).toEqual({
      creditLimit: 100_000_00,
      creditLeft: 45_000_00,
      unlimited: false,
    });
    // Balance and outstanding do not count for agents.
    expect(
      creditFigures({
        roleId: Role.Multilevel,
        creditLimit: 1000,
        balance: 500,
        outstanding: 300,
        downlineLimits: 0,
      }).creditLeft,
    ).toBe(1000);
  });

  it('bettor: limit minus outstanding plus balance', () => {
    expect(
      creditFigures({
        roleId: Role.Player,
        creditLimit: 100_000,
        balance: -2_050,
        outstanding: 12_345,
        downlineLimits: 0,
      }).creditLeft,
    ).toBe(85_605);
    expect(
      creditFigures({ roleId: Role.House, creditLimit: 0, balance: 700, outstanding: 0, downlineLimits: 0 })
        .creditLeft,
    ).toBe(700);
  });

  it('super admin is unbounded', () => {
    expect(
      creditFigures({
        roleId: Role.SuperAdmin,
        creditLimit: null,
        balance: 0,
        outstanding: 0,
        downlineLimits: 123,
      }),
    ).toEqual({
      creditLimit: 0,
      creditLeft: 0,
      unlimited: true,
    });
  });
});
