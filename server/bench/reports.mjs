// Report benchmark, run by the settlement benchmark on its released draw (1,000,000 settled lines,
// 3 shares each): p50 and p99 of each report call for the company and for one agent, against a raw
// GROUP BY over the viewer's shares and lines measured in the same run (REPORTS.md "Speed").
// Targets: p50 <= 50 ms and p99 <= 150 ms per call.

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 60);
const WARM = 5;

const ALL_REPORTS =
  'Profit Loss Report:1;WinLoss Earned Report:1;WinLoss Occupied Report:1;Winning Report:1;' +
  'Payout Report:1;Payout Statistic Report:1;Payout Table Report:1;Sales Statistic Report:1;' +
  'Stakeholder Report:1;Group Sales Report:1;Daily Sales Report:1;Map Report:1';

/** A logged-in main account's context as the services read it. */
const contextOf = (id, roleId, path) => ({
  sessionId: 'bench',
  principalId: id,
  user: {
    id,
    username: `bench_${id}`,
    roleId,
    mainAccountId: null,
    targetLines: [],
    accessString: ALL_REPORTS,
    path,
    companyId: path[0],
  },
});

const quantile = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * Times every report call for the company and an agent of the bench tree; prints one line per
 * call and viewer and a verdict. `services` are the bundled report functions.
 */
export async function benchReports({ db, run, services, drawDate, time, lineCount }) {
  const deps = { db, clock: { now: () => new Date(), testClockAllowed: false } };
  const company = { name: 'company', ctx: contextOf(1000001, 3, [1000001]), account: 1000101, raw: 1000001 };
  const agent = {
    name: 'agent',
    ctx: contextOf(1000101, 4, [1000001, 1000101]),
    account: 1001000 + 100,
    raw: 1000101,
  };
  // A month of draw dates around the bench draw, for the statistics.
  const month = { fromDate: drawDate.slice(0, 8) + '01', toDate: drawDate.slice(0, 8) + '28' };
  const day = { fromDate: drawDate, toDate: drawDate };
  const paged = { StartCount: 0, PageSize: 100 };
  const calls = [
    ['win/loss 2', (v) => services.getWinLoss3Sections(deps, v.ctx, { ...day, ...paged }, false)],
    ['US line', (v) => services.getUsLine(deps, v.ctx, { ...day, ...paged })],
    ['winning', (v) => services.getWinningReport(deps, v.ctx, { ...day, ...paged })],
    ['strike', (v) => services.getStrikeReport(deps, v.ctx, { drawDate })],
    ['payout', (v) => services.getPayoutReport(deps, v.ctx, { ...day, ...paged })],
    ['payout table', (v) => services.getPayoutTable(deps, v.ctx, day)],
    ['stakeholder', (v) => services.getStakeHolderReport(deps, v.ctx, { ...day, userId: v.account })],
    ['sales statistic (month)', (v) => services.getSalesStatistic(deps, v.ctx, month)],
    ['payout statistic (month)', (v) => services.getPayoutStatistic(deps, v.ctx, month)],
  ];

  // The baseline: the same figures straight from the lines, a GROUP BY over the viewer's shares.
  const rawGroupBy = (viewerId) =>
    run(`SELECT s.down_user_id, sum(l.stake), sum((2 * s.down_rate::bigint * s.in_amount + 10000) / 20000),
        sum(s.eat), sum(s.out_amount), sum(s.win_loss), count(DISTINCT l.ticket_id)
      FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id
      WHERE s.user_id = ${viewerId} AND s.draw_date BETWEEN '${drawDate}' AND '${drawDate}' AND l.status <> 2
      GROUP BY s.down_user_id`);

  const lines = [];
  let met = true;
  for (const viewer of [company, agent]) {
    const rawTimes = [];
    for (let i = 0; i < 5; i += 1) rawTimes.push((await time(() => rawGroupBy(viewer.raw))).ms);
    const raw = quantile(rawTimes, 0.5);
    for (const [name, fn] of calls) {
      for (let i = 0; i < WARM; i += 1) await fn(viewer);
      const times = [];
      for (let i = 0; i < RUNS; i += 1) times.push((await time(() => fn(viewer))).ms);
      const p50 = quantile(times, 0.5);
      const p99 = quantile(times, 0.99);
      const ok = p50 <= 50 && p99 <= 150;
      met &&= ok;
      lines.push(
        `  ${viewer.name.padEnd(8)} ${name.padEnd(25)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99
          .toFixed(1)
          .padStart(
            6,
          )} ms  raw GROUP BY ${raw.toFixed(0)} ms = ${(raw / p50).toFixed(0)}x p50${ok ? '' : '  (over target)'}`,
      );
    }
  }
  console.log(
    `report bench (${RUNS} runs per call, ${lineCount.toLocaleString('en')} settled lines):\n${lines.join('\n')}\n` +
      `report bench: target p50 <= 50 ms and p99 <= 150 ms per call: ${met ? 'met' : 'NOT met'}`,
  );
}
