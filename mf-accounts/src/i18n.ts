/** Interface text of mf-accounts, namespace 'mf-accounts'. `en` is the reference shape; zh and ms match it. */
const en = {
  area: {
    title: 'Accounts',
  },
};
type Resource = typeof en;

const zh: Resource = {
  area: {
    title: '账户',
  },
};

const ms: Resource = {
  area: {
    title: 'Akaun',
  },
};

export const NAMESPACE = 'mf-accounts';
export const resources = { en, zh, ms };
