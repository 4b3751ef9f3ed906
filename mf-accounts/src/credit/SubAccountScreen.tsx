import { useEffect, useMemo, useRef, useState } from 'react';
import {
  FUNCTION_NAMES,
  type CreateOrUpdateSubAccountBody,
  type SubAccountRow,
  type TargetLine,
} from '@drawdesk/shared-kernel/contract';
import {
  formatAccessString,
  formatDateTime,
  parseAccessString,
  rule,
  validate,
  type AccessMap,
} from '@drawdesk/shared-kernel/domain';
import type { FunctionName } from '@drawdesk/shared-kernel/routes';
import { FormActions, SelectInput, TextInput, useForm, type FormErrors } from '@drawdesk/shared-kernel/forms';
import {
  Button,
  DataTable,
  Hint,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { creditApi } from './api';
import { AccessGrid } from './components/AccessGrid';
import { Columns } from './components/Columns';
import { FieldRow } from './components/FieldRow';
import { TABLE_NAMESPACES, ensureCreditResources, useCreditT } from './i18n';
import { useCurrentUser } from '@drawdesk/shared-kernel/ui';

ensureCreditResources();

type Status = SubAccountRow['status'];

export interface SubAccountFormValues {
  userId?: number;
  username: string;
  fullName: string;
  password: string;
  confirmPassword: string;
  status: Status;
  accessString: string;
  reportAccess: FunctionName[];
  targetLines: number[];
}

const EMPTY: SubAccountFormValues = {
  username: '',
  fullName: '',
  password: '',
  confirmPassword: '',
  status: 'active',
  accessString: '',
  reportAccess: [],
  targetLines: [],
};

/** Form rules: username of DOMAIN 2, password of the contract (8+), confirm equal (SPEC 5). Keys of 'common'. */
export function validateSubAccount(values: SubAccountFormValues): FormErrors<SubAccountFormValues> {
  const errors: FormErrors<SubAccountFormValues> = {};
  const username = validate(values.username, [
    rule.required(),
    rule.minLength(3),
    rule.maxLength(20),
    rule.pattern(/^[A-Za-z0-9_]+$/),
  ]);
  if (username) errors.username = username;
  const fullName = validate(values.fullName, [rule.maxLength(100)]);
  if (fullName) errors.fullName = fullName;
  const password = validate(
    values.password,
    values.userId
      ? [rule.minLength(8), rule.maxLength(256)]
      : [rule.required(), rule.minLength(8), rule.maxLength(256)],
  );
  if (password) errors.password = password;
  if (values.password) {
    if (!values.confirmPassword) errors.confirmPassword = 'REQUIRED_FIELD';
    else if (values.confirmPassword !== values.password)
      errors.confirmPassword = 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY';
  }
  return errors;
}

/** The CreateOrUpdateSubAccount body of the form (password left out when not given on edit). */
export function subAccountBody(values: SubAccountFormValues): CreateOrUpdateSubAccountBody {
  const body: CreateOrUpdateSubAccountBody = {
    username: values.username.trim(),
    fullName: values.fullName.trim(),
    status: values.status,
    accessString: formatAccessString(parseAccessString(values.accessString)),
    reportAccess: values.reportAccess,
    targetLines: values.targetLines,
  };
  if (values.userId) body.userId = values.userId;
  if (values.password) {
    body.password = values.password;
    body.confirmPassword = values.confirmPassword;
  }
  return body;
}

function CheckList<V extends string | number>({
  items,
  value,
  onChange,
  label,
}: {
  items: { value: V; label: string }[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  label: string;
}) {
  return (
    <div role="group" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
      {items.map((item) => (
        <label key={String(item.value)} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={value.includes(item.value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, item.value] : value.filter((v) => v !== item.value))
            }
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}

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
  const { t } = useCreditT();
  const form = useForm<SubAccountFormValues>({
    initialValues: initial,
    validate: validateSubAccount,
    onSubmit: async (v) => {
      const reply = await creditApi.saveSubAccount(subAccountBody(v));
      if (!reply.success) return;
      void showDialog('success', v.userId ? t('sub.updated') : t('sub.created'));
      onSaved();
    },
  });
  const { values, setValue: set } = form;
  const editing = Boolean(initial.userId);
  const title = editing ? t('sub.formEdit', { username: initial.username }) : t('sub.formCreate');
  const statusOptions = (['active', 'inactive', 'suspended'] as const).map((s) => ({
    value: s,
    label: t(`common.${s}`),
  }));
  return (
    <form {...form.formProps} aria-label={title}>
      <FieldRow>
        <TextInput
          label={t('common.username')}
          required
          disabled={editing}
          autoComplete="off"
          {...form.field('username')}
        />
        <TextInput label={t('common.fullName')} autoComplete="off" {...form.field('fullName')} />
        <SelectInput label={t('common.status')} options={statusOptions} {...form.field('status')} />
      </FieldRow>
      <FieldRow>
        <TextInput
          type="password"
          label={t('sub.password')}
          required={!editing}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <TextInput
          type="password"
          label={t('sub.confirmPassword')}
          required={!editing}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
      </FieldRow>
      {editing && <Hint>{t('sub.passwordHintEdit')}</Hint>}
      <h3>{t('sub.accessTitle')}</h3>
      <AccessGrid
        caption={t('sub.accessTitle')}
        functions={FUNCTION_NAMES}
        allowed={mainAccess}
        value={parseAccessString(values.accessString)}
        onChange={(next) => set('accessString', formatAccessString(next))}
      />
      <h3>{t('sub.reportAccessTitle')}</h3>
      <CheckList
        label={t('sub.reportAccessTitle')}
        items={reports.map((fn) => ({ value: fn, label: t(`fn.${fn}`, { defaultValue: fn }) }))}
        value={values.reportAccess}
        onChange={(next) => set('reportAccess', next)}
      />
      <h3>{t('sub.targetLinesTitle')}</h3>
      <Hint>{t('sub.targetLinesHint')}</Hint>
      {lines.length === 0 ? (
        <Hint>{t('sub.noTargetLines')}</Hint>
      ) : (
        <CheckList
          label={t('sub.targetLinesTitle')}
          items={lines.map((l) => ({
            value: l.userId,
            label: l.fullName ? `${l.username} (${l.fullName})` : l.username,
          }))}
          value={values.targetLines}
          onChange={(next) => set('targetLines', next)}
        />
      )}
      <FormActions
        submitLabel={t('common.save')}
        cancelLabel={t('common.cancel')}
        onCancel={onCancel}
        submitting={form.submitting}
      />
    </form>
  );
}

/** /sub-account/detail: the main account's sub-accounts and their create / edit form. */
export default function SubAccountScreen() {
  const { t } = useCreditT();
  const user = useCurrentUser();
  const table = useRef<DataTableHandle>(null);
  const [editing, setEditing] = useState<SubAccountFormValues | null>(null);
  const [lines, setLines] = useState<TargetLine[]>([]);
  const [reports, setReports] = useState<FunctionName[]>([]);
  const mainAccess = useMemo<AccessMap>(() => parseAccessString(user?.accessString), [user?.accessString]);

  useEffect(() => {
    void creditApi.activities().then((reply) => {
      if (reply.success && reply.data) setReports(reply.data.filter((a) => a.isReport).map((a) => a.name));
    });
  }, []);

  const open = async (values: SubAccountFormValues) => {
    const reply = await creditApi.targetLines(values.userId);
    setLines(reply.success && reply.data ? reply.data.lines : []);
    setEditing({
      ...values,
      targetLines: reply.success && reply.data && values.userId ? reply.data.selected : values.targetLines,
    });
  };

  const fetchPage: FetchPage<SubAccountRow> = (q) => creditApi.subAccounts(q.search || undefined, q);

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
            void open({
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
        <Button variant="primary" onClick={() => void open(EMPTY)}>
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
        {editing && (
          <Panel
            title={editing.userId ? t('sub.formEdit', { username: editing.username }) : t('sub.formCreate')}
          >
            <SubAccountForm
              key={editing.userId ?? 'new'}
              initial={editing}
              lines={lines}
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
