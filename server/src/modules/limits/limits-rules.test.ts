import { applyEatUpdate, defaultEatState, effectiveFightLimit, limitsToRows, rowsToLimits } from './eatRules';

describe('fight limit rules', () => {
  it('an unset limit under a max means up to the max; 0 stays 0', () => {
    expect(effectiveFightLimit(undefined, null)).toBeNull();
    expect(effectiveFightLimit(undefined, 10_000)).toBe(10_000);
    expect(effectiveFightLimit(0, 10_000)).toBe(0);
    expect(effectiveFightLimit(500, 10_000)).toBe(500);
    expect(effectiveFightLimit(500, null)).toBe(500);
  });

  it('round-trips limits through rows in cents', () => {
    const state = applyEatUpdate(
      defaultEatState(false),
      {
        fightLimits: {
          amountBase: { B: 0.01, '2SE': 0 },
          totalBase: 12.5,
          groupBase: { '6D': 999_999_999.99 },
        },
      },
      { isCompany: false, mayEditMax: false },
    );
    const rows = limitsToRows(state.limits);
    expect(rows).toEqual([
      { basis: 1, key: 'B', amount: 1 },
      { basis: 1, key: '2SE', amount: 0 },
      { basis: 2, key: 'ALL', amount: 1250 },
      { basis: 3, key: '6D', amount: 99_999_999_999 },
    ]);
    expect(rowsToLimits(rows)).toEqual(state.limits);
  });

  it('keeps a company at pt 100 when pt is left out', () => {
    const next = applyEatUpdate(
      defaultEatState(true),
      { grouping: 2 },
      { isCompany: true, mayEditMax: false },
    );
    expect(next.positionTaking).toBe(100);
  });
});
