import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';

/** Interface text of the master template screen, namespace 'admin-templates'; zh and ms load when chosen. */
const en = {
  list: {
    title: 'Master templates',
    name: 'Name',
    kind: 'Kind',
    templateType: 'Template type',
    status: 'Status',
    items: 'Items',
    lastModified: 'Last modified',
    modifiedBy: 'Modified by',
    actions: 'Actions',
    edit: 'Edit',
    create: 'New template',
  },
  kind: { k1: 'Default (payout adjustment)', k3: 'Lucky bet' },
  templateType: { t1: 'Master', t2: 'Normal' },
  status: { s0: 'Inactive', s1: 'Active', s2: 'Deleted' },
  form: {
    newTitle: 'New template',
    editTitle: 'Template {{name}}',
    name: 'Template name',
    kind: 'Kind',
    templateType: 'Template type',
    status: 'Status',
    items: 'Items',
    value: 'Value',
    operator: 'Operator',
    dateFrom: 'From',
    dateTo: 'To',
    pools: 'Pools',
    codes: 'Bet codes (empty = all)',
    active: 'Active',
    amount: 'Bet amount',
    big: 'Big',
    small: 'Small',
    a3: '3A',
    c3: '3C',
    addItem: 'Add item',
    remove: 'Remove',
    save: 'Save',
    cancel: 'Close',
    saved: 'Template saved.',
    loading: 'Loading…',
    noItems: 'No items.',
    errName: 'The template name is required.',
    errValue: 'Item {{n}}: the value is a number greater than 0 with at most 4 decimals.',
    errDates: 'Item {{n}}: dates are YYYY-MM-DD and the start is not after the end.',
    errCodes: 'Item {{n}}: unknown bet code {{code}}.',
    errAmount: 'Item {{n}}: amounts are numbers with at most 2 decimals (bet amount above 0).',
    errDuplicate: 'Item {{n}}: the bet amount is listed twice.',
  },
};

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type TemplatesResource = Tree<typeof en>;

export const TEMPLATES_NS = 'admin-templates';
const resources: LazyResourceSet & { en: TemplatesResource } = {
  en,
  zh: () => import('./i18n.zh').then((m) => m.templatesZh),
  ms: () => import('./i18n.ms').then((m) => m.templatesMs),
};

let registered = false;
export function registerTemplateTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(TEMPLATES_NS, resources);
}
