import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import {
  allocateLines,
  LimitBasis,
  ticketRows,
  type ExpandedBet,
  type Order,
} from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext, SessionUser } from '../../../auth/sessionUser';
import type { RedNumberLookup } from '../../configuration';
import type { AccountTerms, CodeTerms, PackageTerms } from '../../configuration';
import { beyondWindow, errorRows, OrderSyntaxError, poolsNamed, type ParsedOrder } from '../order/inputs';
import {
  allocationLines,
  chainLevels,
  eatSetupsFrom,
  groupingLimit,
  orderParties,
  type EatSetup,
} from '../order/parties';
import { codeTermsOf, priceLines } from '../order/pricing';
import { baseCurrencyRate, newTicketXid, orderReply, soldOutLines } from '../order/reply';
import { orderWrite } from '../order/rows';
import { nextRun } from '../order/write';
import type { PathUserRow } from '../queries/orderStatements';

// The order pipeline's pieces that need no database (docs/betting-rules.md "Order pipeline"):
// parties and the chain's levels, parsing's helpers, pricing, the reply, the write's rows, retries.

const ROOT = 1;
const CO = 3;
const AG = 30;
const PL = 300;

const pathRow = (
  id: number,
  roleId: RoleId,
  path: number[],
  extra: Partial<PathUserRow> = {},
): PathUserRow => ({
  id,
  username: `u${id}`,
  role_id: roleId,
  status: 'active',
  company_id: CO,
  path,
  settings: {},
  position_taking: null,
  grouping: null,
  max_fight_limit: null,
  limits: [],
  ...extra,
});
const rows = (over: Record<number, Partial<PathUserRow>> = {}) => [
  pathRow(ROOT, Role.SuperAdmin, [ROOT], { company_id: null, ...over[ROOT] }),
  pathRow(CO, Role.Company, [ROOT, CO], over[CO]),
  pathRow(AG, Role.Multilevel, [ROOT, CO, AG], {
    position_taking: 50,
    limits: [[1, 'B', 1000]],
    ...over[AG],
  }),
  pathRow(PL, Role.Player, [ROOT, CO, AG, PL], over[PL]),
];

const auth = (id: number, roleId: RoleId, path: number[], extra: Partial<SessionUser> = {}): AuthContext => ({
  sessionId: 's',
  principalId: id,
  user: {
    id,
    username: `u${id}`,
    fullName: '',
    roleId,
    agentLevel: null,
    uplineId: null,
    mainAccountId: null,
    companyId: CO,
    path,
    status: 'active',
    accessString: 'Bet:12',
    targetLines: [],
    temporaryDisableFor: [],
    isAdminStaff: false,
    skipTnc: false,
    resendOrderLimitEnable: false,
    language: 'en',
    hasSecondaryPassword: false,
    ...extra,
  },
});
const player = auth(PL, Role.Player, [ROOT, CO, AG, PL]);

const bet = (number: string, stakeCents: number, extra: Partial<ExpandedBet> = {}): ExpandedBet => ({
  inputLine: 1,
  drawDate: '2025-11-22',
  poolId: 1,
  number,
  code: 'B',
  kind: 1,
  stakeCents,
  iboxDivisor: 1,
  limitKey: number,
  grossCents: stakeCents,
  netCents: 0,
  ...extra,
});
const noRed: RedNumberLookup = () => undefined;

