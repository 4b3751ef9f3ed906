/** Interface text of mf-admin, namespace 'mf-admin'. `en` is the reference shape; zh and ms match it. */
const en = {
  area: {
    title: 'Admin settings',
  },
};
type Resource = typeof en;

const zh: Resource = {
  area: {
    title: '管理设置',
  },
};

const ms: Resource = {
  area: {
    title: 'Tetapan pentadbir',
  },
};

export const NAMESPACE = 'mf-admin';
export const resources = { en, zh, ms };
