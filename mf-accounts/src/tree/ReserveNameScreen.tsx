/** /account/reserve-name (super admin): reserved username prefixes per company. */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rule, type FormRules } from '@drawdesk/shared-kernel/domain';
import { Form, FormActions, SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
import {
  Button,
  DataTable,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { treeApi, type ReserveNamePrefixRow } from './api';
import { NAMESPACE, TABLE_NAMESPACES, ensureTreeResources } from './i18n';
import { useCompanies } from './useCompanies';

ensureTreeResources();

/** Contract: 2 to 19 letters, digits or '_' (a username is at most 20). */
export const PREFIX_RE = /^[A-Za-z0-9_]{2,19}$/;

interface PrefixValues {
  id: number | null;
  prefix: string;
  companyId: string;
  status: string;
}
const PREFIX_RULES: FormRules = {
  prefix: [rule.required(), rule.minLength(2), rule.maxLength(19), rule.pattern(PREFIX_RE)],
};

export default function ReserveNameScreen() {
  const { t } = useTranslation(NAMESPACE);
  const companies = useCompanies();
  const tableRef = useRef<DataTableHandle>(null);
  const empty: PrefixValues = { id: null, prefix: '', companyId: '', status: '1' };
  // The prefix being edited; each edit (or a save) starts the form over from it.
  const [editing, setEditing] = useState<{ values: PrefixValues; round: number }>({
    values: empty,
    round: 0,
  });
  const edit = (values: PrefixValues) => setEditing((prev) => ({ values, round: prev.round + 1 }));
  const save = async (values: PrefixValues) => {
    // The select shows the first company while none was chosen (SPEC 5 fallback).
    const companyId = Number(values.companyId || companies[0]?.userId);
    if (!companyId) return;
    const reply = await treeApi.savePrefix({
      ...(values.id ? { id: values.id } : {}),
      prefix: values.prefix.trim(),
      companyId,
      status: values.status === '0' ? 0 : values.status === '2' ? 2 : 1,
    });
    if (!reply.success) return;
    tableRef.current?.refresh();
    edit(empty);
    await showDialog('success', t('reserve.saved'));
  };
  const fetchPage: FetchPage<ReserveNamePrefixRow, null> = useCallback(
    (q) => treeApi.prefixes({ search: q.search }, { startCount: q.startCount, pageSize: q.pageSize }),
    [],
  );
  const statusLabel = (s: number) =>
    s === 1 ? t('status.active') : s === 0 ? t('status.inactive') : t('list.delete');
  const columns: DataTableColumn<ReserveNamePrefixRow, null>[] = [
    { id: 'prefix', header: 'col.prefix' },
    { id: 'companyUsername', header: 'col.company' },
    { id: 'status', header: 'col.status', value: (row) => statusLabel(row.status) },
    {
      id: 'actions',
      header: 'col.actions',
      exportable: false,
      cell: (row) => (
        <Button
          compact
          aria-label={`${t('reserve.edit')} ${row.prefix}`}
          onClick={() =>
            edit({
              id: row.id,
              prefix: row.prefix,
              companyId: String(row.companyId),
              status: String(row.status),
            })
          }
        >
          {t('reserve.edit')}
        </Button>
      ),
    },
  ];
  const companyOptions = companies.map((c) => ({ value: String(c.userId), label: c.username }));
  return (
    <Page titleKey="RESERVE_NAME">
      <Panel title={editing.values.id ? `${t('reserve.edit')} ${editing.values.prefix}` : t('reserve.form')}>
        <Form<PrefixValues>
          key={editing.round}
          initialValues={editing.values}
          rules={PREFIX_RULES}
          onSubmit={save}
          style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}
        >
          <TextField name="prefix" label={t('field.prefix')} required />
          <SelectField name="companyId" label={t('field.company')} options={companyOptions} />
          <SelectField
            name="status"
            label={t('col.status')}
            options={[
              { value: '1', label: statusLabel(1) },
              { value: '0', label: statusLabel(0) },
              { value: '2', label: statusLabel(2) },
            ]}
          />
          <FormActions
            submitLabel={t('detail.save')}
            onCancel={editing.values.id ? () => edit(empty) : undefined}
          />
        </Form>
      </Panel>
      <Panel title={t('reserve.caption')}>
        <DataTable<ReserveNamePrefixRow, null>
          ref={tableRef}
          columns={columns}
          fetchPage={fetchPage}
          searchable
          getRowId={(row) => String(row.id)}
          namespaces={TABLE_NAMESPACES}
          caption={t('reserve.caption')}
        />
      </Panel>
    </Page>
  );
}
