import { useRef, useState } from 'react';
import type { NumberMeaningRow } from '@drawdesk/shared-kernel/contract';
import { formatDateTime, Role } from '@drawdesk/shared-kernel/domain';
import { useEditing } from '@drawdesk/shared-kernel/forms';
import {
  Button,
  confirmDialog,
  DataTable,
  Modal,
  Page,
  Panel,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { settingsApi } from './api';
import { EditDeleteCell } from './components/EditDeleteCell';
import { ImportPanel } from './components/ImportPanel';
import { MeaningForm } from './components/MeaningForm';
import { MeaningSearchBar } from './components/MeaningSearchBar';
import { NAMESPACES, registerSettingsTranslations, useSettingsT } from './i18n';
import type { MeaningValues } from './model';
import { useCurrentUser } from '@drawdesk/shared-kernel/ui';

export { validateMeaning, type MeaningValues } from './model';

registerSettingsTranslations();

/** /number-meaning: the number meaning dictionary; the super admin adds, edits, deletes and imports. */
export default function NumberMeaningScreen() {
  const { t } = useSettingsT();
  const user = useCurrentUser();
  const canEdit = user?.userRoleId === Role.SuperAdmin && !user.mainAccount;
  const table = useRef<DataTableHandle>(null);
  const [applied, setApplied] = useState('');
  const { editing, setEditing, close, saved } = useEditing<MeaningValues>(() => table.current?.refresh());

  const fetchPage: FetchPage<NumberMeaningRow> = (q) => settingsApi.numberMeanings(applied || undefined, q);
  const remove = async (r: NumberMeaningRow) => {
    if (!(await confirmDialog(t('meaning.confirmDelete', { number: r.number })))) return;
    const reply = await settingsApi.deleteNumberMeaning(r.number);
    if (reply.success) table.current?.refresh();
  };
  const columns: DataTableColumn<NumberMeaningRow>[] = [
    { id: 'number', header: 'meaning.number' },
    { id: 'meaningEn', header: 'meaning.meaningEn' },
    { id: 'meaningZh', header: 'meaning.meaningZh' },
    { id: 'updatedAt', header: 'common.updatedAt', value: (r) => formatDateTime(r.updatedAt) },
    {
      id: 'actions',
      header: 'common.actions',
      hidden: !canEdit,
      exportable: false,
      cell: (r) => (
        <EditDeleteCell
          name={r.number}
          onEdit={() =>
            setEditing({ isNew: false, number: r.number, meaningEn: r.meaningEn, meaningZh: r.meaningZh })
          }
          onDelete={() => void remove(r)}
        />
      ),
    },
  ];
  return (
    <Page
      titleKey="NUMBER_MEANING"
      actions={
        canEdit ? (
          <Button
            variant="primary"
            onClick={() => setEditing({ isNew: true, number: '', meaningEn: '', meaningZh: '' })}
          >
            {t('meaning.add')}
          </Button>
        ) : undefined
      }
    >
      <Panel title={t('meaning.title')}>
        <MeaningSearchBar onSearch={setApplied} />
        <DataTable
          ref={table}
          caption={t('meaning.title')}
          columns={columns}
          fetchPage={fetchPage}
          searchable
          queryKey={applied}
          getRowId={(r) => r.number}
          namespaces={NAMESPACES}
        />
      </Panel>
      {canEdit && <ImportPanel onImported={() => table.current?.refresh()} />}
      <Modal
        open={editing !== null}
        title={
          editing?.isNew ? t('meaning.addTitle') : t('meaning.editTitle', { number: editing?.number ?? '' })
        }
        onClose={close}
      >
        {editing && (
          <MeaningForm key={editing.number || 'new'} initial={editing} onCancel={close} onSaved={saved} />
        )}
      </Modal>
    </Page>
  );
}
