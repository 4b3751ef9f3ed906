import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type {
  Activity,
  AssignRolesBody,
  CreateOrUpdateRoleBody,
  Permission,
  PermissionGrid,
  RoleStatus,
  RoleSummary,
  SubAccountRow,
} from '@drawdesk/shared-kernel/contract';
import { formatDateTime, rule, validate } from '@drawdesk/shared-kernel/domain';
import {
  FormActions,
  SelectInput,
  TextInput,
  useEditing,
  useForm,
  type FormErrors,
} from '@drawdesk/shared-kernel/forms';
import type { AccessLevel, FunctionName } from '@drawdesk/shared-kernel/routes';
import {
  Button,
  DataTable,
  Page,
  Panel,
  showDialog,
  theme,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { registerRolesTranslations, NAMESPACE, NAMESPACES } from './i18n';
import { rolesApi } from './api';

registerRolesTranslations();

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(480px, 1fr) minmax(480px, 1fr);
  gap: ${theme.space.md};
  align-items: start;
`;
const Grid = styled.table`
  border-collapse: collapse;
  font-size: ${theme.font.small};
  margin-bottom: ${theme.space.md};
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: 2px 8px;
  }
  thead th {
    background: ${theme.colors.headerBg};
  }
  td {
    text-align: center;
  }
  tbody th {
    text-align: left;
    font-weight: 400;
  }
`;
const Row = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: flex-end;
`;

export interface RoleFormValues {
  roleId?: number;
  name: string;
  description: string;
  status: RoleStatus;
  grid: Partial<Record<FunctionName, AccessLevel[]>>;
}

/** Field errors ('common' keys): name required, at most 50; description at most 200. */
export function validateRole(values: RoleFormValues): FormErrors<RoleFormValues> {
  const errors: FormErrors<RoleFormValues> = {};
  const name = validate(values.name, [rule.required(), rule.maxLength(50)]);
  if (name) errors.name = name;
  const description = validate(values.description, [rule.maxLength(200)]);
  if (description) errors.description = description;
  return errors;
}

/** The CreateOrUpdateRole body: only functions with at least one level. */
export function roleBody(values: RoleFormValues): CreateOrUpdateRoleBody {
  const permissions = (Object.entries(values.grid) as [FunctionName, AccessLevel[]][])
    .filter(([, levels]) => levels.length > 0)
    .map(([fn, levels]) => ({ function: fn, levels: [...levels].sort((a, b) => a - b) }));
  const body: CreateOrUpdateRoleBody = {
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.status,
    permissions,
  };
  if (values.roleId) body.roleId = values.roleId;
  return body;
}

const gridOf = (grid: PermissionGrid): RoleFormValues['grid'] =>
  Object.fromEntries(grid.map((g) => [g.function, [...g.levels]]));

