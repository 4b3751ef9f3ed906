import type { DashboardResource } from './en';

/** Simplified Chinese texts of 'shell-dashboard' (loaded only when chosen). */
export const zh: DashboardResource = {
  draws: {
    title: '下期开彩',
    pool: '彩池',
    drawDate: '开彩日期',
    cutoff: '截止时间',
    closesIn: '距截止',
    closed: '已截止',
    none: '暂无可下注的期数。',
    days: '{{count}}天',
  },
  sales: {
    title: '今日销售（{{date}}）',
    turnover: '营业额',
    netAmount: '净额',
    tickets: '票数',
  },
  top: {
    title: '风险最高号码（{{date}} 开彩）',
    number: '号码',
    amount: '金额',
    none: '本期暂无下注。',
  },
  results: {
    title: '最新开彩结果',
    pool: '彩池',
    drawDate: '开彩日期',
    first: '头奖',
    second: '二奖',
    third: '三奖',
    none: '暂无已发布的结果。',
  },
};
