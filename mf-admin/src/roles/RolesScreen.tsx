import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Activity, Permission, RoleSummary } from '@drawdesk/shared-kernel/contract';
import { useEditing } from '@drawdesk/shared-kernel/forms';
import { useApiQuery, useQueryClient } from '@drawdesk/shared-kernel/query';
import { Button, Page, theme, type DataTableHandle } from '@drawdesk/shared-kernel/ui';
import { registerRolesTranslations, NAMESPACE } from './i18n';
import { rolesApi, rolesKeys } from './api';
import { AssignPanel } from './components/AssignPanel';
import { RoleEditor, type RoleToEdit } from './components/RoleEditor';
import { RoleList } from './components/RoleList';

export { RoleForm } from './components/RoleForm';
export { roleBody, validateRole, type RoleFormValues } from './model';

registerRolesTranslations();

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(480px, 1fr) minmax(480px, 1fr);
  gap: ${theme.space.md};
  align-items: start;
`;

const NO_ACTIVITIES: Activity[] = [];
const NO_PERMISSIONS: Permission[] = [];

/** /roles/manage (super admin): roles, their function x level grid, and assigning them to staff. */
export default function RolesScreen() {
  const { t } = useTranslation(NAMESPACE);
  const table = useRef<DataTableHandle>(null);
  const queryClient = useQueryClient();
  const activities = useApiQuery(rolesKeys.activities(), (signal) => rolesApi.activities({ signal }));
  const permissions = useApiQuery(rolesKeys.permissions(), (signal) => rolesApi.permissions({ signal }));
  const allRoles = useApiQuery(rolesKeys.allRoles(), (signal) => rolesApi.allRoles({ signal }));
  // A failed read of the roles leaves the assign form with '(remove role)' only.
  const roles = allRoles.isError ? [] : (allRoles.data?.rows ?? null);

  /** After a save: the list, the assign form's roles and the staff's current roles (role names). */
  const refreshAfterSave = () => {
    table.current?.refresh();
    void queryClient.invalidateQueries({ queryKey: rolesKeys.all });
  };
  const { editing, setEditing, close, saved } = useEditing<RoleToEdit>(refreshAfterSave);
  const edit = useCallback(
    (row: RoleSummary) => setEditing({ roleId: row.roleId, name: row.name }),
    [setEditing],
  );

  return (
    <Page
      titleKey="MANAGE_ROLES"
      actions={
        <Button variant="primary" onClick={() => setEditing({})}>
          {t('actions.create')}
        </Button>
      }
    >
      <Columns>
        <div>
          <RoleList table={table} onEdit={edit} />
          <AssignPanel roles={roles} onAssigned={() => table.current?.refresh()} />
        </div>
        {editing && (
          <RoleEditor
            key={editing.roleId ?? 'new'}
            role={editing}
            activities={activities.data?.data ?? NO_ACTIVITIES}
            permissions={permissions.data?.data ?? NO_PERMISSIONS}
            onCancel={close}
            onSaved={saved}
          />
        )}
      </Columns>
    </Page>
  );
}
