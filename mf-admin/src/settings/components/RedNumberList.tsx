import { useState, type RefObject } from 'react';
import { formatAmount } from '@drawdesk/shared-kernel/domain';
import {
  Button,
  confirmDialog,
  DataTable,
  Panel,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
  type TableSelection,
} from '@drawdesk/shared-kernel/ui';
import { poolName } from '../../common/model';
import { settingsApi, type RedNumberRow } from '../api';
import { NAMESPACES, useSettingsT } from '../i18n';
import { redNumberValuesOf, type RedNumberValues } from '../model';
import { EditDeleteCell } from './EditDeleteCell';

/**
 * The red numbers with server paging and a number search: edit one, delete one or the selected rows
 * (each confirmed). Absent rights hide the controls; the owner column shows to the admins only.
 */
export function RedNumberList({
  table,
  showOwner,
  canEdit,
  canDelete,
  onEdit,
}: {
  table: RefObject<DataTableHandle | null>;
  showOwner: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (values: RedNumberValues) => void;
}) {
  const { t } = useSettingsT();
  const [selection, setSelection] = useState<RedNumberRow[]>([]);

  const fetchPage: FetchPage<RedNumberRow> = (q) =>
    settingsApi.redNumbers(/^\d+$/.test(q.search) ? q.search : undefined, q);

  const remove = async (ids: number[], message: string) => {
    if (!(await confirmDialog(message))) return;
    const reply =
      ids.length === 1
        ? await settingsApi.deleteRedNumber(ids[0]!)
        : await settingsApi.bulkDeleteRedNumbers(ids);
    if (!reply.success) return;
    void showDialog('success', t('red.deleted', { count: reply.data?.deleted ?? ids.length }));
    table.current?.clearSelection();
    setSelection([]);
    table.current?.refresh();
  };
  const bulkDelete = () => {
    if (selection.length === 0) {
      void showDialog('warning', t('red.pickRows'));
      return;
    }
    void remove(
      selection.map((r) => r.id),
      t('red.confirmBulkDelete', { count: selection.length }),
    );
  };

  const columns: DataTableColumn<RedNumberRow>[] = [
    { id: 'number', header: 'red.number' },
    { id: 'permutationType', header: 'red.type' },
    {
      id: 'numbers',
      header: 'red.permutations',
      value: (r) => r.numbers.length,
      cell: (r) => <span title={r.numbers.join(', ')}>{r.numbers.length}</span>,
      align: 'right',
    },
    { id: 'pools', header: 'red.pools', value: (r) => r.pools.map(poolName).join(', ') },
    { id: 'dateFrom', header: 'red.dateFrom' },
    { id: 'dateTo', header: 'red.dateTo' },
    {
      id: 'fightLimit',
      header: 'red.fightLimit',
      align: 'right',
      value: (r) => (r.fightLimit === null ? t('red.noLimit') : formatAmount(r.fightLimit)),
    },
    { id: 'ownerName', header: 'red.owner', hidden: !showOwner },
    { id: 'updatedBy', header: 'common.updatedBy' },
    {
      id: 'actions',
      header: 'common.actions',
      exportable: false,
      cell: (r) => (
        <EditDeleteCell
          name={r.number}
          onEdit={canEdit ? () => onEdit(redNumberValuesOf(r)) : undefined}
          onDelete={
            canDelete ? () => void remove([r.id], t('red.confirmDelete', { number: r.number })) : undefined
          }
        />
      ),
    },
  ];

  return (
    <Panel title={t('red.title')}>
      <DataTable
        ref={table}
        caption={t('red.title')}
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(r) => String(r.id)}
        namespaces={NAMESPACES}
        searchable
        selectable={canDelete}
        onSelectionChange={(s: TableSelection<RedNumberRow>) => setSelection(s.rows)}
        toolbar={
          canDelete ? (
            <Button variant="danger" onClick={bulkDelete} disabled={selection.length === 0}>
              {t('red.deleteSelected', { count: selection.length })}
            </Button>
          ) : undefined
        }
      />
    </Panel>
  );
}
