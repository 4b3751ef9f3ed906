import {
  jackpotDetailHref,
  jackpotDetailQueryOf,
  selfWinLossDetailHref,
  selfWinLossDetailQueryOf,
  winLossDetailHref,
  winLossDetailQueryOf,
} from './model';

const filter = { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [3, 1], currency: 'SGD' };
const paramsOf = (href: string) => new URL(href, 'http://x').searchParams;

it('the win/loss detail address carries the row, the viewer and the filter, and reads back', () => {
  const href = winLossDetailHref({ userId: 9, username: '代理' }, filter, 2);
  expect(href.startsWith('/winloss-detail?')).toBe(true);
  expect(winLossDetailQueryOf(paramsOf(href))).toEqual({
    userId: 9,
    viewerId: 2,
    fromDate: '2031-01-06',
    toDate: '2031-01-07',
    poolIds: [1, 3],
    currency: 'SGD',
  });
  expect(paramsOf(href).get('username')).toBe('代理');
  // Without a viewer (the caller's own report) and with all pools.
  const own = winLossDetailHref({ userId: 9 }, { ...filter, poolIds: [], currency: undefined }, undefined);
  expect(winLossDetailQueryOf(paramsOf(own))).toEqual({
    userId: 9,
    fromDate: '2031-01-06',
    toDate: '2031-01-07',
  });
});

it('a win/loss detail address without its row or dates reads as nothing', () => {
  expect(winLossDetailQueryOf(new URLSearchParams('fromDate=2031-01-06&toDate=2031-01-07'))).toBeNull();
  expect(winLossDetailQueryOf(new URLSearchParams('userId=9&fromDate=2031-01-06'))).toBeNull();
  expect(
    winLossDetailQueryOf(new URLSearchParams('userId=x&fromDate=2031-01-06&toDate=2031-01-07')),
  ).toBeNull();
  expect(
    winLossDetailQueryOf(
      new URLSearchParams('userId=9&viewerId=0&fromDate=2031-01-06&toDate=2031-01-07&currency=sgd'),
    ),
  ).toEqual({ userId: 9, fromDate: '2031-01-06', toDate: '2031-01-07' });
});

it('the self win/loss detail address round-trips', () => {
  const href = selfWinLossDetailHref(filter, 7);
  expect(href.startsWith('/self-winloss-detail?')).toBe(true);
  expect(selfWinLossDetailQueryOf(paramsOf(href))).toEqual({
    viewerId: 7,
    fromDate: '2031-01-06',
    toDate: '2031-01-07',
    poolIds: [1, 3],
    currency: 'SGD',
  });
  expect(selfWinLossDetailQueryOf(new URLSearchParams('viewerId=7'))).toBeNull();
});

it('the jackpot detail address: a draw date and a pool 1-9', () => {
  const href = jackpotDetailHref({ drawDate: '2031-01-08', poolId: 3, userId: 7, currency: 'MYR' });
  expect(href).toBe('/jackpot-detail?drawDate=2031-01-08&poolId=3&userId=7&currency=MYR');
  expect(jackpotDetailQueryOf(paramsOf(href))).toEqual({
    drawDate: '2031-01-08',
    poolId: 3,
    userId: 7,
    currency: 'MYR',
  });
  expect(jackpotDetailQueryOf(new URLSearchParams('drawDate=2031-01-08&poolId=10'))).toBeNull();
  expect(jackpotDetailQueryOf(new URLSearchParams('poolId=3'))).toBeNull();
});
