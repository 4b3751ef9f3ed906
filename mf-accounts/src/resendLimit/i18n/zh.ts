import type { Resource } from './en';

export const zh: Resource = {
  common: {
    save: '保存',
    edit: '编辑',
    username: '用户名',
    yes: '是',
    no: '否',
  },
  resend: {
    title: '各下线重发订单限制',
    enable: '启用',
    limit: '限制次数',
    saved: '重发订单限制已保存。',
  },
};
