import type { GetStrikeReportBody, StrikeOverall, StrikeRow } from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import {
  BET_CODES,
  isBetCode,
  matchBet,
  type BetCode,
  type BetKindId,
  type DrawResult,
  type PrizeMatch,
} from '@drawdesk/shared-kernel/domain/betting';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { byPosition, splitPayout } from './payoutSplit';
import { selectStrikeLines, selectStrikePositions, type StrikePositionDbRow } from './queries/results';
import { convertCents, openResults, ResultsFunctions } from './resultsScope';

/** The result of one released draw as the kernel's matcher reads it. */
function drawResult(positions: readonly StrikePositionDbRow[]): DrawResult {
  const at = (game: number, rank: number, idx = 0) =>
    positions.find((p) => p.game === game && p.rank === rank && p.idx === idx)?.number;
  const list = (rank: number) =>
    positions
      .filter((p) => p.game === 4 && p.rank === rank)
      .sort((a, b) => a.idx - b.idx)
      .map((p) => p.number);
  const five = [at(5, 1), at(5, 2), at(5, 3)];
  const six = at(6, 1);
  return {
    first: at(4, 1) ?? '',
    second: at(4, 2) ?? '',
    third: at(4, 3) ?? '',
    starters: list(7),
    consolations: list(8),
    ...(five[0] !== undefined
      ? { fiveD: { first: five[0], second: five[1] ?? '', third: five[2] ?? '' } }
      : {}),
    ...(six !== undefined ? { sixD: { first: six } } : {}),
  };
}

/**
 * The result position a match won by: the 4D prize itself for 4D/3D/2D codes; a 5D tier 1-3 its
 * 5D prize and tiers 4-6 the 5D 1st (they are its last digits); every 6D tier the 6D 1st.
 */
function positionKey(drawId: string, code: BetCode, m: PrizeMatch): string {
  if (code === '5D') return `${drawId}:5:${m.rank <= 3 ? m.rank : 1}:0`;
  if (code === '6D') return `${drawId}:6:1:0`;
  return `${drawId}:4:${m.rank}:${m.index}`;
}

interface Tally {
  lines: number;
  amounts: Map<string, number>;
  eat: number;
  payout: number;
  ownPayout: number;
}

/**
 * GetStrikeReport (REPORTS.md "Results family"): a row per prize position of the released results
 * of one draw date (pools filter), with what the viewer's subtree (lines carrying a share of the
 * viewer) won by it: winning lines, the bettors' stake per code, the viewer's eat, the payout the
 * viewer pays its downlines (W(p_D) x in) and the part it carries (W(p_D) x eat), each line's payout
 * split over the positions it won (splitPayout). Positions nobody won by come back with zeros and
 * hit false. Amounts converted per figure of a row; totals are sums of the converted rows.
 */
export async function getStrikeReport(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetStrikeReportBody,
): Promise<{ rows: StrikeRow[]; totalCount: number; overallInfo: StrikeOverall }> {
  const { scope, extras } = await openResults(
    db,
    ctx,
    ResultsFunctions.winning,
    body,
    body.drawDate,
    body.drawDate,
  );
  const positions = await selectStrikePositions(db, body.drawDate, scope.poolIds);
  const byDraw = new Map<string, StrikePositionDbRow[]>();
  for (const p of positions) byDraw.set(p.draw_id, [...(byDraw.get(p.draw_id) ?? []), p]);
  const results = new Map([...byDraw].map(([id, list]) => [id, drawResult(list)]));
  const lines = await selectStrikeLines(db, scope, body.drawDate, [...byDraw.keys()]);

  // Winning lines repeat a few numbers (those of the prizes): each is matched once per draw, with
  // the tally of each match and whether it is the first match of its position on the line.
  const matched = new Map<string, { matches: PrizeMatch[]; tallies: Tally[]; first: boolean[] } | null>();
  const tallies = new Map<string, Tally>();
  const tallyOf = (key: string): Tally => {
    let tally = tallies.get(key);
    if (!tally) {
      tally = { lines: 0, amounts: new Map(), eat: 0, payout: 0, ownPayout: 0 };
      tallies.set(key, tally);
    }
    return tally;
  };
  for (const line of lines) {
    const bet = `${line.draw_id}:${line.number}:${line.code}:${line.kind}`;
    let found = matched.get(bet);
    if (found === undefined) {
      const result = results.get(line.draw_id);
      const code = line.code;
      if (!result || !isBetCode(code)) {
        found = null;
      } else {
        const matches = byPosition(
          matchBet({ number: line.number, code, kind: line.kind as BetKindId }, result),
        );
        const keys = matches.map((m) => positionKey(line.draw_id, code, m));
        // A line counts once under a position, even when it won by it twice (an ibox line whose
        // permutations share their last digits).
        found = { matches, tallies: keys.map(tallyOf), first: keys.map((k, i) => keys.indexOf(k) === i) };
      }
      matched.set(bet, found);
    }
    if (found === null) continue;
    const { matches, first } = found;
    const code = line.code as BetCode;
    const pay = splitPayout(code, matches, line.down_payouts, Number(line.in_amount), line.ibox_divisor);
    const own = splitPayout(code, matches, line.down_payouts, Number(line.eat), line.ibox_divisor);
    const eat = Number(line.eat);
    const stake = Number(line.stake);
    found.tallies.forEach((tally, i) => {
      tally.payout += pay[i]!;
      tally.ownPayout += own[i]!;
      if (!first[i]) return;
      tally.lines += 1;
      tally.eat += eat;
      tally.amounts.set(code, (tally.amounts.get(code) ?? 0) + stake);
    });
  }

  // Each figure converted on its own; the stake is the sum of the converted code amounts.
  const conv = (cents: number) => convertCents(cents, scope.currency);
  const sums = { stake: 0, eat: 0, payout: 0, ownPayout: 0 };
  const rows: StrikeRow[] = positions.map((p) => {
    const tally = tallies.get(`${p.draw_id}:${p.game}:${p.rank}:${p.idx}`);
    const amounts: Record<string, number> = {};
    let stake = 0;
    for (const code of BET_CODES) {
      const cents = tally?.amounts.get(code);
      if (cents === undefined) continue;
      amounts[code] = centsToUnits(conv(cents));
      stake += conv(cents);
    }
    const eat = conv(tally?.eat ?? 0);
    const payout = conv(tally?.payout ?? 0);
    const ownPayout = conv(tally?.ownPayout ?? 0);
    sums.stake += stake;
    sums.eat += eat;
    sums.payout += payout;
    sums.ownPayout += ownPayout;
    return {
      poolId: p.pool_id,
      game: p.game,
      rank: p.rank,
      idx: p.idx,
      number: p.number,
      hit: (tally?.lines ?? 0) > 0,
      lines: tally?.lines ?? 0,
      amounts,
      stake: centsToUnits(stake),
      eat: centsToUnits(eat),
      payout: centsToUnits(payout),
      ownPayout: centsToUnits(ownPayout),
    };
  });
  return {
    rows,
    totalCount: rows.length,
    overallInfo: {
      drawDate: body.drawDate,
      lines: new Set(lines.map((l) => l.id)).size,
      stake: centsToUnits(sums.stake),
      eat: centsToUnits(sums.eat),
      payout: centsToUnits(sums.payout),
      ownPayout: centsToUnits(sums.ownPayout),
      ...extras,
    },
  };
}
