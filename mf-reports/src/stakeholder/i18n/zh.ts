import type { StakeholderResource } from './en';

export const zh: StakeholderResource = {
  col: {
    level: '层级',
    account: '账号',
    role: '角色',
    pt: '占成 %',
    in: '收入',
    eat: '吃码',
  },
  level: {
    bettors: '投注者',
    below: '下线',
    account: '账号',
    upline: '上线',
    more: '{{name}} 等 {{n}} 个',
  },
  role: {
    r1: '超级管理员',
    r2: 'IT 管理员',
    r3: '公司',
    r4: '代理',
    r5: '玩家',
    r6: '庄家',
  },
  picker: {
    account: '账号',
    under: '{{name}} 之下',
    itself: '{{name}} 本身',
    none: '您没有可查看的下线。',
  },
  balance: {
    label: '是否平衡？',
    turnover: '投注者投注额',
    layOff: '公司以上的分出',
    sum: '各层输赢加分出',
  },
};
