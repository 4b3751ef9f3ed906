import { cutoffErrors, cutoffValuesOf, scheduleYears, specialDrawBody, validateSpecialDraw } from './model';

const pool = {
  poolId: 9,
  name: '9L',
  displayName: '9Lotto',
  receiptLetter: 'X',
  games: ['4D'],
  packageType: 0,
};

describe('cutoff form', () => {
  it('starts from the stored cutoffs, nothing being saved', () => {
    expect(cutoffValuesOf([{ ...pool, cutoff: { hour: 19, minute: 5 } }])).toEqual({
      rows: [{ poolId: 9, hour: '19', minute: '5' }],
      saving: null,
    });
  });

  it('checks only the row being saved', () => {
    const rows = [
      { poolId: 1, hour: '99', minute: '0' },
      { poolId: 9, hour: '20', minute: '60' },
    ];
    expect(cutoffErrors({ rows, saving: null })).toEqual({});
    expect(cutoffErrors({ rows, saving: 9 }).rows?.[1]).toEqual({ minute: 'cutoff.invalidMinute' });
    expect(cutoffErrors({ rows, saving: 9 }).rows?.[0]).toBeUndefined();
    expect(cutoffErrors({ rows, saving: 1 }).rows?.[0]).toEqual({ hour: 'cutoff.invalidHour' });
    expect(cutoffErrors({ rows: [{ poolId: 1, hour: '7', minute: '30' }], saving: 1 })).toEqual({});
  });
});

describe('pool schedule', () => {
  it('offers last year and the nine after it', () => {
    expect(scheduleYears(2031)).toEqual([2030, 2031, 2032, 2033, 2034, 2035, 2036, 2037, 2038, 2039]);
  });

  it('sends a special draw with its pools ascending', () => {
    expect(specialDrawBody({ drawDate: '2031-01-07', poolIds: [3, 1] })).toEqual({
      drawDate: '2031-01-07',
      poolIds: [1, 3],
    });
  });

  it('takes only a YYYY-MM-DD draw date', () => {
    expect(validateSpecialDraw({ drawDate: '07/01/2031', poolIds: [1] }, 'pick')).toEqual({
      drawDate: 'INVALID_FORMAT',
    });
  });
});
