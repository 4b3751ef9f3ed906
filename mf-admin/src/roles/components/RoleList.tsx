import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '@drawdesk/shared-kernel/contract';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import {
  Button,
  DataTable,
  Panel,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { rolesApi } from '../api';
import { NAMESPACE, NAMESPACES } from '../i18n';

const fetchPage: FetchPage<RoleSummary> = (q) => rolesApi.roles(q.search || undefined, q);

/** The roles, server paged and searchable, each with its Edit button. */
export function RoleList({
  table,
  onEdit,
}: {
  table: Ref<DataTableHandle>;
  onEdit: (role: RoleSummary) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  // The same definitions while the texts stay: new ones would render the cells (and buttons) afresh.
  const columns = useMemo<DataTableColumn<RoleSummary>[]>(
    () => [
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
          <Button compact aria-label={`${t('actions.edit')} ${r.name}`} onClick={() => onEdit(r)}>
            {t('actions.edit')}
          </Button>
        ),
      },
    ],
    [t, onEdit],
  );
  return (
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
  );
}
