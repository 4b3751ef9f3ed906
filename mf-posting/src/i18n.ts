/** Interface text of mf-posting, namespace 'mf-posting'. `en` is the reference shape; zh and ms match it. */
const en = {
  area: {
    title: 'Posting',
  },
};
type Resource = typeof en;

const zh: Resource = {
  area: {
    title: '转单',
  },
};

const ms: Resource = {
  area: {
    title: 'Penghantaran',
  },
};

export const NAMESPACE = 'mf-posting';
export const resources = { en, zh, ms };
