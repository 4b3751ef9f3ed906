/** Interface text of mf-reports, namespace 'mf-reports'. `en` is the reference shape; zh and ms match it. */
const en = {
  area: {
    title: 'Reports',
  },
};
type Resource = typeof en;

const zh: Resource = {
  area: {
    title: '报表',
  },
};

const ms: Resource = {
  area: {
    title: 'Laporan',
  },
};

export const NAMESPACE = 'mf-reports';
export const resources = { en, zh, ms };
