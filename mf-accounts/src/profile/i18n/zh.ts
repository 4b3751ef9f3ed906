import type { Resource } from './en';

export const zh: Resource = {
  common: {
    username: '用户名',
    fullName: '全名',
    status: '状态',
    active: '启用',
    inactive: '停用',
    suspended: '暂停',
  },
  profile: {
    detailsTitle: '我的资料',
    role: '角色',
    creditLimit: '信用额度',
    creditLeft: '剩余信用',
    balance: '余额',
    outstanding: '未结算',
    unlimited: '无限',
    phone: '电话号码',
    email: '电子邮件',
    saved: '资料已保存。',
    passwordTitle: '更改密码',
    oldPassword: '当前密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    changePassword: '更改密码',
    passwordChanged: '密码已更改。',
    roles: {
      r1: '超级管理员',
      r2: 'IT 管理员',
      r3: '公司',
      r4: '多级代理',
      r5: '玩家',
      r6: '庄家',
    },
  },
};
