import type { Resource } from './en';

export const zh: Resource = {
  common: {
    save: '保存',
    self: '本人',
    noLimit: '无限制',
  },
  fight: {
    forWhom: '账户',
    positionTaking: '占成 (%)',
    grouping: '分组方式',
    amountBase: '按金额 (每个投注代码一个限额)',
    totalBase: '按总额 (一个号码所有代码一个限额)',
    groupBase: '按组 (每种游戏一个限额)',
    maxFightLimit: '最高吃货限额',
    limitsTitle: '吃货限额',
    limitsHint: '留空 = 无限制 (只按占成); 0 = 完全不吃。',
    betCode: '投注代码',
    game: '游戏',
    total: '每个号码总额',
    limit: '限额',
    saved: '吃货限额已保存。',
    pick: '选择账户',
  },
};
