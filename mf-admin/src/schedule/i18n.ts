import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';

/** Interface text of the pool schedule, cutoff time and announcement screens, namespace 'admin-schedule'. */
const en = {
  state: { open: 'Open', closed: 'Closed', resultSaved: 'Result saved', released: 'Released' },
  weekday: { d0: 'Sun', d1: 'Mon', d2: 'Tue', d3: 'Wed', d4: 'Thu', d5: 'Fri', d6: 'Sat' },
  schedule: {
    year: 'Year',
    pool: 'Pool',
    allPools: 'All pools',
    scheduleYear: 'Schedule year',
    confirmYear: 'Create the draw calendar of {{year}}? Draws already there are kept.',
    scheduled: '{{created}} draw(s) scheduled for {{year}}.',
    addSpecial: 'Add special draw',
    draws: 'Draws of {{year}}',
    count: '{{count}} draw(s)',
    none: 'No draws in {{year}} for this selection. Use "Schedule year" to create the calendar.',
    date: 'Draw date',
    day: 'Day',
    poolCol: 'Pool',
    special: 'Special',
    cutoff: 'Cutoff',
    stateCol: 'Status',
    tickets: 'Tickets',
    actions: 'Actions',
    yes: 'Yes',
    no: 'No',
    move: 'Move',
    remove: 'Remove',
    confirmRemove: 'Remove the draw {{pool}} {{date}}?',
    removed: 'Draw removed.',
    moveTitle: 'Move draw {{pool}} {{date}}',
    newDate: 'New draw date',
    moved: 'Draw moved.',
    save: 'Save',
    cancel: 'Cancel',
    specialTitle: 'Add special draw',
    pools: 'Pools',
    added: 'Special draw added.',
    pickPool: 'Please select at least one pool',
  },
  cutoff: {
    title: 'Cutoff time per pool',
    pool: 'Pool',
    hour: 'Hour',
    minute: 'Minute',
    current: 'Current',
    save: 'Save',
    saved: 'Cutoff time of {{pool}} saved.',
    invalidHour: 'Hour must be a whole number from 0 to 23.',
    invalidMinute: 'Minute must be a whole number from 0 to 59.',
  },
  announcement: {
    list: 'Announcements',
    create: 'New announcement',
    edit: 'Edit announcement',
    title: 'Title',
    message: 'Message',
    status: 'Status',
    created: 'Created',
    actions: 'Actions',
    enabled: 'Enabled',
    disabled: 'Disabled',
    enable: 'Enable',
    disable: 'Disable',
    delete: 'Delete',
    editAction: 'Edit',
    confirmDelete: 'Delete the announcement "{{title}}"?',
    saved: 'Announcement saved.',
    deleted: 'Announcement deleted.',
    save: 'Save',
    cancel: 'Cancel',
  },
};

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type ScheduleResource = Tree<typeof en>;

export const SCHEDULE_NAMESPACE = 'admin-schedule';
export const scheduleResources: LazyResourceSet & { en: ScheduleResource } = {
  en,
  zh: () => import('./i18n.zh').then((m) => m.scheduleZh),
  ms: () => import('./i18n.ms').then((m) => m.scheduleMs),
};

let registered = false;
export function registerScheduleTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(SCHEDULE_NAMESPACE, scheduleResources);
}