/** Name, description, status and the function x level grid of one role. */
export function RoleForm({
  initial,
  activities,
  permissions,
  onCancel,
  onSaved,
}: {
  initial: RoleFormValues;
  activities: readonly Activity[];
  permissions: readonly Permission[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm<RoleFormValues>({
    initialValues: initial,
    validate: validateRole,
    onSubmit: async (values) => {
      const reply = await rolesApi.saveRole(roleBody(values));
      if (!reply.success) return;
      void showDialog('success', t('form.saved'));
      onSaved();
    },
  });
  const { values } = form;
  const title = values.roleId ? t('form.edit', { name: initial.name }) : t('form.create');
  const toggle = (fn: FunctionName, level: AccessLevel, on: boolean) => {
    const levels = new Set(values.grid[fn] ?? []);
    if (on) levels.add(level);
    else levels.delete(level);
    form.setValue('grid', { ...values.grid, [fn]: [...levels] });
  };
  const statusOptions: { value: RoleStatus; label: string }[] = [
    { value: 1, label: t('status.enabled') },
    { value: 0, label: t('status.disabled') },
  ];
  return (
    <form {...form.formProps} aria-label={title}>
      {/* The name is required (aria-required); its label keeps no asterisk. */}
      <TextInput label={t('form.name')} aria-required {...form.field('name')} />
      <TextInput label={t('form.description')} {...form.field('description')} />
      <SelectInput label={t('form.status')} options={statusOptions} {...form.field('status')} />
      <Grid aria-label={t('form.permissions')}>
        <thead>
          <tr>
            <th scope="col">{t('form.function')}</th>
            {permissions.map((p) => (
              <th scope="col" key={p.level}>
                {t(`levels.l${p.level}`, { defaultValue: p.name })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {activities.map((a) => (
            <tr key={a.activityId}>
              <th scope="row">{a.name}</th>
              {permissions.map((p) => (
                <td key={p.level}>
                  <input
                    type="checkbox"
                    aria-label={`${a.name} ${t(`levels.l${p.level}`, { defaultValue: p.name })}`}
                    checked={Boolean(values.grid[a.name]?.includes(p.level))}
                    onChange={(e) => toggle(a.name, p.level, e.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Grid>
      <FormActions
        submitLabel={t('form.save')}
        cancelLabel={t('form.cancel')}
        onCancel={onCancel}
        submitting={form.submitting}
      />
    </form>
  );
}

function AssignPanel({ roles, onAssigned }: { roles: readonly RoleSummary[]; onAssigned: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [staff, setStaff] = useState<SubAccountRow[] | null>(null);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const loadStaff = useCallback(async () => {
    const page = await rolesApi.staff();
    setStaff(page.success ? page.rows : []);
  }, []);
  useEffect(() => {
    void loadStaff();
  }, [loadStaff]);
  const chosen = roleId ?? roles[0]?.roleId ?? null;
  const assign = async () => {
    if (picked.length === 0) {
      void showDialog('warning', t('assign.pickStaff'));
      return;
    }
    const body: AssignRolesBody = { roleId: chosen, userIds: picked };
    const reply = await rolesApi.assignRoles(body);
    if (!reply.success) return;
    void showDialog('success', t('assign.done', { count: reply.data?.assigned ?? picked.length }));
    setPicked([]);
    await loadStaff();
    onAssigned();
  };
  return (
    <Panel title={t('assign.title')}>
      <SelectInput
        label={t('assign.role')}
        value={chosen === null ? '' : String(chosen)}
        options={[
          ...roles.map((r) => ({ value: String(r.roleId), label: r.name })),
          { value: '', label: t('assign.none') },
        ]}
        onChange={(v) => setRoleId(v === '' ? null : Number(v))}
      />
      {staff && staff.length === 0 ? (
        <p>{t('assign.noStaff')}</p>
      ) : (
        <div
          role="group"
          aria-label={t('assign.staff')}
          style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', marginBottom: 8 }}
        >
          {(staff ?? []).map((s) => (
            <label key={s.userId} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={picked.includes(s.userId)}
                onChange={(e) =>
                  setPicked(e.target.checked ? [...picked, s.userId] : picked.filter((id) => id !== s.userId))
                }
              />
              {s.username}
              {s.roleName && <small>({t('assign.current', { role: s.roleName })})</small>}
            </label>
          ))}
        </div>
      )}
      <Row>
        <Button variant="primary" onClick={() => void assign()}>
          {t('assign.submit')}
        </Button>
      </Row>
    </Panel>
  );
}

const EMPTY: RoleFormValues = { name: '', description: '', status: 1, grid: {} };

/** /roles/manage (super admin): roles, their function x level grid, and assigning them to staff. */
export default function RolesScreen() {
  const { t } = useTranslation(NAMESPACE);
  const table = useRef<DataTableHandle>(null);
  const [activities, setActivities] = useState<Activity[]>([]);
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const [roles, setRoles] = useState<RoleSummary[]>([]);
  const { editing, setEditing, close, saved } = useEditing<RoleFormValues>(() => refresh());

  const loadRoles = useCallback(async () => {
    const all = await rolesApi.allRoles();
    if (all.success) setRoles(all.rows);
  }, []);

  useEffect(() => {
    void rolesApi.activities().then((r) => r.success && r.data && setActivities(r.data));
    void rolesApi.permissions().then((r) => r.success && r.data && setPermissions(r.data));
    void loadRoles();
  }, [loadRoles]);

  const edit = async (row: RoleSummary) => {
    const reply = await rolesApi.role(row.roleId);
    if (!reply.success || !reply.data) return;
    const d = reply.data;
    setEditing({
      roleId: d.roleId,
      name: d.name,
      description: d.description,
      status: d.status,
      grid: gridOf(d.grid),
    });
  };

  const fetchPage: FetchPage<RoleSummary> = (q) => rolesApi.roles(q.search || undefined, q);
  const columns: DataTableColumn<RoleSummary>[] = [
    { id: 'name', header: 'list.name' },
    { id: 'description', header: 'list.description' },
    {
      id: 'status',
      header: 'list.status',
      value: (r) => (r.status === 1 ? t('status.enabled') : t('status.disabled')),
    },
    { id: 'functionCount', header: 'list.functions', kind: 'number', align: 'right' },
    { id: 'assignedCount', header: 'list.assigned', kind: 'number', align: 'right' },
    { id: 'updatedAt', header: 'list.updated', value: (r) => formatDateTime(r.updatedAt) },
    {
      id: 'actions',
      header: 'list.actions',
      exportable: false,
      cell: (r) => (
        <Button compact aria-label={`${t('actions.edit')} ${r.name}`} onClick={() => void edit(r)}>
          {t('actions.edit')}
        </Button>
      ),
    },
  ];

  const refresh = () => {
    table.current?.refresh();
    void loadRoles();
  };

  return (
    <Page
      titleKey="MANAGE_ROLES"
      actions={
        <Button variant="primary" onClick={() => setEditing({ ...EMPTY })}>
          {t('actions.create')}
        </Button>
      }
    >
      <Columns>
        <div>
          <Panel title={t('list.title')}>
            <DataTable
              ref={table}
              caption={t('list.title')}
              columns={columns}
              fetchPage={fetchPage}
              getRowId={(r) => String(r.roleId)}
              namespaces={NAMESPACES}
              searchable
            />
          </Panel>
          <AssignPanel roles={roles} onAssigned={refresh} />
        </div>
        {editing && (
          <Panel title={editing.roleId ? t('form.edit', { name: editing.name }) : t('form.create')}>
            <RoleForm
              key={editing.roleId ?? 'new'}
              initial={editing}
              activities={activities}
              permissions={permissions}
              onCancel={close}
              onSaved={saved}
            />
          </Panel>
        )}
      </Columns>
    </Page>
  );
}
