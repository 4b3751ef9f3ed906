import {
  defaultFilter,
  filterBody,
  filterLines,
  isDrillable,
  lastDrawDate,
  normalizePools,
  parsePoolIds,
  quickPickOf,
  quickRange,
  rangeDays,
  rangeError,
  readReportQuery,
  totalOf,
  withTrail,
  writeReportQuery,
  type ReportFilter,
} from './model';

const filter = { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [] };
/** An instant at a business (Kuala Lumpur, UTC+8) date and hour. */
const kl = (date: string, hour = 12) => new Date(Date.parse(`${date}T00:00:00Z`) + (hour - 8) * 3_600_000);

it('builds the filter body and refuses a reversed range', () => {
  expect(filterBody({ fromDate: 'a', toDate: 'b', poolIds: [3, 1] })).toEqual({
    fromDate: 'a',
    toDate: 'b',
    poolIds: [1, 3],
  });
  expect(filterBody({ fromDate: 'a', toDate: 'b', poolIds: [] })).toEqual({ fromDate: 'a', toDate: 'b' });
  expect(rangeError({ fromDate: '2031-01-07', toDate: '2031-01-06' })).toBe('msg.badRange');
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

describe('the range rule', () => {
  it('counts days inclusively and refuses more than 366', () => {
    expect(rangeDays('2031-01-06', '2031-01-06')).toBe(1);
    expect(rangeDays('2031-12-31', '2032-01-01')).toBe(2);
    // 2032 is a leap year: the whole year is 366 days and allowed; one day more is refused.
    expect(rangeDays('2032-01-01', '2032-12-31')).toBe(366);
    expect(rangeError({ fromDate: '2032-01-01', toDate: '2032-12-31' })).toBeNull();
    expect(rangeError({ fromDate: '2031-12-31', toDate: '2032-12-31' })).toBe('msg.rangeTooLong');
    expect(rangeError({ fromDate: '2031-01-01', toDate: '2032-01-01' })).toBeNull(); // 366 days
    expect(rangeError({ fromDate: '2031-01-01', toDate: '2032-01-02' })).toBe('msg.rangeTooLong');
  });

  it('refuses missing and impossible dates', () => {
    expect(rangeError({ fromDate: '', toDate: '2031-01-06' })).toBe('msg.noDate');
    expect(rangeError({ fromDate: '2031-02-30', toDate: '2031-03-01' })).toBe('msg.noDate');
    expect(rangeDays('x', '2031-01-01')).toBe(0);
  });
});

describe('quick picks', () => {
  it('this week and last week run Monday to Sunday, on a Sunday too', () => {
    // 2031-01-05 is a Sunday: it ends the week that began on Monday 2030-12-30.
    expect(quickRange('thisWeek', kl('2031-01-05'))).toEqual({
      fromDate: '2030-12-30',
      toDate: '2031-01-05',
    });
    expect(quickRange('lastWeek', kl('2031-01-05'))).toEqual({
      fromDate: '2030-12-23',
      toDate: '2030-12-29',
    });
    // Monday 2031-01-06 starts a new week.
    expect(quickRange('thisWeek', kl('2031-01-06'))).toEqual({
      fromDate: '2031-01-06',
      toDate: '2031-01-12',
    });
    expect(quickRange('lastWeek', kl('2031-01-06'))).toEqual({
      fromDate: '2030-12-30',
      toDate: '2031-01-05',
    });
  });

  it('this month and last month across month and year ends and February', () => {
    expect(quickRange('thisMonth', kl('2031-01-31'))).toEqual({
      fromDate: '2031-01-01',
      toDate: '2031-01-31',
    });
    expect(quickRange('lastMonth', kl('2031-01-01'))).toEqual({
      fromDate: '2030-12-01',
      toDate: '2030-12-31',
    });
    expect(quickRange('thisMonth', kl('2032-02-10'))).toEqual({
      fromDate: '2032-02-01',
      toDate: '2032-02-29',
    });
    expect(quickRange('lastMonth', kl('2031-03-31'))).toEqual({
      fromDate: '2031-02-01',
      toDate: '2031-02-28',
    });
    expect(quickRange('thisMonth', kl('2031-12-15'))).toEqual({
      fromDate: '2031-12-01',
      toDate: '2031-12-31',
    });
  });

  it('uses the business date: 16:30 UTC on the last of a month is already the next month', () => {
    const at = new Date('2030-12-31T16:30:00Z'); // 2031-01-01 00:30 in Kuala Lumpur
    expect(quickRange('thisMonth', at)).toEqual({ fromDate: '2031-01-01', toDate: '2031-01-31' });
    expect(quickRange('lastMonth', at)).toEqual({ fromDate: '2030-12-01', toDate: '2030-12-31' });
  });

  it('the last draw is the latest Wednesday, Saturday or Sunday whose draw has closed', () => {
    // Wednesday 2031-01-08: before 19:00 the draw before it (Sunday 01-05), from 19:00 that day.
    expect(lastDrawDate(kl('2031-01-08', 18))).toBe('2031-01-05');
    expect(lastDrawDate(kl('2031-01-08', 19))).toBe('2031-01-08');
    // Friday: the Wednesday; Monday: the Sunday; Sunday morning: the Saturday.
    expect(lastDrawDate(kl('2031-01-10'))).toBe('2031-01-08');
    expect(lastDrawDate(kl('2031-01-06'))).toBe('2031-01-05');
    expect(lastDrawDate(kl('2031-01-05', 9))).toBe('2031-01-04');
    // Across the year end: Thursday 2032-01-01 looks back to Wednesday 2031-12-31.
    expect(lastDrawDate(kl('2032-01-01'))).toBe('2031-12-31');
    expect(quickRange('lastDraw', kl('2031-01-10'))).toEqual({
      fromDate: '2031-01-08',
      toDate: '2031-01-08',
    });
  });

  it('tells which quick pick a range is', () => {
    const now = kl('2031-01-05');
    expect(quickPickOf({ fromDate: '2030-12-30', toDate: '2031-01-05' }, now)).toBe('thisWeek');
    expect(quickPickOf({ fromDate: '2030-12-01', toDate: '2030-12-31' }, now)).toBe('lastMonth');
    expect(quickPickOf({ fromDate: '2030-12-02', toDate: '2030-12-31' }, now)).toBeNull();
  });
});

describe('pools', () => {
  it('keeps known pools once, in order; every pool is all pools', () => {
    expect(normalizePools([3, 1, 3, 12])).toEqual([1, 3]);
    expect(normalizePools([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([]);
    expect(parsePoolIds('9, 1,x,,0')).toEqual([1, 9]);
    expect(parsePoolIds(null)).toEqual([]);
  });
});

describe('the filter and trail in the address', () => {
  const fallback: ReportFilter = { fromDate: '2031-01-06', toDate: '2031-01-06', poolIds: [] };
  const trail = [
    { userId: 12, username: 'demo_sh' },
    { userId: 15, username: 'demo_ma' },
  ];

  it('round-trips filter and trail and keeps the other parameters', () => {
    const applied: ReportFilter = {
      fromDate: '2031-01-01',
      toDate: '2031-01-31',
      poolIds: [3, 1],
      currency: 'SGD',
    };
    const written = writeReportQuery(new URLSearchParams('page=2&x=y'), applied, trail);
    expect(written.get('fromDate')).toBe('2031-01-01');
    expect(written.get('poolIds')).toBe('1,3');
    expect(written.get('trail')).toBe('12:demo_sh,15:demo_ma');
    expect(written.get('x')).toBe('y');
    const read = readReportQuery(new URLSearchParams(written.toString()), fallback);
    expect(read).toEqual({ filter: { ...applied, poolIds: [1, 3] }, trail });
  });

  it('leaves out all pools, no currency and no trail', () => {
    const written = writeReportQuery(
      new URLSearchParams('poolIds=1&currency=SGD&trail=1:a'),
      { fromDate: '2031-01-01', toDate: '2031-01-02', poolIds: [] },
      [],
    );
    expect(written.toString()).toBe('fromDate=2031-01-01&toDate=2031-01-02');
  });

  it('takes the fallback for what is missing or malformed', () => {
    expect(readReportQuery(new URLSearchParams(''), { ...fallback, currency: 'MYR' })).toEqual({
      filter: { ...fallback, currency: 'MYR' },
      trail: [],
    });
    expect(
      readReportQuery(
        new URLSearchParams('fromDate=2031-02-30&toDate=x&currency=sgd&poolIds=3&trail=x:y'),
        fallback,
      ),
    ).toEqual({ filter: { ...fallback, poolIds: [3] }, trail: [] });
  });

  it('changes only the trail', () => {
    const params = new URLSearchParams('fromDate=2031-01-01&trail=12:demo_sh');
    expect(withTrail(params, trail).get('trail')).toBe('12:demo_sh,15:demo_ma');
    expect(withTrail(params, []).toString()).toBe('fromDate=2031-01-01');
  });
});

it('writes the applied filter as lines for print and export', () => {
  const labels = {
    from: 'From',
    to: 'To',
    pools: 'Pools',
    allPools: 'All pools',
    currency: 'Currency',
    account: 'Account',
  };
  expect(filterLines({ ...filter, poolIds: [1, 3], currency: 'SGD' }, labels, { root: 'demo_co' })).toEqual([
    ['From', '06/01/2031'],
    ['To', '07/01/2031'],
    ['Pools', 'M, T'],
    ['Currency', 'SGD'],
    ['Account', 'demo_co'],
  ]);
  expect(
    filterLines(filter, labels, {
      trail: [
        { userId: 12, username: 'demo_sh' },
        { userId: 15, username: '代理' },
      ],
      root: 'demo_co',
    }),
  ).toEqual([
    ['From', '06/01/2031'],
    ['To', '07/01/2031'],
    ['Pools', 'All pools'],
    ['Account', 'demo_co › demo_sh › 代理'],
  ]);
  // A single-date report shows its one date.
  expect(
    filterLines(filter, { ...labels, drawDate: 'Draw date' }, { singleDate: true, pools: false }),
  ).toEqual([['Draw date', '06/01/2031']]);
  expect(filterLines(filter, labels, { pools: false })).toEqual([
    ['From', '06/01/2031'],
    ['To', '07/01/2031'],
  ]);
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
