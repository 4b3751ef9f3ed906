import { DIGIT_FILTER_CODES, RunMessages } from '@drawdesk/shared-kernel/contract';
import { BET_CODES } from '@drawdesk/shared-kernel/domain/betting';
import {
  amountOf,
  betTypeOf,
  codeHeader,
  companyRunBody,
  DEFAULT_MAP_OPTIONS,
  detailColumns,
  mapBody,
  mapColumns,
  mapDetailBody,
  mapDetailHref,
  mapDetailQueryOf,
  oneDateBody,
  orderKeyFor,
  overThreshold,
  readCompanyRunOptions,
  readMapOptions,
  readRunOptions,
  runBody,
  ownAmounts,
  runItems,
  runMessageKey,
  runMapBody,
  runProblem,
  runRowId,
  sortDetailRows,
  unpostDetailHref,
  writeCompanyRunOptions,
  writeMapOptions,
  writeRunOptions,
  type MapFilter,
  type MapOptions,
} from './model';

const day = { fromDate: '2031-01-08', toDate: '2031-01-08', poolIds: [] };

describe('map options <-> address', () => {
  it('an untouched map adds nothing to the address and reads back as the defaults', () => {
    const written = writeMapOptions(new URLSearchParams('fromDate=2031-01-08'), DEFAULT_MAP_OPTIONS);
    expect(written.toString()).toBe('fromDate=2031-01-08');
    expect(readMapOptions(written)).toEqual(DEFAULT_MAP_OPTIONS);
  });

  it('round-trips every option and keeps the other parameters (the table keeps its own sort)', () => {
    const options: MapOptions = {
      poolId: 3,
      digits: '4ds',
      reportType: 4,
      sort: 'number',
      top: 0,
      number: '12',
      allDates: false,
    };
    const written = writeMapOptions(new URLSearchParams('fromDate=2031-01-08&sort=-total&page=2'), options);
    expect(Object.fromEntries(written)).toEqual({
      fromDate: '2031-01-08',
      sort: '-total',
      page: '2',
      poolId: '3',
      digits: '4ds',
      type: '4',
      order: 'number',
      top: '0',
      number: '12',
    });
    expect(readMapOptions(written)).toEqual(options);
  });

  it('a malformed value takes the default; a number search keeps digits only', () => {
    const read = readMapOptions(
      new URLSearchParams('poolId=12&digits=7d&type=9&order=size&top=33&number=1a2b3c4d5e6f7'),
    );
    expect(read).toEqual({ ...DEFAULT_MAP_OPTIONS, number: '123456' });
  });

  it("the active map's default is every draw not yet released; one date is written when chosen", () => {
    const activeDefaults = { ...DEFAULT_MAP_OPTIONS, allDates: true };
    expect(readMapOptions(new URLSearchParams(), activeDefaults).allDates).toBe(true);
    const one = writeMapOptions(
      new URLSearchParams(),
      { ...activeDefaults, allDates: false },
      activeDefaults,
    );
    expect(one.get('dates')).toBe('one');
    expect(readMapOptions(one, activeDefaults).allDates).toBe(false);
    expect(
      writeMapOptions(new URLSearchParams('dates=one'), activeDefaults, activeDefaults).has('dates'),
    ).toBe(false);
  });
});

describe('map body', () => {
  const filter: MapFilter = { ...day, ...DEFAULT_MAP_OPTIONS };

  it('one draw date, every pool, top 50 by total', () => {
    expect(oneDateBody(mapBody(filter), day.fromDate)).toEqual({
      drawDate: '2031-01-08',
      digits: 'all',
      reportType: 1,
      sort: 'total',
      top: 50,
    });
  });

  it('one pool, the viewed account, the currency, a number search and every number', () => {
    expect(
      mapBody({ ...filter, poolId: 2, top: 0, number: '88', currency: 'SGD', reportType: 3 }, { userId: 7 }),
    ).toEqual({
      drawDate: '2031-01-08',
      poolId: 2,
      digits: 'all',
      reportType: 3,
      sort: 'total',
      top: 0,
      number: '88',
      userId: 7,
      currency: 'SGD',
    });
  });

  it('the active map over every draw not yet released leaves the date out; the map never does', () => {
    expect(mapBody({ ...filter, allDates: true }, { active: true })).not.toHaveProperty('drawDate');
    expect(mapBody({ ...filter, allDates: true })).toHaveProperty('drawDate', '2031-01-08');
  });
});

