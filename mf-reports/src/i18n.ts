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

/**
 * Each feature's own namespace, added by its `<feature>/i18n` when its first screen loads (its
 * texts ship with its screens, not with the remote's entry). One line per feature.
 */
export const FEATURE_NAMESPACES = {
  results: 'reports-results',
  statistics: 'reports-statistics',
  stakeholder: 'reports-stakeholder',
  exposure: 'reports-exposure',
  posting: 'reports-posting',
} as const;
export const resources = { en, zh, ms };
