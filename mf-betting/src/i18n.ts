/** Interface text of mf-betting, namespace 'mf-betting'. `en` is the reference shape; zh and ms match it. */
const en = {
  area: {
    title: 'Betting',
  },
};
type Resource = typeof en;

const zh: Resource = {
  area: {
    title: '投注',
  },
};

const ms: Resource = {
  area: {
    title: 'Pertaruhan',
  },
};

export const NAMESPACE = 'mf-betting';
export const resources = { en, zh, ms };
