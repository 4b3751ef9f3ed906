/** Interface text of the roles screen, namespace 'admin-roles'; zh and ms are fetched when chosen. */
export const en = {
  list: {
    title: 'Roles',
    name: 'Name',
    description: 'Description',
    status: 'Status',
    functions: 'Functions',
    assigned: 'Staff',
    updated: 'Updated',
    actions: 'Actions',
  },
  status: { enabled: 'Enabled', disabled: 'Disabled' },
  form: {
    create: 'New role',
    edit: 'Edit role {{name}}',
    name: 'Role name',
    description: 'Description',
    status: 'Status',
    permissions: 'Permissions',
    function: 'Function',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Role saved.',
  },
  levels: { l1: 'View', l2: 'Create', l3: 'Edit', l4: 'Delete' },
  assign: {
    title: 'Assign a role to staff accounts',
    role: 'Role',
    none: '(remove role)',
    staff: 'Staff accounts',
    noStaff: 'No staff accounts (sub-accounts of the super admin).',
    current: 'current: {{role}}',
    submit: 'Assign',
    done: 'Role assigned to {{count}} account(s).',
    pickStaff: 'Tick at least one staff account.',
  },
  actions: { edit: 'Edit', create: 'New role' },
};

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };
/** The shape zh and ms must match: the English keys, any string as value. */
export type Resource = Tree<typeof en>;
