import type { StatisticsResource } from './en';

export const zh: StatisticsResource = {
  col: {
    released: '已发布',
    ticketCount: '单数',
    ownWinLoss: '自己输赢',
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
