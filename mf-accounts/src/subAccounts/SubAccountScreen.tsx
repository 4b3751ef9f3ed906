import { useMemo, useRef, useState } from 'react';
import type { SubAccountRow, TargetLine } from '@drawdesk/shared-kernel/contract';
import { FUNCTION_NAMES } from '@drawdesk/shared-kernel/contract/values';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import type { FunctionName } from '@drawdesk/shared-kernel/routes';
import { Form, FormActions, SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import {
  Button,
  DataTable,
  Hint,
  Page,
  Panel,
  showDialog,
  useCurrentUser,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { Columns } from '../common/components/Columns';
import { FieldRow } from '../common/components/FieldRow';
import { subAccountKeys, subAccountsApi } from './api';
import { AccessGridField } from './components/AccessGridField';
import { CheckListField } from './components/CheckListField';
import { TABLE_NAMESPACES, ensureSubAccountsResources, useSubAccountsT } from './i18n';
import { EMPTY, subAccountBody, validateSubAccount, type Status, type SubAccountFormValues } from './model';
import { parseAccessString, type AccessMap } from '@drawdesk/shared-kernel/domain/access';

ensureSubAccountsResources();

interface SubAccountFormProps {
  initial: SubAccountFormValues;
  lines: readonly TargetLine[];
  reports: readonly FunctionName[];
  mainAccess: AccessMap;
  onCancel: () => void;
  onSaved: () => void;
}

/** Create / edit form of one sub-account. */
export function SubAccountForm({
  initial,
  lines,
  reports,
  mainAccess,
  onCancel,
  onSaved,
}: SubAccountFormProps) {
  const { t } = useSubAccountsT();
  const editing = Boolean(initial.userId);
  const title = editing ? t('sub.formEdit', { username: initial.username }) : t('sub.formCreate');
  const statusOptions = (['active', 'inactive', 'suspended'] as const).map((s) => ({
    value: s,
    label: t(`common.${s}`),
  }));
  return (
    <Form<SubAccountFormValues>
      label={title}
      initialValues={initial}
      validate={validateSubAccount}
      onSubmit={async (v) => {
        const reply = await subAccountsApi.saveSubAccount(subAccountBody(v));
        if (!reply.success) return;
        void showDialog('success', v.userId ? t('sub.updated') : t('sub.created'));
        onSaved();
      }}
    >
      <FieldRow>
        <TextField
          name="username"
          label={t('common.username')}
          required
          disabled={editing}
          autoComplete="off"
        />
        <TextField name="fullName" label={t('common.fullName')} autoComplete="off" />
        <SelectField<Status> name="status" label={t('common.status')} options={statusOptions} />
      </FieldRow>
      <FieldRow>
        <TextField
          name="password"
          type="password"
          label={t('sub.password')}
          required={!editing}
          autoComplete="new-password"
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={t('sub.confirmPassword')}
          required={!editing}
          autoComplete="new-password"
        />
      </FieldRow>
      {editing && <Hint>{t('sub.passwordHintEdit')}</Hint>}
      <h3>{t('sub.accessTitle')}</h3>
      <AccessGridField
        name="accessString"
        caption={t('sub.accessTitle')}
        functions={FUNCTION_NAMES}
        allowed={mainAccess}
      />
      <h3>{t('sub.reportAccessTitle')}</h3>
      <CheckListField<FunctionName>
        name="reportAccess"
        label={t('sub.reportAccessTitle')}
        items={reports.map((fn) => ({ value: fn, label: t(`fn.${fn}`, { defaultValue: fn }) }))}
      />
      <h3>{t('sub.targetLinesTitle')}</h3>
      <Hint>{t('sub.targetLinesHint')}</Hint>
      {lines.length === 0 ? (
        <Hint>{t('sub.noTargetLines')}</Hint>
      ) : (
        <CheckListField<number>
          name="targetLines"
          label={t('sub.targetLinesTitle')}
          items={lines.map((l) => ({
            value: l.userId,
            label: l.fullName ? `${l.username} (${l.fullName})` : l.username,
          }))}
        />
      )}
      <FormActions submitLabel={t('common.save')} cancelLabel={t('common.cancel')} onCancel={onCancel} />
    </Form>
  );
}

/** /sub-account/detail: the main account's sub-accounts and their create / edit form. */
export default function SubAccountScreen() {
  const { t } = useSubAccountsT();
  const user = useCurrentUser();
  const table = useRef<DataTableHandle>(null);
  // The sub-account being created or edited (null: no form open).
  const [editing, setEditing] = useState<SubAccountFormValues | null>(null);
  const mainAccess = useMemo<AccessMap>(() => parseAccessString(user?.accessString), [user?.accessString]);
  const activities = useApiQuery(subAccountKeys.activities(), (signal) =>
    subAccountsApi.activities({ signal }),
  );
  const reports = (activities.data?.data ?? []).filter((a) => a.isReport).map((a) => a.name);
  // The lines the opened sub-account may act for: each opening loads them afresh.
  const subAccountId = editing?.userId ?? 0;
  const targetLines = useApiQuery(
    subAccountKeys.targetLines(subAccountId),
    (signal) => subAccountsApi.targetLines(subAccountId || undefined, { signal }),
    { enabled: editing !== null, gcTime: 0 },
  );
  // A failed load opens the form all the same, without lines to choose.
  const linesSettled = targetLines.isSuccess || targetLines.isError;
  const lines = targetLines.data?.data;

  const fetchPage: FetchPage<SubAccountRow> = (q) => subAccountsApi.subAccounts(q.search || undefined, q);

  const columns: DataTableColumn<SubAccountRow>[] = [
    { id: 'username', header: 'common.username', sortable: true },
    { id: 'fullName', header: 'common.fullName' },
    { id: 'status', header: 'common.status', value: (r) => t(`common.${r.status}`) },
    { id: 'accessString', header: 'sub.accessCount', value: (r) => r.accessString },
    { id: 'createdAt', header: 'sub.createdAt', value: (r) => formatDateTime(r.createdAt) },
    {
      id: 'actions',
      header: 'common.actions',
      exportable: false,
      cell: (r) => (
        <Button
          compact
          aria-label={`${t('common.edit')} ${r.username}`}
          onClick={() =>
            setEditing({
              ...EMPTY,
              userId: r.userId,
              username: r.username,
              fullName: r.fullName,
              status: r.status,
              accessString: r.accessString,
              reportAccess: r.reportAccess,
              targetLines: r.targetLines,
            })
          }
        >
          {t('common.edit')}
        </Button>
      ),
    },
  ];

  const saved = () => {
    setEditing(null);
    table.current?.refresh();
  };

  return (
    <Page
      titleKey="SUB_ACCOUNT"
      actions={
        <Button variant="primary" onClick={() => setEditing(EMPTY)}>
          {t('common.create')}
        </Button>
      }
    >
      <Columns>
        <Panel title={t('sub.listTitle')}>
          <DataTable
            ref={table}
            caption={t('sub.listTitle')}
            columns={columns}
            fetchPage={fetchPage}
            getRowId={(r) => String(r.userId)}
            namespaces={TABLE_NAMESPACES}
            searchable
          />
        </Panel>
        {editing && linesSettled && (
          <Panel
            title={editing.userId ? t('sub.formEdit', { username: editing.username }) : t('sub.formCreate')}
          >
            <SubAccountForm
              key={editing.userId ?? 'new'}
              initial={{
                ...editing,
                // An edited sub-account's lines as the server has them now.
                targetLines: lines && editing.userId ? lines.selected : editing.targetLines,
              }}
              lines={lines?.lines ?? []}
              reports={reports.filter((fn) => mainAccess.get(fn)?.has(1))}
              mainAccess={mainAccess}
              onCancel={() => setEditing(null)}
              onSaved={saved}
            />
          </Panel>
        )}
      </Columns>
    </Page>
  );
}
