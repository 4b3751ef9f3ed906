import type { StatisticsResource } from './en';

export const zh: StatisticsResource = {
  col: {
    drawDate: '开彩日期',
    pool: '彩池',
    released: '已发布',
    turnover: '营业额',
    netAmount: '净额',
    commission: '佣金',
    ticketCount: '单数',
    payout: '派彩',
    winLoss: '输赢',
    ownWinLoss: '自己输赢',
    total: '合计',
    yes: '是',
    no: '尚未',
  },
  chart: {
    salesTitle: '按开彩日期及彩池的营业额，以及净额',
    payoutTitle: '按开彩日期及彩池的派彩，以及输赢',
    dateAxis: '开彩日期',
    amountAxis: '金额（{{currency}}）',
    amountAxisPlain: '金额',
    netLine: '净额（全部彩池）',
    winLossLine: '输赢（全部彩池）',
    empty: '此期间没有可绘制的数据。',
  },
};
