import { REMOTE_INVOICE_STATUSES } from '@drawdesk/shared-kernel/contract';
import {
  canPay,
  defaultRange,
  drawHref,
  hasPayout,
  INVOICE_STATUSES,
  invoiceBody,
  invoiceHref,
  manualBody,
  manualErrors,
  manualItems,
  manualRequest,
  postingNumberText,
  postingRowId,
  postItems,
  rangeBody,
  rangeError,
  readDraw,
  readEatFilter,
  readInvoiceFilter,
  readRange,
  rowDraw,
  runActive,
  runKey,
  runProgress,
  sameRequest,
  startRun,
  statusTone,
  unpostedTotal,
  withRun,
  writeInvoiceFilter,
  writeRange,
  type ManualValues,
} from './model';

const NOW = new Date('2026-11-27T03:00:00Z'); // 11:00 in Kuala Lumpur

describe('the summaries filter in the address', () => {
  it('defaults to a week back and two days ahead of the business date', () => {
    expect(defaultRange(NOW)).toEqual({ fromDate: '2026-11-20', toDate: '2026-11-29', poolIds: [] });
    // 20:00 UTC is already the next business day in Kuala Lumpur.
    expect(defaultRange(new Date('2026-11-27T20:00:00Z')).toDate).toBe('2026-11-30');
  });

  it('reads what it wrote, and drops what is malformed', () => {
    const f = { fromDate: '2026-11-01', toDate: '2026-11-30', poolIds: [3, 1], companyId: 7 };
    const written = writeRange(new URLSearchParams('page=4&other=x'), f);
    expect(written.toString()).toBe(
      'other=x&fromDate=2026-11-01&toDate=2026-11-30&poolIds=1%2C3&companyId=7',
    );
    expect(readRange(written, defaultRange(NOW))).toEqual({ ...f, poolIds: [1, 3] });
    const bad = new URLSearchParams('fromDate=2026-02-30&toDate=x&poolIds=1,99,1&companyId=-2');
    expect(readRange(bad, defaultRange(NOW))).toEqual({
      fromDate: '2026-11-20',
      toDate: '2026-11-29',
      poolIds: [1],
    });
  });

  it('keeps every pool as none, and leaves unpicked fields out of the body', () => {
    const every = writeRange(new URLSearchParams(), {
      fromDate: '2026-11-01',
      toDate: '2026-11-02',
      poolIds: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
    expect(every.has('poolIds')).toBe(false);
    expect(rangeBody({ fromDate: 'a', toDate: 'b', poolIds: [] })).toEqual({ fromDate: 'a', toDate: 'b' });
    expect(rangeBody({ fromDate: 'a', toDate: 'b', poolIds: [2], companyId: 5 })).toEqual({
      fromDate: 'a',
      toDate: 'b',
      poolIds: [2],
      companyId: 5,
    });
  });

  it('refuses a missing, reversed or too long range (366 days counted inclusively)', () => {
    expect(rangeError({ fromDate: '', toDate: '2026-01-01' })).toBe('msg.noDate');
    expect(rangeError({ fromDate: '2026-01-02', toDate: '2026-01-01' })).toBe('msg.badRange');
    expect(rangeError({ fromDate: '2031-01-01', toDate: '2032-01-01' })).toBeNull();
    expect(rangeError({ fromDate: '2031-01-01', toDate: '2032-01-02' })).toBe('msg.rangeTooLong');
  });
});

describe('one draw in the address', () => {
  it('needs a real date and a known pool', () => {
    expect(readDraw(new URLSearchParams('drawDate=2026-11-28&poolId=3&companyId=9'))).toEqual({
      drawDate: '2026-11-28',
      poolId: 3,
      companyId: 9,
    });
    expect(readDraw(new URLSearchParams('drawDate=2026-11-28'))).toBeNull();
    expect(readDraw(new URLSearchParams('drawDate=2026-11-31&poolId=3'))).toBeNull();
    expect(readDraw(new URLSearchParams('drawDate=2026-11-28&poolId=10'))).toBeNull();
    expect(drawHref('/posting/UnpostDetail', { drawDate: '2026-11-28', poolId: 3 })).toBe(
      '/posting/UnpostDetail?drawDate=2026-11-28&poolId=3',
    );
  });

  it("takes a summary row's draw with the picked company only", () => {
    const row = { drawDate: '2026-11-28', poolId: 3, unposted: 12.5 };
    expect(rowDraw(row, 9)).toEqual({ drawDate: '2026-11-28', poolId: 3, companyId: 9 });
    expect(rowDraw(row, undefined)).toEqual({ drawDate: '2026-11-28', poolId: 3 });
    expect(rowDraw(row, 0)).toEqual({ drawDate: '2026-11-28', poolId: 3 });
  });
});

describe('posting', () => {
  const rows = [
    { number: '1234', code: 'B', ibox: false, unposted: 1.1 },
    { number: '1234', code: 'S', ibox: false, unposted: 0 },
    { number: '1234', code: 'B', ibox: false, unposted: 1.1 },
    { number: '0042', code: '2A', ibox: false, unposted: 2.2 },
    { number: '5555', code: 'XX', ibox: false, unposted: 3 },
  ];
  it('sends each line with something unposted once', () => {
    expect(postItems(rows)).toEqual([
      { number: '1234', code: 'B', ibox: false },
      { number: '0042', code: '2A', ibox: false },
    ]);
  });
  it('keeps an ibox line apart from the straight one of the same digits, shown as **1234', () => {
    const both = [
      { number: '1234', code: 'B', ibox: false, unposted: 1 },
      { number: '1234', code: 'B', ibox: true, unposted: 2.5 },
    ];
    expect(postItems(both)).toEqual([
      { number: '1234', code: 'B', ibox: false },
      { number: '1234', code: 'B', ibox: true },
    ]);
    expect(unpostedTotal(both)).toBe(3.5);
    expect(both.map(postingNumberText)).toEqual(['1234', '**1234']);
    expect(new Set(both.map(postingRowId)).size).toBe(2);
  });
  it('sums what would be posted to the cent (no float drift)', () => {
    expect(unpostedTotal(rows.slice(0, 4))).toBe(3.3);
    expect(
      unpostedTotal(
        Array.from({ length: 10 }, (_, i) => ({
          number: String(1000 + i),
          code: 'B',
          ibox: false,
          unposted: 0.1,
        })),
      ),
    ).toBe(1);
  });
});

describe('a distribution over several draws', () => {
  it('counts finished draws, failures, and knows while it runs', () => {
    const a = runKey('2026-11-28', 1);
    const b = runKey('2026-11-28', 2);
    let run = startRun([a, b, a]);
    expect(runProgress(run)).toEqual({ done: 0, total: 2, failed: 0 });
    expect(runActive(run)).toBe(true);
    run = withRun(run, a, { state: 'done', invoices: 1, undistributed: 0 });
    expect(runProgress(run)).toEqual({ done: 1, total: 2, failed: 0 });
    const before = run;
    run = withRun(run, b, { state: 'failed', message: 'x' });
    expect(before.get(b)).toEqual({ state: 'waiting' });
    expect(runProgress(run)).toEqual({ done: 2, total: 2, failed: 1 });
    expect(runActive(run)).toBe(false);
  });
});

describe('invoices', () => {
  it('offers the statuses of the contract', () => {
    expect([...INVOICE_STATUSES]).toEqual([...REMOTE_INVOICE_STATUSES]);
  });
  it('keeps its filter in the address', () => {
    const f = { fromDate: '2026-11-01', toDate: '2026-11-30', agentId: 4, status: 'settled' as const };
    const q = writeInvoiceFilter(new URLSearchParams(), f);
    expect(readInvoiceFilter(q, defaultRange(NOW))).toEqual(f);
    expect(readInvoiceFilter(new URLSearchParams('status=pending&agentId=x'), defaultRange(NOW))).toEqual({
      fromDate: '2026-11-20',
      toDate: '2026-11-29',
    });
    expect(invoiceBody(f)).toEqual(f);
    expect(invoiceBody({ fromDate: 'a', toDate: 'b' })).toEqual({ fromDate: 'a', toDate: 'b' });
  });
  it('pays a settled invoice only, and has a payout page once settled', () => {
    expect(INVOICE_STATUSES.filter((s) => canPay({ status: s }))).toEqual(['settled']);
    expect(hasPayout({ status: 'settled', payout: 0 })).toBe(true);
    expect(hasPayout({ status: 'paid', payout: 12 })).toBe(true);
    expect(hasPayout({ status: 'placed', payout: null })).toBe(false);
    expect(statusTone('failed')).toBe('danger');
    expect(statusTone('paid')).toBe('success');
    expect(invoiceHref(12)).toBe('/invoice-detail?invoiceId=12');
    expect(invoiceHref(12, true)).toBe('/invoice-payout-detail?invoiceId=12');
  });
});

describe('the agent eat detail filter', () => {
  it('defaults to today, every pool', () => {
    expect(readEatFilter(new URLSearchParams(), NOW)).toEqual({ drawDate: '2026-11-27', poolId: 0 });
    expect(readEatFilter(new URLSearchParams('drawDate=2026-11-25&poolId=2&agentId=3'), NOW)).toEqual({
      drawDate: '2026-11-25',
      poolId: 2,
      agentId: 3,
    });
  });
});

describe('manual distribution', () => {
  const values = (over: Partial<ManualValues> = {}): ManualValues => ({
    drawDate: '2026-11-28',
    poolId: 1,
    agentId: 3,
    companyId: 0,
    mode: 'items',
    items: [
      { number: '1234', code: 'B', amount: '1.50' },
      { number: '', code: 'B', amount: '' },
      { number: '042', code: '3A', amount: '2' },
      { number: '**4321', code: 'B', amount: '3' },
    ],
    betString: '',
    ...over,
  });

  it('sends the filled lines in currency units and skips blank ones', () => {
    expect(manualItems(values().items)).toEqual([
      { number: '1234', code: 'B', ibox: false, amount: 1.5 },
      { number: '042', code: '3A', ibox: false, amount: 2 },
      // `**` and 3 or 4 digits: an ibox line (the server keeps it under the sorted digits).
      { number: '4321', code: 'B', ibox: true, amount: 3 },
    ]);
    expect(manualErrors(values())).toEqual({});
  });

  it('says which line field is wrong', () => {
    const errors = manualErrors(
      values({
        agentId: 0,
        items: [
          { number: '12a4', code: 'B', amount: '1' },
          { number: '12', code: 'B', amount: '1' },
          { number: '1234', code: 'B', amount: '1.234' },
          { number: '**12', code: '2A', amount: '1' },
          { number: '**123', code: 'B', amount: '1' },
          { number: '**1234', code: '3A', amount: '1' },
        ],
      }),
    );
    expect(errors).toEqual({
      agentId: 'REQUIRED_FIELD',
      items: [
        { number: 'DIGIT_ONLY' },
        { code: 'INVALID_FORMAT' },
        { amount: 'MIN_ERROR' },
        { number: 'DIGIT_ONLY' },
        { code: 'INVALID_FORMAT' },
        undefined,
      ],
    });
    expect(manualErrors(values({ items: [{ number: '', code: 'B', amount: '' }] }))).toEqual({
      items: 'manual.noLines',
    });
    expect(manualErrors(values({ mode: 'betString', betString: '  ' }))).toEqual({
      betString: 'REQUIRED_FIELD',
    });
  });

  it('sends only what was previewed, items or the typed string', () => {
    const a = manualRequest(values());
    expect(sameRequest(a, manualRequest(values()))).toBe(true);
    expect(sameRequest(a, manualRequest(values({ agentId: 4 })))).toBe(false);
    expect(sameRequest(a, null)).toBe(false);
    expect(manualBody(a!, 8)).toEqual({
      drawDate: '2026-11-28',
      poolId: 1,
      agentId: 3,
      items: [
        { number: '1234', code: 'B', ibox: false, amount: 1.5 },
        { number: '042', code: '3A', ibox: false, amount: 2 },
        { number: '4321', code: 'B', ibox: true, amount: 3 },
      ],
      companyId: 8,
    });
    const typed = manualRequest(values({ mode: 'betString', betString: ' D28/11\n#1\n1234#B1 ' }))!;
    expect(manualBody(typed)).toEqual({
      drawDate: '2026-11-28',
      poolId: 1,
      agentId: 3,
      betString: 'D28/11\n#1\n1234#B1',
    });
  });
});
