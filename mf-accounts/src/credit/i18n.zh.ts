import type { CreditResource } from './i18n';

export const creditZh: CreditResource = {
  common: {
    save: '保存', cancel: '取消', edit: '编辑', create: '新增', actions: '操作', username: '用户名', fullName: '全名',
    status: '状态', active: '启用', inactive: '停用', suspended: '暂停', yes: '是', no: '否', saved: '已保存。',
    self: '本人', downline: '下线', noLimit: '无限制', unavailable: '此部分暂不可用。',
  },
  fn: {
    Downline: '下线', 'Main Account': '主账户', 'Bet Schedule': '投注时间表', Bet: '投注', 'Bet History': '投注记录',
    Company: '公司', 'Fight Limit': '吃货限额', 'Red Number': '红号码', 'Stakeholder Report': '股东报表',
    'Inbox Report': '收件报表', 'Profit Loss Report': '盈亏报表', 'Daily Sales Report': '每日销售报表',
    'Group Sales Report': '团体销售报表', 'Map Report': '号码分布报表', 'Total Bet Report': '总投注报表',
    'Total Stake Report': '总注额报表', 'Payout Report': '派彩报表', 'Winning Report': '中奖报表',
    'GD Win Loss Report': 'GD 输赢报表', 'Payment Report': '付款报表', 'Package List': '配套列表',
    'WinLoss Earned Report': '输赢佣金报表', 'WinLoss Occupied Report': '输赢占成报表',
    'Master Resend Order': '主重发订单', 'Resend Order': '重发订单',
  },
  access: { function: '功能', level1: '查看', level2: '新增', level3: '编辑', level4: '删除', notGranted: '您的账户没有此权限' },
  sub: {
    listTitle: '子账户', formCreate: '新增子账户', formEdit: '编辑子账户 {{username}}', password: '密码', confirmPassword: '确认密码',
    passwordHintEdit: '留空则保留当前密码。', accessTitle: '权限', reportAccessTitle: '报表权限', targetLinesTitle: '目标线',
    targetLinesHint: '此子账户可操作的直属下线。不勾选 = 全部。', noTargetLines: '没有直属下线。', created: '子账户已创建。',
    updated: '子账户已更新。', accessCount: '权限', lastLogin: '最后登录', createdAt: '创建时间',
  },
  fight: {
    forWhom: '账户', positionTaking: '占成 (%)', grouping: '分组方式', amountBase: '按金额 (每个投注代码一个限额)',
    totalBase: '按总额 (一个号码所有代码一个限额)', groupBase: '按组 (每种游戏一个限额)', maxFightLimit: '最高吃货限额',
    limitsTitle: '吃货限额', limitsHint: '留空 = 无限制 (只按占成); 0 = 完全不吃。', betCode: '投注代码', game: '游戏',
    total: '每个号码总额', limit: '限额', saved: '吃货限额已保存。', pick: '选择账户',
  },
  payment: {
    formTitle: '付款', target: '下线', type: '付款类型', transfer: '转出信用', receive: '收回信用',
    transferExplain: '您付款给 {{target}}：金额从您这边转出，{{target}} 的余额减少该金额。',
    receiveExplain: '{{target}} 付款给您：金额转到您这边，{{target}} 的余额增加该金额。',
    explainNoTarget: '请选择下线以查看付款方向。', amount: '金额', submit: '确认付款', confirm: '与 {{target}} 进行 {{type}}，金额 {{amount}}？',
    done: '付款完成：{{target}} {{initial}} → {{final}}。', resultTitle: '最近一次付款', historyTitle: '付款记录', from: '从', to: '至',
    search: '搜索', date: '日期', initiator: '操作人', initialAmount: '初始金额', finalAmount: '最终金额',
    noDownline: '您没有可付款的直属下线。', currentBalance: '当前余额', creditLeft: '剩余信用', creditLimit: '信用额度',
  },
  resend: { title: '各下线重发订单限制', enable: '启用', limit: '限制次数', saved: '重发订单限制已保存。' },
  profile: {
    detailsTitle: '我的资料', role: '角色', creditLimit: '信用额度', creditLeft: '剩余信用', balance: '余额', outstanding: '未结算',
    unlimited: '无限', phone: '电话号码', email: '电子邮件', saved: '资料已保存。', passwordTitle: '更改密码', oldPassword: '当前密码',
    newPassword: '新密码', confirmPassword: '确认新密码', changePassword: '更改密码', passwordChanged: '密码已更改。',
    roles: { r1: '超级管理员', r2: 'IT 管理员', r3: '公司', r4: '多级代理', r5: '玩家', r6: '庄家' },
  },
};