describe('order parties', () => {
  it('the chain runs from the direct upline to the company; the super admin takes no position', () => {
    const parties = orderParties(player, PL, rows());
    expect(parties.bettor.id).toBe(PL);
    expect(parties.chain.map((u) => u.id)).toEqual([AG, CO]);
    expect(parties.company?.id).toBe(CO);
    expect([...parties.accounts.keys()]).toEqual([ROOT, CO, AG, PL]);
  });

  it('an agent orders for its downline; the bettor must be a player or a house', () => {
    const agent = auth(AG, Role.Multilevel, [ROOT, CO, AG]);
    expect(orderParties(agent, PL, rows()).bettor.id).toBe(PL);
    expect(() => orderParties(agent, AG, rows())).toThrow(
      'Only a player or a house account can own tickets.',
    );
  });

  it('a suspended upline or actor refuses the order; an IT admin or a caller without Bet gets 403', () => {
    expect(() => orderParties(player, PL, rows({ [AG]: { status: 'suspended' } }))).toThrow(
      'Account u30 is suspended and cannot bet.',
    );
    expect(() => orderParties(player, PL, rows({ [PL]: { status: 'inactive' } }))).toThrow(
      'Account u300 is not active and cannot bet.',
    );
    const suspended = auth(PL, Role.Player, [ROOT, CO, AG, PL], { status: 'suspended' });
    expect(() => orderParties(suspended, PL, rows())).toThrow('Account u300 is suspended and cannot bet.');
    const status = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as { statusCode?: number }).statusCode;
      }
      return 200;
    };
    const itAdmin = auth(2, Role.ItAdmin, [ROOT, 2], { accessString: 'Bet:12' });
    expect(status(() => orderParties(itAdmin, PL, rows()))).toBe(403);
    const reader = auth(PL, Role.Player, [ROOT, CO, AG, PL], { accessString: 'Bet:1' });
    expect(status(() => orderParties(reader, PL, rows()))).toBe(403);
  });

  it('a company takes 100 whatever is stored; no eat settings row is pt 0 and no limits', () => {
    const r = rows({ [CO]: { position_taking: 10 }, [AG]: { position_taking: null, limits: [] } });
    const parties = orderParties(player, PL, r);
    const eat = eatSetupsFrom(parties.chain, r);
    expect(eat.get(CO)?.pt).toBe(100);
    expect(eat.get(AG)).toMatchObject({ pt: 0, grouping: LimitBasis.AmountBase, maxFightLimit: null });
    expect(groupingLimit(eat.get(AG) as EatSetup, 'B')).toBeNull();
  });

  it('the binding limit follows the grouping, up to the max fight limit when unset', () => {
    const setup = (grouping: number, limits: Array<[number, string, number]>, max: number | null = null) =>
      eatSetupsFrom(
        [
          {
            id: AG,
            username: 'a',
            roleId: Role.Multilevel,
            status: 'active',
            companyId: CO,
            path: [],
            settings: {} as never,
          },
        ],
        [pathRow(AG, Role.Multilevel, [], { grouping, limits, max_fight_limit: max })],
      ).get(AG) as EatSetup;
    expect(groupingLimit(setup(LimitBasis.AmountBase, [[1, 'B', 700]]), 'B')).toBe(700);
    expect(groupingLimit(setup(LimitBasis.AmountBase, [[1, 'B', 700]], 500), 'S')).toBe(500);
    expect(groupingLimit(setup(LimitBasis.TotalBase, [[2, 'ALL', 900]]), 'S')).toBe(900);
    expect(groupingLimit(setup(LimitBasis.GroupBase, [[3, '3D', 300]]), '3A')).toBe(300);
  });

  it('levels: each account binds its grouping limit and its red number limit; a red number marks the line', () => {
    const parties = orderParties(player, PL, rows());
    const eat = eatSetupsFrom(parties.chain, rows());
    const redOf: RedNumberLookup = (owner, _pool, _date, number) =>
      owner === CO && number === '8888' ? { redNumberId: 1, fightLimitCents: 200 } : undefined;
    const bets = [bet('1234', 400), bet('8888', 400)];
    const draws = [{ drawId: 7 }, { drawId: 7 }];
    const levels = chainLevels(bets, draws, parties, eat, redOf);
    expect(levels.isRed).toEqual([false, true]);
    expect(levels.levels[0]).toEqual([
      { userId: AG, pt: 50, limits: [{ key: `${AG}|7|1|B:1234`, limit: 1000 }] },
      { userId: CO, pt: 100, limits: [] },
    ]);
    expect(levels.levels[1]?.[1]).toEqual({
      userId: CO,
      pt: 100,
      limits: [{ key: `${CO}|7|4|B:8888`, limit: 200 }],
    });
    expect([...levels.refs.values()]).toEqual([
      { userId: AG, drawId: 7, basis: 1, limitKey: 'B:1234' },
      { userId: AG, drawId: 7, basis: 1, limitKey: 'B:8888' },
      { userId: CO, drawId: 7, basis: 4, limitKey: 'B:8888' },
    ]);
  });

  it('allocation lines: posting only with a company; a queued number is blocked', () => {
    const parties = orderParties(player, PL, rows());
    const levels = chainLevels(
      [bet('1234', 400)],
      [{ drawId: 7 }],
      parties,
      eatSetupsFrom(parties.chain, rows()),
      noRed,
    );
    const queued = (d: number, n: string, c: string) => d === 7 && n === '1234' && c === 'B';
    expect(
      allocationLines([bet('1234', 400)], [{ drawId: 7 }], levels.levels, parties.company, true, queued),
    ).toEqual([{ stakeCents: 400, levels: levels.levels[0], posting: true, blocked: true }]);
    expect(allocationLines([bet('1234', 400)], [{ drawId: 7 }], levels.levels, null, true, queued)).toEqual([
      { stakeCents: 400, levels: levels.levels[0], posting: false, blocked: false },
    ]);
  });
});

