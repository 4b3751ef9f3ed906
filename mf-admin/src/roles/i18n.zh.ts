import type { RolesResource } from './i18n';

export const rolesZh: RolesResource = {
  list: { title: '角色', name: '名称', description: '描述', status: '状态', functions: '功能数', assigned: '员工', updated: '更新时间', actions: '操作' },
  status: { enabled: '启用', disabled: '停用' },
  form: {
    create: '新增角色', edit: '编辑角色 {{name}}', name: '角色名称', description: '描述', status: '状态', permissions: '权限',
    function: '功能', save: '保存', cancel: '取消', saved: '角色已保存。',
  },
  levels: { l1: '查看', l2: '新增', l3: '编辑', l4: '删除' },
  assign: {
    title: '分配角色给员工账户', role: '角色', none: '(移除角色)', staff: '员工账户', noStaff: '没有员工账户 (超级管理员的子账户)。',
    current: '当前：{{role}}', submit: '分配', done: '已为 {{count}} 个账户分配角色。', pickStaff: '请至少勾选一个员工账户。',
  },
  actions: { edit: '编辑', create: '新增角色' },
};
