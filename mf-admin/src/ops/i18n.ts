import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';

/**
 * Interface text of the API log screens and the admin tool, namespace 'admin-ops'. English ships with
 * the screens; Chinese and Malay are fetched when chosen and must have exactly these keys.
 */
const en = {
  common: {
    yes: 'Yes',
    no: 'No',
    none: '(none)',
    empty: '(empty)',
    close: 'Close',
    search: 'Search',
    reset: 'Reset',
    any: 'Any',
  },
  log: {
    from: 'From',
    to: 'To',
    uri: 'URI contains',
    method: 'Method',
    at: 'Time',
    region: 'Region',
    user: 'API user',
    status: 'HTTP status',
    duration: 'Duration (ms)',
    message: 'Message',
    detailTitle: '{{method}} {{uri}}',
    headers: 'Request headers',
    body: 'Request body',
    response: 'Response content',
    hint: 'Click a row to see its headers, body and response. Secrets are shown as ***.',
  },
  rollout: {
    title: 'Remote versions and rollout',
    hint: 'The stable version is served to everyone; the candidate to the chosen share of users, to the named users and to the chosen roles. Changes apply on the next page load.',
    remote: 'Remote',
    versions: 'Published versions',
    stable: 'Stable version',
    candidate: 'Candidate version',
    percent: 'Candidate share (%)',
    users: 'Candidate users (comma separated)',
    roles: 'Candidate roles',
    save: 'Save rollout',
    saved: 'Rollout of {{remote}} saved.',
    nothing: 'No remote is published in the remote store.',
  },
  roles: {
    r1: 'Super admin',
    r2: 'IT admin',
    r3: 'Company',
    r4: 'Multilevel',
    r5: 'Player',
    r6: 'House',
  },
  jobs: {
    title: 'Maintenance jobs',
    job: 'Job',
    schedule: 'Schedule',
    everyMinutes: 'Every {{minutes}} min',
    byHand: 'By hand',
    lastRun: 'Last run',
    never: 'Never',
    run: 'Run',
    running: 'Running {{job}}…',
    confirm: 'Run "{{job}}" now?',
    busy: '{{job}} is already running on a server. Try again when it has finished.',
    runsTitle: 'Last runs',
    startedAt: 'Started',
    finishedAt: 'Finished',
    startedBy: 'Started by',
    scheduler: 'Scheduler',
    status: 'Status',
    result: 'Result',
    statusRunning: 'Running',
    statusDone: 'Done',
    statusFailed: 'Failed',
  },
  jobNames: {
    'clear-report-block': 'Clear the report block',
    'purge-expired-sessions': 'Purge expired sessions',
  },
  agents: {
    title: 'Remote bet agents',
    name: 'Name',
    company: 'Company',
    url: 'URL',
    priority: 'Priority',
    postEnabled: 'Post enabled',
    status: 'Status',
    reachable: 'Reachable',
    authenticated: 'Logged in',
    latency: 'Latency (ms)',
    message: 'Comm status',
    check: 'Check comm status',
    checking: 'Checking…',
    notChecked: 'Not checked',
    status0: 'Inactive',
    status1: 'Active',
    status2: 'Suspended',
    create: 'New remote agent',
    edit: 'Edit',
    editTitle: 'Edit remote agent {{name}}',
    createTitle: 'New remote agent',
    opcode: 'Opcode',
    secret: 'Secret',
    secretKeep: 'Leave blank to keep the current secret.',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Remote agent saved.',
    actions: 'Actions',
  },
};

/** Same keys as English, every value a string. */
type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
export type OpsResource = Tree<typeof en>;

export const OPS_NAMESPACE = 'admin-ops';
export const opsResources: LazyResourceSet & { en: OpsResource } = {
  en,
  zh: () => import('./i18n.zh').then((m) => m.opsZh),
  ms: () => import('./i18n.ms').then((m) => m.opsMs),
};

let registered = false;
/** Adds the namespace once (every screen calls this when its chunk loads). */
export function registerOpsTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(OPS_NAMESPACE, opsResources);
}