describe('order inputs', () => {
  it('the pools read before parsing: the pool lines named, and Magnum', () => {
    expect(poolsNamed('D\n#1\n1234#B1')).toEqual([1]);
    expect(poolsNamed('#2 3\r\n1234#B1\n# 4\n5678#S1')).toEqual([1, 2, 3, 4]);
    expect(poolsNamed('1234#B1')).toEqual([1]);
  });

  it('syntax errors name every bad line once, with the reason message and its detail', () => {
    const errors = errorRows([
      { line: 2, reason: 'BET_BAD_NUMBER' },
      { line: 2, reason: 'BET_AMOUNT_INVALID', detail: 'B0' },
      { line: 4, reason: 'BET_BAD_NUMBER' },
    ] as Parameters<typeof errorRows>[0]);
    expect(errors[1]).toMatchObject({ line: 2, reason: 'BET_AMOUNT_INVALID', detail: 'B0' });
    expect(errors[1]?.message.endsWith(' (B0)')).toBe(true);
    expect('detail' in (errors[0] as object)).toBe(false);
    expect(new OrderSyntaxError(errors).message).toBe(
      'The bet string has errors on line(s) 2, 4. Nothing was placed.',
    );
  });

  it('red numbers are read again only for an order parsed past the window that bets past its end', () => {
    const parsed = (pastWindow: boolean, dates: string[]) => ({ pastWindow, dates }) as ParsedOrder;
    expect(beyondWindow(parsed(true, ['2025-11-22', '2026-01-10']), '2026-01-01')).toBe(true);
    expect(beyondWindow(parsed(true, ['2025-11-22']), '2026-01-01')).toBe(false);
    expect(beyondWindow(parsed(false, ['2026-01-10']), '2026-01-01')).toBe(false);
  });
});

const codeTerms = (packageId: number, betRate: number, payouts: number[]): CodeTerms => ({
  packageId,
  baseRate: 10000,
  betRate,
  payouts,
});
const table = (t: CodeTerms): PackageTerms => new Map([['B', t]]);
const accountTerms = (normal: CodeTerms, red: CodeTerms | null = null): AccountTerms => ({
  byType: { 0: table(normal), 2: table(normal), 3: table(normal) } as AccountTerms['byType'],
  red: red ? table(red) : null,
});

