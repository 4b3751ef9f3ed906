import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';

/** Interface text of the settings screens, namespace 'admin-settings'; zh and ms are fetched when chosen. */
const en = {
  common: {
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    add: 'Add',
    saved: 'Saved.',
    actions: 'Actions',
    search: 'Search',
    updatedAt: 'Updated',
    updatedBy: 'Updated by',
  },
  system: {
    title: 'System settings',
    agentMaxDiscountPercentage: 'Agent max discount (%)',
    paybackCommissionRate: 'Payback commission rate (%)',
    luckyNumberPerBetAmount: 'Lucky numbers per bet amount',
    scrapeResultTime: 'Result scrape time (HH:mm)',
    maxLineBetInUI: 'Max bet lines per order',
    dailyPool: 'Daily pool (GD, 9Lotto)',
    active: 'Active',
    inactive: 'Inactive',
    sitesNormal: 'Result sites, normal pools (one URL a line)',
    sitesGd: 'Result sites, GD (one URL a line)',
    liftReportBlock: 'Lift the report block after the last pool result',
    badUrl: 'Line {{line}} is not a valid http(s) URL.',
    duplicateUrl: 'Line {{line}} repeats a URL.',
    tooManySites: 'At most {{max}} URLs.',
    badTime: 'Use HH:mm, 00:00 to 23:59.',
  },
  currency: {
    title: 'Currency',
    currency: 'Currency',
    rate: 'Rate (MYR per unit)',
    fakeRate: 'Fake rate',
    base: 'Base currency',
    notSet: 'Not set',
    editTitle: 'Edit {{currency}}',
    decimals4: 'Up to 4 decimals, greater than 0.',
  },
  red: {
    title: 'Red numbers',
    number: 'Number',
    type: 'Type',
    permutations: 'Permutations',
    pools: 'Pools',
    dateFrom: 'Date from',
    dateTo: 'Date to',
    fightLimit: 'Fight limit',
    fightLimitHint: 'Leave empty for no red fight limit.',
    noLimit: 'None',
    owner: 'Owner',
    company: 'Company',
    selectCompany: 'Select a company',
    create: 'New red number',
    editTitle: 'Edit red number {{number}}',
    deleteSelected: 'Delete selected ({{count}})',
    confirmDelete: 'Delete red number {{number}}?',
    confirmBulkDelete: 'Delete {{count}} red number(s)?',
    deleted: '{{count}} red number(s) deleted.',
    pickRows: 'Tick at least one red number.',
    preview: 'Preview: {{count}} number(s)',
    previewEmpty: 'Type a number to see what it covers.',
    dateOrder: 'Date to must not be before date from.',
    filter: 'Number starts with',
    poolsRequired: 'Please select at least one pool',
  },
  queue: {
    title: 'Number queue',
    intro: 'Numbers blocked from further betting on a draw. Unblocking lets bets on them flow again.',
    company: 'Company',
    pool: 'Pool',
    drawDate: 'Draw date',
    number: 'Number',
    code: 'Code',
    allCodes: 'All',
    reason: 'Reason',
    time: 'Time',
    unblock: 'Unblock',
    unblockAll: 'Unblock all',
    confirmOne: 'Unblock {{number}} ({{code}}) on {{date}}?',
    confirmAll: 'Unblock every queued number ({{count}})?',
    done: '{{count}} number(s) unblocked.',
    empty: 'No blocked numbers.',
  },
  meaning: {
    title: 'Number meaning',
    keyword: 'Keyword (number or meaning)',
    number: 'Number',
    meaningEn: 'Meaning (English)',
    meaningZh: 'Meaning (Chinese)',
    add: 'Add meaning',
    editTitle: 'Edit meaning of {{number}}',
    addTitle: 'Add a number meaning',
    confirmDelete: 'Delete the meaning of {{number}}?',
    oneMeaning: 'Give the meaning in English or Chinese.',
    import: 'Import CSV',
    importHint: 'Header: number,meaning_en,meaning_zh. Existing numbers are updated.',
    chooseFile: 'CSV file',
    imported: '{{count}} meaning(s) imported.',
    importFailed: 'Nothing imported:',
    line: 'Line {{line}}: {{message}}',
  },
};

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type SettingsResource = Tree<typeof en>;

export const SETTINGS_NAMESPACE = 'admin-settings';
export const settingsResources: LazyResourceSet & { en: SettingsResource } = {
  en,
  zh: () => import('./i18n.zh').then((m) => m.settingsZh),
  ms: () => import('./i18n.ms').then((m) => m.settingsMs),
};

let registered = false;
export function registerSettingsTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(SETTINGS_NAMESPACE, settingsResources);
}
