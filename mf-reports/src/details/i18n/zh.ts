import type { DetailsResource } from './en';

/** Simplified Chinese texts of 'reports-details' (loaded only when chosen). */
export const zh: DetailsResource = {
  col: {
    ticketNo: '票号',
    bettor: '下注者',
    code: '字类',
    kind: '类型',
    stake: '投注额',
    in: '收入',
    eat: '吃',
    ownPayout: '自身派彩',
    ownWinLoss: '自身输赢',
    tier: '奖级',
  },
  tier: {
    t1: '头奖',
    t2: '二奖',
    t3: '三奖',
    t4: '四奖',
    t5: '五奖',
    t6: '六奖',
  },
  label: {
    drawDate: '开彩日期',
    pool: '彩池',
    fiveD: '5D 号码',
    sixD: '6D 号码',
    jackpot1: '头奖奖池 1',
    jackpot2: '头奖奖池 2',
    none: '无',
  },
  msg: {
    badQuery: '此页面需要地址中的筛选条件，请从报表打开。',
    noResult: '此期开奖尚未保存成绩。',
    notReleased: '此期成绩尚未发布：暂无中奖注单。',
    processing: '成绩计算中，报表结果暂时不准确。',
  },
};
