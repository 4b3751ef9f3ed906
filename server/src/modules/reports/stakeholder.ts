import type {
  GetStakeHolderReportBody,
  StakeHolderLevel,
  StakeHolderOverall,
  StakeHolderRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, Role } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import {
  selectChainAccounts,
  selectStakeHolderShares,
  type ChainAccountDbRow,
  type StakeHolderShareDbRow,
} from './queries/results';
import { convertCents, openResults, ResultsFunctions } from './resultsScope';

interface Sums {
  in: number;
  eat: number;
  out: number;
  net: number;
  payout: number;
  winLoss: number;
  stake: number;
}

const ZERO: Sums = { in: 0, eat: 0, out: 0, net: 0, payout: 0, winLoss: 0, stake: 0 };

const add = (a: Sums, r: StakeHolderShareDbRow): Sums => ({
  in: a.in + Number(r.in_amount),
  eat: a.eat + Number(r.eat),
  out: a.out + Number(r.out_amount),
  net: a.net + Number(r.net_amount),
  payout: a.payout + Number(r.payout),
  winLoss: a.winLoss + Number(r.win_loss),
  stake: a.stake + Number(r.stake),
});

interface Level {
  level: StakeHolderLevel;
  accounts: ChainAccountDbRow[];
  sums: Sums;
}

/**
 * GetStakeHolderReport (REPORTS.md "Stakeholder", docs/reports-rules.md): account A (userId, in the
 * caller's tree) and the settled lines of A's subtree in the range (lines carrying a share of A).
 * One row per level of their chain, from the bettors up to the company: the bettors summed (A itself
 * when A is a player), the accounts of each tree level between them and A summed per level (deepest
 * first), A, then each upline of A up to the company (a row even where it ate nothing). Each row has
 * the level's in, eat, out, netAmount r_down x in, payout W(p_down) x in / n and win/loss (its share
 * rows' win_loss); the bettors' row has in 0 and out = stake. The rows' winLoss sum to zero with
 * layOffWinLoss (what went above the company). Amounts converted per figure of a row.
 */
export async function getStakeHolderReport(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetStakeHolderReportBody,
): Promise<{ rows: StakeHolderRow[]; totalCount: number; overallInfo: StakeHolderOverall }> {
  const {
    viewer: account,
    scope,
    extras,
  } = await openResults(db, ctx, ResultsFunctions.stakeholder, body, body.fromDate, body.toDate);
  const shares = await selectStakeHolderShares(db, {
    accountId: account.id,
    fromDate: body.fromDate,
    toDate: body.toDate,
    poolIds: scope.poolIds,
    lineFilter: scope.lineFilter,
  });
  const companyAt = account.companyId === null ? -1 : account.path.indexOf(account.companyId);
  const uplines = companyAt < 0 ? [] : account.path.slice(companyAt, -1).reverse();
  const ids = new Set<number>([account.id, ...uplines, ...shares.map((s) => Number(s.user_id))]);
  const info = new Map((await selectChainAccounts(db, [...ids])).map((a) => [Number(a.id), a]));
  const infoOf = (id: number) => info.get(id)!;

  const bettorOnly = account.roleId === Role.Player || account.roleId === Role.House;
  const bettors: Level = { level: 'bettors', accounts: [], sums: ZERO };
  const upper = new Map<number, Sums>();
  for (const s of shares) {
    const id = Number(s.user_id);
    if (s.bettor) {
      bettors.accounts.push(infoOf(id));
      bettors.sums = add(bettors.sums, s);
    } else {
      upper.set(id, add(upper.get(id) ?? ZERO, s));
    }
  }
  if (bettorOnly && bettors.accounts.length === 0) bettors.accounts.push(infoOf(account.id));

  // Accounts below A (neither A nor an upline), summed per tree level, the deepest first.
  const chain = new Set([account.id, ...uplines]);
  const below = new Map<number, Level>();
  for (const [id, sums] of upper) {
    if (chain.has(id)) continue;
    const a = infoOf(id);
    const level = below.get(a.level) ?? { level: 'below' as const, accounts: [], sums: ZERO };
    level.accounts.push(a);
    level.sums = {
      in: level.sums.in + sums.in,
      eat: level.sums.eat + sums.eat,
      out: level.sums.out + sums.out,
      net: level.sums.net + sums.net,
      payout: level.sums.payout + sums.payout,
      winLoss: level.sums.winLoss + sums.winLoss,
      stake: level.sums.stake + sums.stake,
    };
    below.set(a.level, level);
  }
  const single = (level: StakeHolderLevel, id: number): Level => ({
    level,
    accounts: [infoOf(id)],
    sums: upper.get(id) ?? ZERO,
  });
  const levels: Level[] = [
    ...(bettors.accounts.length > 0 ? [bettors] : []),
    ...[...below.entries()].sort(([a], [b]) => b - a).map(([, l]) => l),
    ...(bettorOnly ? [] : [single('account', account.id)]),
    ...uplines.map((id) => single('upline', id)),
  ];

  const conv = (cents: number) => convertCents(cents, scope.currency);
  let winLossCents = 0;
  const rows: StakeHolderRow[] = levels.map((l) => {
    const accounts = [...new Map(l.accounts.map((a) => [a.id, a])).values()].sort((a, b) =>
      a.username.toLowerCase() < b.username.toLowerCase() ? -1 : 1,
    );
    const first = accounts[0]!;
    const pts = new Set(accounts.map((a) => Number(a.pt)));
    winLossCents += conv(l.sums.winLoss);
    return {
      userId: accounts.length === 1 ? Number(first.id) : null,
      username: first.username,
      userRoleId: first.role_id,
      pt: l.level === 'bettors' || pts.size !== 1 ? null : Number(first.pt),
      level: l.level,
      accounts: accounts.length,
      in: centsToUnits(conv(l.sums.in)),
      eat: centsToUnits(conv(l.sums.eat)),
      out: centsToUnits(conv(l.sums.out)),
      netAmount: centsToUnits(conv(l.sums.net)),
      payout: centsToUnits(conv(l.sums.payout)),
      winLoss: centsToUnits(conv(l.sums.winLoss)),
    };
  });
  return {
    rows,
    totalCount: rows.length,
    overallInfo: {
      accountId: account.id,
      accountUsername: account.username,
      turnover: centsToUnits(conv(bettors.sums.stake)),
      layOffWinLoss: centsToUnits(winLossCents === 0 ? 0 : -winLossCents),
      ...extras,
    },
  };
}