describe('order pricing', () => {
  it('the red package on a red line when the account has one, else its normal terms', () => {
    const t = accountTerms(codeTerms(1, 8000, [1]), codeTerms(2, 9000, [2]));
    expect(codeTermsOf(t, 1, 'B', false).packageId).toBe(1);
    expect(codeTermsOf(t, 1, 'B', true).packageId).toBe(2);
    expect(codeTermsOf(accountTerms(codeTerms(1, 8000, [1])), 1, 'B', true).packageId).toBe(1);
    expect(() => codeTermsOf(undefined, 1, 'B', false)).toThrow('account terms missing');
  });

  it('prices every line for the bettor and the accepted ones for each upline, payouts adjusted', () => {
    const terms = new Map([
      [PL, accountTerms(codeTerms(1, 8000, [2500, 1000]))],
      [AG, accountTerms(codeTerms(1, 7500, [2600, 1050]))],
      [CO, accountTerms(codeTerms(1, 7000, [2700, 1100]))],
    ]);
    const levels = [
      { userId: AG, pt: 50, limits: [] },
      { userId: CO, pt: 100, limits: [] },
    ];
    const lines = [
      { stakeCents: 400, levels, posting: false },
      { stakeCents: 400, levels, posting: false, blocked: true },
    ];
    const allocations = allocateLines(lines);
    const bets = [bet('1234', 400), bet('5678', 400)];
    const double = () => [{ operator: 1, value: 20000 }];
    const priced = priceLines(
      { bets, draws: [{ drawId: 7 }, { drawId: 7 }], lines, allocations, isRed: [false, false] },
      PL,
      terms,
      double,
    );
    expect(priced[0]).toMatchObject({
      drawId: 7,
      blocked: false,
      red: false,
      own: { packageId: 1, baseRate: 10000, betRate: 8000, payouts: [5000, 2000] },
      upline: [
        { rate: 7500, payouts: [5200, 2100] },
        { rate: 7000, payouts: [5400, 2200] },
      ],
    });
    expect(priced[1]).toMatchObject({ blocked: true, upline: [] });
  });
});

const order: Order = {
  lines: [
    {
      line: 2,
      number: '1234',
      kind: 1,
      amounts: [{ code: 'B', cents: 400 }],
      draws: [{ poolId: 1, date: '2025-11-22' }],
    },
  ],
};

