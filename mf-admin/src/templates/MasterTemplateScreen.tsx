/** /admin-setting/manage-master-template: master templates (server paged) and the item editor, lucky-bet table included. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MasterTemplateRow } from '@drawdesk/shared-kernel/contract';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import {
  Button,
  DataTable,
  Page,
  Panel,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { NAMESPACE, NAMESPACES, registerTemplateTranslations } from './i18n';
import { TemplateEditor } from './components/TemplateEditor';
import { loadTemplate } from './loadTemplate';
import { newTemplate, type TemplateState } from './model';
import { templatesApi } from './api';

registerTemplateTranslations();

export default function MasterTemplateScreen() {
  const { t } = useTranslation(NAMESPACE);
  const [editing, setEditing] = useState<TemplateState | null>(null);
  const table = useRef<DataTableHandle>(null);

  const fetchPage: FetchPage<MasterTemplateRow> = (q) => templatesApi.templates(q);
  const open = async (row: MasterTemplateRow) => {
    const state = await loadTemplate(row.id);
    if (state) setEditing(state);
  };
  const columns: DataTableColumn<MasterTemplateRow>[] = [
    { id: 'name', header: 'list.name' },
    { id: 'kind', header: 'list.kind', value: (r) => t(`kind.k${r.kind}`) },
    { id: 'templateType', header: 'list.templateType', value: (r) => t(`templateType.t${r.templateType}`) },
    { id: 'status', header: 'list.status', value: (r) => t(`status.s${r.status}`) },
    { id: 'itemCount', header: 'list.items', kind: 'number', align: 'right' },
    {
      id: 'lastModified',
      header: 'list.lastModified',
      value: (r) => formatDateTime(r.lastModified),
    },
    { id: 'modifiedBy', header: 'list.modifiedBy', value: (r) => r.modifiedBy ?? '' },
    {
      id: 'actions',
      header: 'list.actions',
      exportable: false,
      cell: (r) => (
        <Button compact aria-label={`${t('list.edit')} ${r.name}`} onClick={() => void open(r)}>
          {t('list.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Page
      titleKey="MASTER_TEMPLATE"
      actions={
        <Button variant="primary" onClick={() => setEditing(newTemplate())}>
          {t('list.create')}
        </Button>
      }
    >
      <Panel title={t('list.title')}>
        <DataTable
          ref={table}
          caption={t('list.title')}
          columns={columns}
          fetchPage={fetchPage}
          searchable
          getRowId={(r) => String(r.id)}
          namespaces={NAMESPACES}
        />
      </Panel>
      {editing && (
        <TemplateEditor
          key={editing.id ?? 'new'}
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={(state) => {
            setEditing(state);
            table.current?.refresh();
          }}
        />
      )}
    </Page>
  );
}