describe('columns per digit filter', () => {
  it('each filter has the codes of its game; 4ds the specials without Big and Small; all every code', () => {
    expect(mapColumns('2d')).toEqual(['2A', '2SB', '2SC', '2SD', '2SE']);
    expect(mapColumns('3d')).toEqual(['3A', '3SB', '3SC', '3SD', '3SE', '3C']);
    expect(mapColumns('4d')).toEqual(['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C']);
    expect(mapColumns('4ds')).toEqual(['4A', '4SB', '4SC', '4SD', '4SE', '4C']);
    expect(mapColumns('5d')).toEqual(['5D']);
    expect(mapColumns('6d')).toEqual(['6D']);
    expect(mapColumns('all')).toEqual(BET_CODES);
    expect(mapColumns('4d')).toBe(DIGIT_FILTER_CODES['4d']);
  });

  it('the map detail columns follow SPEC 2.6 by bet type', () => {
    expect(detailColumns(1)).toEqual(['2A', '2SB', '2SC', '2SD', '2SE']);
    expect(detailColumns(2)).toEqual(['3A', '3SB', '3SC', '3SD', '3SE', '3C']);
    expect(detailColumns(3)).toEqual(['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C']);
    expect(detailColumns(4)).toEqual(['5D']);
    expect(detailColumns(5)).toEqual(['6D']);
  });

  it('Big and Small have named headers, the others are the code', () => {
    expect(codeHeader('B')).toBe('code.B');
    expect(codeHeader('S')).toBe('code.S');
    expect(codeHeader('4A')).toBe('4A');
  });
});

describe('map detail query parameters (SPEC 2.6)', () => {
  it("a number's digit count is its bet type", () => {
    expect(['12', '123', '1234', '12345', '123456'].map(betTypeOf)).toEqual([1, 2, 3, 4, 5]);
    expect(betTypeOf('1')).toBeNull();
    expect(betTypeOf('1234567')).toBeNull();
    expect(betTypeOf('12a4')).toBeNull();
  });

  const target = {
    agentId: 7,
    agentName: 'demo_sh',
    betNumber: '1234',
    drawDate: '2031-01-08',
    poolId: -1,
    reportType: 3 as const,
  };

  it('a map row gives the seven parameters in order, and the page reads the same body back', () => {
    const body = mapDetailBody(target);
    expect(body).toEqual({
      agentId: 7,
      agentName: 'demo_sh',
      betNumber: '1234',
      drawDate: '2031-01-08',
      poolId: -1,
      betType: 3,
      searchType: 3,
    });
    const href = mapDetailHref(body!);
    expect(href).toBe(
      '/map-detail?agentId=7&agentName=demo_sh&betNumber=1234&drawDate=2031-01-08&poolId=-1&betType=3&searchType=3',
    );
    expect(mapDetailQueryOf(new URL(href, 'http://x').searchParams)).toEqual(body);
  });

  it('the active map over every date opens a number over every open draw: no date, active only', () => {
    expect(mapDetailBody({ ...target, drawDate: null, active: true })).toEqual({
      agentId: 7,
      agentName: 'demo_sh',
      betNumber: '1234',
      poolId: -1,
      betType: 3,
      searchType: 3,
      active: true,
    });
    expect(mapDetailBody({ ...target, drawDate: null })).toBeNull();
    expect(mapDetailBody({ ...target, drawDate: 'x' })).toBeNull();
  });

  it('currency and the active flag follow when they apply', () => {
    const body = mapDetailBody({ ...target, poolId: 4, currency: 'SGD', active: true })!;
    const href = mapDetailHref(body);
    expect(href).toContain('poolId=4');
    expect(href).toContain('&currency=SGD&active=1');
    expect(mapDetailQueryOf(new URL(href, 'http://x').searchParams)).toEqual({
      ...body,
      poolId: 4,
      active: true,
      currency: 'SGD',
    });
  });

  it('without every parameter, or with a malformed one, the page asks nothing', () => {
    const full = new URLSearchParams(
      'agentId=7&agentName=a&betNumber=1234&drawDate=2031-01-08&poolId=1&betType=3&searchType=1',
    );
    expect(mapDetailQueryOf(full)).not.toBeNull();
    for (const name of ['agentId', 'agentName', 'betNumber', 'drawDate', 'poolId', 'betType', 'searchType']) {
      const p = new URLSearchParams(full);
      p.delete(name);
      expect(mapDetailQueryOf(p)).toBeNull();
    }
    for (const [name, bad] of [
      ['agentId', '0'],
      ['betNumber', '1'],
      ['drawDate', '2031-02-30'],
      ['poolId', '10'],
      ['betType', '6'],
      ['searchType', '5'],
    ] as const) {
      const p = new URLSearchParams(full);
      p.set(name, bad);
      expect(mapDetailQueryOf(p)).toBeNull();
    }
  });

  it('detail lines are sorted ascending by number, then date, pool and ticket', () => {
    const line = (number: string, poolId: number, ticketNo: string) => ({
      number,
      poolId,
      ticketNo,
      drawDate: '2031-01-08',
    });
    const sorted = sortDetailRows([line('4321', 1, 'T2'), line('1234', 3, 'T1'), line('1234', 1, 'T9')]);
    expect(sorted.map((r) => `${r.number}/${r.poolId}/${r.ticketNo}`)).toEqual([
      '1234/1/T9',
      '1234/3/T1',
      '4321/1/T2',
    ]);
  });
});

