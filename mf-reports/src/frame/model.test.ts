import { defaultFilter, filterBody, isDrillable, rangeError, totalOf } from './model';

const filter = { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [] };

it('builds the filter body and refuses a reversed range', () => {
  expect(filterBody({ fromDate: 'a', toDate: 'b', poolIds: [3, 1] })).toEqual({
    fromDate: 'a',
    toDate: 'b',
    poolIds: [1, 3],
  });
  expect(filterBody({ fromDate: 'a', toDate: 'b', poolIds: [] })).toEqual({ fromDate: 'a', toDate: 'b' });
  expect(rangeError({ fromDate: '2031-01-07', toDate: '2031-01-06', poolIds: [] })).toBe('msg.badRange');
  expect(rangeError(filter)).toBeNull();
  // The default range is today's business date (Kuala Lumpur): 16:30 UTC is already the next day.
  expect(defaultFilter(new Date('2031-01-06T16:30:00Z'))).toEqual({
    fromDate: '2031-01-07',
    toDate: '2031-01-07',
    poolIds: [],
  });
});

it('builds the currency into the filter body', () => {
  expect(filterBody({ ...filter, currency: 'SGD' })).toEqual({
    fromDate: '2031-01-06',
    toDate: '2031-01-07',
    currency: 'SGD',
  });
});

it('drills into companies and agents only', () => {
  expect(isDrillable(undefined)).toBe(true);
  expect(isDrillable(3)).toBe(true);
  expect(isDrillable(4)).toBe(true);
  expect(isDrillable(5)).toBe(false);
  expect(isDrillable(6)).toBe(false);
});

it('puts an overall total in a footer cell, nothing when absent or not a number', () => {
  const cell = totalOf<{ turnover: number; currency: string }>('turnover');
  expect(cell({ overallInfo: { turnover: 12.5, currency: 'MYR' } })).toBe(12.5);
  expect(cell({ overallInfo: undefined })).toBeNull();
  expect(totalOf<{ currency: string }>('currency')({ overallInfo: { currency: 'MYR' } })).toBeNull();
});
