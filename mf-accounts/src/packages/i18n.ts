import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';

/**
 * Interface text of the package screens and the account form's package pickers, namespace
 * 'accounts-packages'. English ships with the screens; zh and ms (same keys) load when chosen.
 */
const en = {
  list: {
    title: 'Packages',
    create: 'New package',
    type: 'Type',
    red: 'Red package',
    all: 'All',
    yes: 'Yes',
    no: 'No',
    name: 'Name',
    description: 'Description',
    pools: 'Pools',
    holders: 'Holders',
    lastModified: 'Last modified',
    modifiedBy: 'Modified by',
    isDefault: 'Default',
    actions: 'Actions',
    edit: 'Edit',
    view: 'View',
    setDefault: 'Make default',
    defaultSaved: 'Default package saved.',
    confirmDefault: 'Make {{name}} the default package of its type?',
    disabled: 'Disabled',
  },
  type: { t0: 'Normal', t2: 'GD', t3: '9Lotto' },
  detail: {
    newTitle: 'New package',
    editTitle: 'Package {{name}}',
    loading: 'Loading…',
    name: 'Name',
    description: 'Description',
    type: 'Type',
    isRed: 'Red package',
    pools: 'Pools',
    status: 'Status',
    active: 'Active',
    disabled: 'Disabled',
    rates: 'Rates and payouts per bet code',
    code: 'Code',
    use: 'Use',
    baseRate: 'Base rate',
    betRate: 'Bet rate',
    payout: 'Payout {{n}}',
    applyBetRate: 'Bet rate for all codes',
    apply: 'Apply',
    save: 'Save',
    back: 'Back',
    saved: 'Package saved.',
    readOnly: 'You may view this package but not change it.',
    fixErrors: 'Please correct the highlighted fields.',
    group: 'Game {{game}}',
    invalidRate: 'A rate is greater than 0, at most 10, with at most 4 decimals.',
    betAboveBase: 'The bet rate cannot be higher than the base rate.',
    invalidPayout: 'A payout is 0 or more with at most 2 decimals.',
    noCodes: 'Use at least one bet code.',
    nameRequired: 'The name is required.',
  },
  /** Prize names of the payout columns, separated by '|'. */
  prize: {
    B: '1st|2nd|3rd|Starter|Consolation',
    S: '1st|2nd|3rd',
    '5D': '1st|2nd|3rd|4th|5th|6th',
    '6D': '1st|2nd|3rd|4th|5th',
  },
  picker: {
    title: 'Packages',
    normal: 'Normal package',
    gd: 'GD package',
    nineLotto: '9Lotto package',
    red: 'Red package',
    inherit: '(from upline / default)',
    none: '(none)',
    resolved: 'Now: {{name}} ({{source}})',
    official: 'Official figures',
    source: {
      own: 'own',
      upline: 'from {{from}}',
      default: 'default',
      official: 'official',
      none: 'none',
    },
  },
};

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type PackagesResource = Tree<typeof en>;

export const PACKAGES_NS = 'accounts-packages';
const resources: LazyResourceSet & { en: PackagesResource } = {
  en,
  zh: () => import('./i18n.zh').then((m) => m.packagesZh),
  ms: () => import('./i18n.ms').then((m) => m.packagesMs),
};

let registered = false;
/** Adds the namespace once. */
export function registerPackageTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(PACKAGES_NS, resources);
}
