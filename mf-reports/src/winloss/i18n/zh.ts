import type { WinLossResource } from './en';

/** Simplified Chinese texts of 'reports-winloss' (loaded only when chosen). */
export const zh: WinLossResource = {
  col: {
    ownWinLoss: '自身输赢',
    uplineWinLoss: '上线输赢',
    ticketCount: '票数',
    time: '时间',
    reason: '原因',
    amount: '金额',
    preBalance: '变动前余额',
    postBalance: '变动后余额',
    actor: '操作人',
    system: '系统',
    eat: '吃',
    ownPayout: '自身派彩',
    uplineNet: '上线净额',
    subtotal: '小计',
    lines: '注单',
    myResult: '我的输赢',
  },
  group: {
    downline: '下线',
    own: '自身',
    upline: '上线',
  },
  link: {
    lines: '注单',
    linesOf: '{{username}} 的注单',
    selfDetail: '我自己吃的注单',
  },
  msg: {
    loading: '加载中…',
  },
  reason: {
    bet: '下注',
    void: '作废（退回投注额）',
    prize: '奖金',
    payment: {
      transferCredit: {
        balance: '付款：转出信用（余额）',
        creditLimit: '付款：转出信用（信用额度）',
      },
      receiveCredit: {
        balance: '付款：收回信用（余额）',
        creditLimit: '付款：收回信用（信用额度）',
      },
    },
  },
};
