import fc from 'fast-check';
import {
  allocateLine,
  allocateLines,
  LimitBasis,
  ptShareCents,
  usageKey,
  type AllocationLine,
  type EatLevel,
} from './allocate';

const A = 11;
const B = 12;
const C = 13;
const lvl = (userId: number, pt: number, limits: Array<[string, number]> = []): EatLevel => ({
  userId,
  pt,
  limits: limits.map(([key, limit]) => ({ key, limit })),
});
const line = (stakeCents: number, levels: EatLevel[], posting = false): AllocationLine => ({
  stakeCents,
  levels,
  posting,
});
const rows = (a: ReturnType<typeof allocateLine>) =>
  a.shares.map((s) => [s.userId, s.inCents, s.eatCents, s.outCents]);

describe('allocateLine (DOMAIN 10)', () => {
  it('the worked example: A pt 50 limit 10.00 eats 2.00 of 4.00, company eats 2.00', () => {
    const usage = new Map<string, number>();
    const a = allocateLine(line(400, [lvl(A, 50, [['A|B:1234', 1000]]), lvl(C, 100)]), usage);
    expect(rows(a)).toEqual([
      [A, 400, 200, 200],
      [C, 200, 200, 0],
    ]);
    expect(a).toMatchObject({ requestedCents: 400, acceptedCents: 400, soldOutCents: 0, unpostedCents: 0 });
    expect(usage.get('A|B:1234')).toBe(200);
  });

  it('pt 0 passes everything up, pt 100 eats everything', () => {
    const a = allocateLine(line(1000, [lvl(A, 0), lvl(B, 100), lvl(C, 100)]), new Map());
    expect(rows(a)).toEqual([
      [A, 1000, 0, 1000],
      [B, 1000, 1000, 0],
      [C, 0, 0, 0],
    ]);
  });

  it('eat is rounded down to the cent', () => {
    expect(ptShareCents(333, 50)).toBe(166);
    expect(ptShareCents(1, 99)).toBe(0);
    const a = allocateLine(line(333, [lvl(A, 33), lvl(C, 100)]), new Map());
    expect(rows(a)).toEqual([
      [A, 333, 109, 224],
      [C, 224, 224, 0],
    ]);
  });

  it('a limit of 0 eats nothing; an unset limit lets pt decide', () => {
    const a = allocateLine(line(500, [lvl(A, 80, [['k', 0]]), lvl(B, 80), lvl(C, 100)]), new Map());
    expect(rows(a)).toEqual([
      [A, 500, 0, 500],
      [B, 500, 400, 100],
      [C, 100, 100, 0],
    ]);
  });

  it('usage carries from line to line and caps later eats', () => {
    const usage = new Map<string, number>([['A|B:1234', 700]]);
    const [first, second] = allocateLines(
      [
        line(1000, [lvl(A, 50, [['A|B:1234', 1000]]), lvl(C, 100)]),
        line(1000, [lvl(A, 50, [['A|B:1234', 1000]]), lvl(C, 100)]),
      ],
      usage,
    );
    expect(first!.shares[0]!.eatCents).toBe(300);
    expect(second!.shares[0]!.eatCents).toBe(0);
    expect(second!.shares[1]!.eatCents).toBe(1000);
    expect(usage.get('A|B:1234')).toBe(1000);
  });

  it('the company limit sells out the rest; in and out follow the accepted stake', () => {
    const usage = new Map<string, number>();
    const a = allocateLine(line(10000, [lvl(A, 50, [['a', 1000]]), lvl(C, 100, [['c', 2000]])]), usage);
    expect(a).toMatchObject({
      requestedCents: 10000,
      acceptedCents: 3000,
      soldOutCents: 7000,
      unpostedCents: 0,
    });
    expect(rows(a)).toEqual([
      [A, 3000, 1000, 2000],
      [C, 2000, 2000, 0],
    ]);
    expect(usage.get('c')).toBe(2000);
  });

  it('with posting the rest is unposted and the stake is accepted whole', () => {
    const a = allocateLine(
      line(10000, [lvl(A, 50, [['a', 1000]]), lvl(C, 100, [['c', 2000]])], true),
      new Map(),
    );
    expect(a).toMatchObject({ acceptedCents: 10000, soldOutCents: 0, unpostedCents: 7000 });
    expect(rows(a)).toEqual([
      [A, 10000, 1000, 9000],
      [C, 9000, 2000, 7000],
    ]);
  });

  it('everything used: sold out to 0, no eat, no usage change', () => {
    const usage = new Map<string, number>([['c', 2000]]);
    const a = allocateLine(line(500, [lvl(A, 0), lvl(C, 100, [['c', 2000]])]), usage);
    expect(a).toMatchObject({ acceptedCents: 0, soldOutCents: 500 });
    expect(rows(a)).toEqual([
      [A, 0, 0, 0],
      [C, 0, 0, 0],
    ]);
    expect(a.shares.every((s) => s.keys.length === 0)).toBe(true);
    expect(usage.get('c')).toBe(2000);
  });

  it('a blocked (queued) line is sold out at once', () => {
    const a = allocateLine({ ...line(500, [lvl(A, 50), lvl(C, 100)]), blocked: true }, new Map());
    expect(a).toMatchObject({ acceptedCents: 0, soldOutCents: 500 });
  });

  it('the lowest of several limits binds (grouping limit and red number limit)', () => {
    const usage = new Map<string, number>([['g', 100]]);
    const a = allocateLine(
      line(1000, [
        lvl(A, 100, [
          ['g', 900],
          ['red', 300],
        ]),
        lvl(C, 100),
      ]),
      usage,
    );
    expect(a.shares[0]!.eatCents).toBe(300);
    expect(usage.get('g')).toBe(400);
    expect(usage.get('red')).toBe(300);
  });

  it('three levels, each pt of what reaches it', () => {
    const a = allocateLine(line(10000, [lvl(A, 25), lvl(B, 40), lvl(C, 100)]), new Map());
    expect(rows(a)).toEqual([
      [A, 10000, 2500, 7500],
      [B, 7500, 3000, 4500],
      [C, 4500, 4500, 0],
    ]);
  });

  it('property: eats + sold out + unposted = requested; in(k+1) = out(k); limits never exceeded', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            stake: fc.integer({ min: 1, max: 1_000_000 }),
            pts: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 5 }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        fc.array(fc.option(fc.integer({ min: 0, max: 500_000 })), { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        (specs, limits, posting) => {
          const usage = new Map<string, number>();
          for (const spec of specs) {
            const levels = spec.pts.map((pt, i) => {
              const limit = limits[i];
              return lvl(i, i === spec.pts.length - 1 ? 100 : pt, limit == null ? [] : [[`k${i}`, limit]]);
            });
            const a = allocateLine(line(spec.stake, levels, posting), usage);
            const eaten = a.shares.reduce((s, x) => s + x.eatCents, 0);
            expect(eaten + a.soldOutCents + a.unpostedCents).toBe(spec.stake);
            expect(a.acceptedCents).toBe(spec.stake - a.soldOutCents);
            expect(a.shares[0]!.inCents).toBe(a.acceptedCents);
            for (let i = 1; i < a.shares.length; i++)
              expect(a.shares[i]!.inCents).toBe(a.shares[i - 1]!.outCents);
            for (const s of a.shares) expect(s.outCents).toBeGreaterThanOrEqual(0);
            expect(a.shares[a.shares.length - 1]!.outCents).toBe(a.unpostedCents);
          }
          limits.forEach((limit, i) => {
            if (limit != null) expect(usage.get(`k${i}`) ?? 0).toBeLessThanOrEqual(limit);
          });
        },
      ),
    );
  });
});

describe('usageKey (grouping 1/2/3, red, ibox)', () => {
  it('amount base per code, total base per number, group base per game', () => {
    expect(usageKey(LimitBasis.AmountBase, 'B', '1234', 1)).toBe('B:1234');
    expect(usageKey(LimitBasis.TotalBase, 'B', '1234', 1)).toBe('1234');
    expect(usageKey(LimitBasis.GroupBase, '3A', '234', 2)).toBe('3D:234');
    expect(usageKey(LimitBasis.RedNumber, 'S', '1234', 6)).toBe('S:1234');
  });
  it('ibox keys are apart from straight keys on the same digits', () => {
    expect(usageKey(LimitBasis.AmountBase, 'B', '1234', 3)).toBe('B:I1234');
    expect(usageKey(LimitBasis.TotalBase, 'B', '1234', 3)).not.toBe(
      usageKey(LimitBasis.TotalBase, 'B', '1234', 1),
    );
  });
});