describe('run map', () => {
  it('its options round-trip through the address; the threshold is an amount', () => {
    const written = writeRunOptions(new URLSearchParams(), {
      poolId: 3,
      digits: '4d',
      number: '12',
      threshold: 250.5,
    });
    expect(written.toString()).toBe('poolId=3&digits=4d&number=12&threshold=250.5');
    expect(readRunOptions(written)).toEqual({ poolId: 3, digits: '4d', number: '12', threshold: 250.5 });
    expect(readRunOptions(new URLSearchParams('threshold=abc')).threshold).toBeUndefined();
    expect(amountOf('1,000.25')).toBe(1000.25);
    expect(amountOf('1.234')).toBeUndefined();
    expect(amountOf('')).toBeUndefined();
  });

  it('its body carries the draw, the pool and what is chosen', () => {
    expect(
      runMapBody({ ...day, poolId: 2, digits: 'all', number: '', threshold: undefined, currency: 'MYR' }),
    ).toEqual({ drawDate: '2031-01-08', poolId: 2, currency: 'MYR' });
    expect(runMapBody({ ...day, poolId: 2, digits: '3d', number: '7', threshold: 0 }, 9)).toEqual({
      drawDate: '2031-01-08',
      poolId: 2,
      digits: '3d',
      number: '7',
      threshold: 0,
      userId: 9,
    });
  });

  it('the threshold highlight: rows carrying at least the threshold, none without one', () => {
    const row = (exposure: number, over = false) => ({ exposure, over });
    expect(overThreshold(row(100), 100)).toBe(true);
    expect(overThreshold(row(99.99), 100)).toBe(false);
    expect(overThreshold(row(1, true), 100)).toBe(true);
    expect(overThreshold(row(5000, true), undefined)).toBe(false);
    expect(overThreshold(row(0), 0)).toBe(true);
  });

  it('selected rows become run items: ibox rows as ibox runs, repeats and unknown codes left out', () => {
    const rows = [
      { number: '1234', ibox: false, code: 'B' },
      { number: '1234', ibox: true, code: 'B' },
      { number: '1234', ibox: false, code: 'B' },
      { number: '234', ibox: false, code: '3A' },
      { number: '99', ibox: false, code: 'XX' },
    ];
    expect(runItems(rows, 10)).toEqual([
      { number: '1234', code: 'B', amount: 10 },
      { number: '1234', code: 'B', ibox: true, amount: 10 },
      { number: '234', code: '3A', amount: 10 },
    ]);
    expect(runItems(rows.slice(0, 1), undefined)).toEqual([{ number: '1234', code: 'B' }]);
    // A row's own amount (typed in its column) wins over the common one; an empty or 0 one does not.
    const own = ownAmounts({
      [runRowId(rows[1]!)]: '2.50',
      [runRowId(rows[3]!)]: '',
      '1234:s:S': '0',
      x: 'abc',
    });
    expect([...own]).toEqual([[runRowId(rows[1]!), 2.5]]);
    expect(runItems(rows, 10, own)).toEqual([
      { number: '1234', code: 'B', amount: 10 },
      { number: '1234', code: 'B', ibox: true, amount: 2.5 },
      { number: '234', code: '3A', amount: 10 },
    ]);
    expect(runItems(rows.slice(1, 2), undefined, own)).toEqual([
      { number: '1234', code: 'B', ibox: true, amount: 2.5 },
    ]);
    expect(runRowId(rows[0]!)).not.toBe(runRowId(rows[1]!));
  });

  it('what a run lacks, in the order the screen asks for it', () => {
    const ok = { selected: 2, eatType: 'gross' as const, amount: 5, open: true };
    expect(runProblem(ok)).toBeNull();
    expect(runProblem({ ...ok, open: false })).toBe('run.closed');
    expect(runProblem({ ...ok, selected: 0 })).toBe('run.noRows');
    expect(runProblem({ ...ok, eatType: '' })).toBe('run.eatType');
    expect(runProblem({ ...ok, amount: undefined })).toBe('run.amount');
    expect(runProblem({ ...ok, amount: 0 })).toBe('run.amount');
    // Every ticked row with its own amount: no common amount needed.
    expect(runProblem({ ...ok, amount: undefined, everyRowOwn: true })).toBeNull();
    expect(runProblem({ ...ok, eatType: '', everyRowOwn: true })).toBe('run.eatType');
  });

  it("the server's run refusals (the kernel's RunMessages) become message keys; others stay as sent", () => {
    expect(runMessageKey(RunMessages.eatType)).toEqual({ key: 'run.msg.eatType' });
    expect(runMessageKey(RunMessages.runAmount)).toEqual({ key: 'run.msg.runAmount' });
    expect(runMessageKey(RunMessages.noUpline)).toEqual({ key: 'run.msg.noUpline' });
    expect(runMessageKey(RunMessages.notAgent)).toEqual({ key: 'run.msg.notAgent' });
    expect(runMessageKey(RunMessages.notEater)).toEqual({ key: 'run.msg.notEater' });
    expect(runMessageKey(RunMessages.noRate('4SB'))).toEqual({
      key: 'run.msg.noRate',
      values: { code: '4SB' },
    });
    expect(runMessageKey('Insufficient credit. Credit left: 1.00, order needs 2.00.')).toBeNull();
    expect(runMessageKey(RunMessages.noRate(''))).toBeNull();
  });

  it('one order key per submission, the same key when the same run is sent again', () => {
    let n = 0;
    const fresh = () => `key-${++n}`;
    const run = runBody({ fromDate: '2031-01-08', poolId: 1 }, 'gross', [
      { number: '1234', code: 'B', amount: 5 },
    ]);
    const first = orderKeyFor(null, run, fresh);
    expect(first.orderKey).toBe('key-1');
    expect(orderKeyFor(first, { ...run }, fresh).orderKey).toBe('key-1');
    const other = orderKeyFor(first, { ...run, eatType: 'net' }, fresh);
    expect(other.orderKey).toBe('key-2');
    expect(orderKeyFor(null, run, fresh).orderKey).toBe('key-3');
  });
});

describe("the company's run map", () => {
  it('its options round-trip; its body names one company only when picked', () => {
    const written = writeCompanyRunOptions(new URLSearchParams('fromDate=2031-01-08'), {
      poolId: 4,
      number: '55',
      companyId: 12,
    });
    expect(readCompanyRunOptions(written)).toEqual({ poolId: 4, number: '55', companyId: 12 });
    expect(companyRunBody({ ...day, poolId: 4, number: '', companyId: undefined })).toEqual({
      drawDate: '2031-01-08',
      poolId: 4,
    });
    expect(companyRunBody({ ...day, poolId: 4, number: '55', companyId: 12 })).toEqual({
      drawDate: '2031-01-08',
      poolId: 4,
      number: '55',
      userId: 12,
    });
  });

  it("links each row to the draw's unposted detail", () => {
    expect(unpostDetailHref('2031-01-08', 3)).toBe('/posting/UnpostDetail?drawDate=2031-01-08&poolId=3');
  });
});
