import {
  clampPageIndex,
  goToPageIndex,
  normalisePageSize,
  pageRowRange,
  pageWindow,
  pagerState,
  startCount,
  totalPages,
} from './paging';

describe('totalPages', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [57, 10, 6],
    [500, 500, 1],
    [501, 500, 2],
    [5, 0, 0],
    [-3, 10, 0],
    [Number.NaN, 10, 0],
  ])('%p rows / %p -> %p', (rows, size, pages) => expect(totalPages(rows, size)).toBe(pages));
});

describe('startCount', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 10],
    [3, 20, 60],
    [2, 500, 1000],
    [-1, 10, 0],
  ])('index %p size %p -> %p', (i, s, out) => expect(startCount(i, s)).toBe(out));
});

describe('clampPageIndex', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 4],
    [99, 5, 4],
    [-2, 5, 0],
    [3, 0, 0],
    [Number.NaN, 5, 0],
    [2.7, 5, 2],
  ])('%p in %p pages -> %p', (i, n, out) => expect(clampPageIndex(i, n)).toBe(out));
});

describe('pageWindow', () => {
  it.each<[number, number, number[]]>([
    [0, 20, [0, 1, 2, 3, 4, 5, 6]],
    [2, 20, [0, 1, 2, 3, 4, 5, 6]],
    [3, 20, [0, 1, 2, 3, 4, 5, 6]],
    [4, 20, [1, 2, 3, 4, 5, 6, 7]],
    [10, 20, [7, 8, 9, 10, 11, 12, 13]],
    [16, 20, [13, 14, 15, 16, 17, 18, 19]],
    [19, 20, [13, 14, 15, 16, 17, 18, 19]],
    [50, 20, [13, 14, 15, 16, 17, 18, 19]],
    [0, 3, [0, 1, 2]],
    [2, 3, [0, 1, 2]],
    [0, 7, [0, 1, 2, 3, 4, 5, 6]],
    [6, 8, [1, 2, 3, 4, 5, 6, 7]],
    [0, 1, [0]],
    [0, 0, []],
  ])('current %p of %p pages', (i, n, out) => expect(pageWindow(i, n)).toEqual(out));

  it('is always 7 wide (or all pages) and holds the current page', () => {
    for (let n = 1; n <= 30; n++) {
      for (let i = 0; i < n; i++) {
        const w = pageWindow(i, n);
        expect(w).toHaveLength(Math.min(7, n));
        expect(w).toContain(i);
        expect(w[0]).toBeGreaterThanOrEqual(0);
        expect(w[w.length - 1]).toBeLessThan(n);
      }
    }
  });

  it('takes another width', () => expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]));
});

describe('goToPageIndex', () => {
  it.each<[string | number, number, number | null]>([
    ['1', 10, 0],
    ['5', 10, 4],
    [' 10 ', 10, 9],
    ['11', 10, 9],
    ['999', 10, 9],
    ['0', 10, 0],
    ['-4', 10, 0],
    ['2.9', 10, 1],
    [3, 10, 2],
    ['', 10, null],
    ['abc', 10, null],
    ['5', 0, 0],
  ])('%p of %p pages -> %p', (input, n, out) => expect(goToPageIndex(input, n)).toBe(out));
});

describe('pageRowRange', () => {
  it.each([
    [0, 10, 57, { from: 1, to: 10 }],
    [5, 10, 57, { from: 51, to: 57 }],
    [6, 10, 57, { from: 0, to: 0 }],
    [0, 10, 0, { from: 0, to: 0 }],
  ])('page %p size %p total %p', (i, s, t, out) => expect(pageRowRange(i, s, t)).toEqual(out));
});

describe('pagerState', () => {
  it('first page', () =>
    expect(pagerState(0, 10, 57)).toEqual({
      pageIndex: 0,
      pageCount: 6,
      canPrevious: false,
      canNext: true,
      window: [0, 1, 2, 3, 4, 5],
    }));
  it('last page', () =>
    expect(pagerState(5, 10, 57)).toMatchObject({ pageIndex: 5, canPrevious: true, canNext: false }));
  it('clamps a stale index after the total shrank', () =>
    expect(pagerState(9, 10, 25)).toMatchObject({ pageIndex: 2, pageCount: 3 }));
  it('empty', () =>
    expect(pagerState(0, 10, 0)).toEqual({
      pageIndex: 0,
      pageCount: 0,
      canPrevious: false,
      canNext: false,
      window: [],
    }));
});

describe('normalisePageSize', () => {
  it.each([
    [10, 10],
    [500, 500],
    [501, 10],
    [0, 10],
    [2.5, 10],
    [50, 50],
  ])('%p -> %p', (i, o) => expect(normalisePageSize(i)).toBe(o));
});