describe('order reply and write', () => {
  const levels = [{ userId: CO, pt: 100, limits: [{ key: 'k', limit: 300 }] }];
  const lines = [{ stakeCents: 400, levels, posting: false }];
  const before = new Map([['k', 100]]);
  const after = new Map(before);
  const allocations = allocateLines(lines, after);
  const terms = new Map([
    [PL, accountTerms(codeTerms(1, 8000, [2500]))],
    [CO, accountTerms(codeTerms(1, 7000, [2600]))],
  ]);
  const bets = [bet('1234', 400, { inputLine: 2 })];
  const priced = priceLines(
    { bets, draws: [{ drawId: 7 }], lines, allocations, isRed: [false] },
    PL,
    terms,
    () => [],
  );
  const refs = new Map([['k', { userId: CO, drawId: 7, basis: 1, limitKey: 'B:1234' }]]);
  const built = ticketRows({ bettorId: PL, lines: priced, hasCompany: true, usageRefs: refs });
  const ticket = { id: 41, ticketNo: '1001', xid: 'ABC' };
  const bettor = { username: 'p1', settings: { currency: 'MYR' } as never };
  const reply = orderReply({ ticket, order, bettor, currencyRate: null, lines: priced, totals: built });

  it('the reply: ticket, amounts in units and the S.O lines the limits cut', () => {
    expect(soldOutLines(priced)).toEqual([
      {
        inputLine: 2,
        drawDate: '2025-11-22',
        poolId: 1,
        number: '1234',
        code: 'B',
        kind: 1,
        requestedCents: 400,
        acceptedCents: 200,
      },
    ]);
    expect(reply).toMatchObject({
      ticketId: 41,
      ticketNo: '1001',
      ticketXId: 'ABC',
      grossAmount: 2,
      netAmount: 1.6,
      soldOut: [
        { line: 2, drawDate: '2025-11-22', poolId: 1, number: '1234', code: 'B', requested: 4, accepted: 2 },
      ],
    });
    expect(reply.receiptString).toContain('1001');
    expect(reply.expressBetString).toContain('1234');
    expect(newTicketXid()).toMatch(/^[0-9A-F]{20}$/);
  });

  it('a second GT line only for another currency with a rate above 0', () => {
    expect(baseCurrencyRate('MYR', 5000)).toBeUndefined();
    expect(baseCurrencyRate('', 5000)).toBeUndefined();
    expect(baseCurrencyRate('SGD', null)).toBeUndefined();
    expect(baseCurrencyRate('SGD', 0)).toBeUndefined();
    expect(baseCurrencyRate('SGD', 31500)).toBe(31500);
  });

  it('the write: usage added on what was read, the ticket row, its rows and the queue reason', () => {
    const parties = orderParties(player, PL, rows());
    const parsed = {
      order,
      bets,
      draws: [{ drawId: 7, late: true }],
      dates: ['2025-11-22'],
      drawIds: [7],
      pastWindow: false,
    };
    const input = { betString: '1234#B4', orderKey: 'k1', source: 'express' as const };
    const usage = { refs, before, after };
    const w = orderWrite({
      actorId: PL,
      orderingAgentId: PL,
      input,
      parties,
      parsed,
      ticket,
      rows: built,
      reply,
      usage,
    });
    expect(w).toMatchObject({
      bettorId: PL,
      actorId: PL,
      net: 160,
      usage: [{ userId: CO, drawId: 7, basis: 1, limitKey: 'B:1234', expected: 100, delta: 200 }],
      ticket: {
        id: 41,
        xid: 'ABC',
        orderingAgentId: PL,
        companyId: CO,
        source: 'express',
        orderKey: 'k1',
        betString: reply.expressBetString,
        receipt: reply.receiptString,
        gross: 200,
        isLate: true,
        firstDrawDate: '2025-11-22',
        lastDrawDate: '2025-11-22',
      },
      companyId: CO,
      queue: [{ drawId: 7, number: '1234', code: 'B' }],
      queueReason: 'Sold out (ticket 1001)',
    });
    expect(w.lines).toBe(built.lines);
    expect(w.shares).toBe(built.shares);
    const noCompany = { ...parties, company: null };
    const alone = orderWrite({
      actorId: PL,
      orderingAgentId: AG,
      input,
      parties: noCompany,
      parsed,
      ticket,
      rows: built,
      reply,
      usage,
    });
    expect([alone.companyId, alone.queue, alone.unposted, alone.ticket.orderingAgentId]).toEqual([
      null,
      [],
      [],
      AG,
    ]);
  });
});

describe('order runs', () => {
  const failed = (code: string) => Object.assign(new Error(code), { code });
  it('a changed queue reads it; changed usage, a deadlock or a serialization failure locks', () => {
    const first = { lock: false, readQueue: false };
    expect(nextRun(first, failed('DDQ01'))).toEqual({ lock: false, readQueue: true });
    expect(nextRun({ lock: false, readQueue: true }, failed('DDQ01'))).toEqual({
      lock: true,
      readQueue: true,
    });
    expect(nextRun(first, failed('DDU01'))).toEqual({ lock: true, readQueue: true });
    expect(nextRun(first, failed('40P01'))).toEqual({ lock: true, readQueue: true });
    expect(nextRun(first, failed('40001'))).toEqual({ lock: true, readQueue: true });
    expect(nextRun(first, failed('DDC01'))).toBeNull();
    expect(nextRun(first, new Error('other'))).toBeNull();
  });
});
