import { useTranslation } from 'react-i18next';
import type { Activity, Permission } from '@drawdesk/shared-kernel/contract';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { Panel } from '@drawdesk/shared-kernel/ui';
import { rolesApi, rolesKeys } from '../api';
import { NAMESPACE } from '../i18n';
import { EMPTY_ROLE, roleValuesOf, type RoleFormValues } from '../model';
import { RoleForm } from './RoleForm';

/** Which role the side form edits: a new one, or a listed one by id (its name for the title). */
export type RoleToEdit = { roleId?: undefined } | { roleId: number; name: string };

/**
 * The side form of a new role, or of a stored one once its grid is read (always read afresh, so a
 * role saved a moment ago opens as stored).
 */
export function RoleEditor({
  role,
  activities,
  permissions,
  onCancel,
  onSaved,
}: {
  role: RoleToEdit;
  activities: readonly Activity[];
  permissions: readonly Permission[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const roleId = role.roleId ?? 0;
  const stored = useApiQuery(rolesKeys.role(roleId), (signal) => rolesApi.role(roleId, { signal }), {
    enabled: roleId > 0,
    refetchOnMount: 'always',
  });
  const detail = stored.isFetchedAfterMount ? stored.data?.data : undefined;
  const initial: RoleFormValues | null =
    role.roleId === undefined ? EMPTY_ROLE : detail ? roleValuesOf(detail) : null;
  if (!initial) return null;
  return (
    <Panel title={initial.roleId ? t('form.edit', { name: initial.name }) : t('form.create')}>
      <RoleForm
        initial={initial}
        activities={activities}
        permissions={permissions}
        onCancel={onCancel}
        onSaved={onSaved}
      />
    </Panel>
  );
}
