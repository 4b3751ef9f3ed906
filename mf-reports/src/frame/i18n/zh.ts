import type { FrameResource } from './en';

/** Simplified Chinese texts of 'reports-frame' (loaded only when chosen). */
export const zh: FrameResource = {
  filter: {
    from: '开始日期',
    drawDate: '开彩日期',
    to: '结束日期',
    pools: '彩池',
    allPools: '全部彩池',
    search: '搜索',
    account: '账户',
    currency: '货币',
    quick: '快速选择',
    all: '全部',
  },
  pick: {
    lastDraw: '上期开奖',
    thisWeek: '本周',
    lastWeek: '上周',
    thisMonth: '本月',
    lastMonth: '上月',
  },
  crumb: {
    label: '查看',
    self: '我的下线',
  },
  msg: {
    processing: '成绩计算中，报表结果暂时不准确。',
    badRange: '开始日期不能晚于结束日期。',
    noDate: '请选择开始日期和结束日期。',
    rangeTooLong: '日期范围最多 366 天。',
    drillHint: '点击代理行查看其下线。',
  },
  receipt: {
    title: '单号 {{ticketNo}}',
    betString: '投注字串',
    receipt: '收据',
    close: '关闭',
    loading: '加载中…',
    failed: '无法加载收据。',
  },
};
