import type { WinLossResource } from './i18n';

export const winLossZh: WinLossResource = {
  filter: {
    from: '开始日期',
    to: '结束日期',
    pools: '彩池',
    allPools: '全部彩池',
    search: '搜索',
    account: '账户',
    currency: '货币',
  },
  crumb: {
    label: '查看',
    self: '我的下线',
  },
  col: {
    username: '用户名',
    turnover: '营业额',
    netAmount: '净额',
    commission: '佣金',
    payout: '派彩',
    winLoss: '输赢',
    ownWinLoss: '自身输赢',
    uplineWinLoss: '上线输赢',
    ticketCount: '票数',
    total: '合计',
    time: '时间',
    reason: '原因',
    amount: '金额',
    preBalance: '变动前余额',
    postBalance: '变动后余额',
    actor: '操作人',
    system: '系统',
  },
  msg: {
    processing: '成绩计算中，报表结果暂时不准确。',
    badRange: '开始日期不能晚于结束日期。',
    drillHint: '点击代理行查看其下线。',
  },
};
