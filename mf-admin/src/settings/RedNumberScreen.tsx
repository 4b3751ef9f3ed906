import { useRef, useState } from 'react';
import { api } from '@drawdesk/shared-kernel/api';
import type {
  CreateOrUpdateRedNumberBody,
  LoginUserData,
  NumberQueueRow,
  RedNumberRow,
} from '@drawdesk/shared-kernel/contract';
import {
  addDays,
  businessDate,
  formatAmount,
  formatDateTime,
  hasAccess,
  Role,
  rule,
  validate,
} from '@drawdesk/shared-kernel/domain';
import {
  expandRedNumber,
  RED_PERMUTATION_TYPES,
  type RedPermutationTypeName,
} from '@drawdesk/shared-kernel/domain/betting';
import {
  amountText,
  AmountInput,
  CheckboxGroup,
  FormActions,
  SelectInput,
  TextInput,
  toAmount,
  useEditing,
  useForm,
  type FormErrors,
  type SelectOption,
} from '@drawdesk/shared-kernel/forms';
import {
  Button,
  confirmDialog,
  DataTable,
  Modal,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
  type TableSelection,
} from '@drawdesk/shared-kernel/ui';
import { useCompanyOptions } from '../common/companies';
import { POOL_OPTIONS, poolName } from '../common/pools';
import { EditDeleteCell, FieldRow, SETTINGS_NAMESPACES, useCurrentUser, useSettingsT } from './shared';

const isSuperAdmin = (user: LoginUserData | null): boolean => user?.userRoleId === Role.SuperAdmin;

export interface RedNumberValues {
  id?: number;
  number: string;
  permutationType: RedPermutationTypeName;
  pools: number[];
  dateFrom: string;
  dateTo: string;
  fightLimit: string;
  companyId: number | '';
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What the server checks first: digits, a type that fits the number, pools, date order, fight limit. */
export function validateRedNumber(
  values: RedNumberValues,
  t: Translate,
  needsCompany: boolean,
): FormErrors<RedNumberValues> {
  const errors: FormErrors<RedNumberValues> = {};
  const number = validate(values.number, [
    rule.required(),
    rule.digitsOnly(),
    rule.minLength(2),
    rule.maxLength(6),
  ]);
  if (number) errors.number = number;
  else {
    const expanded = expandRedNumber(values.number, values.permutationType);
    if (!expanded.ok) errors.permutationType = expanded.message;
  }
  if (values.pools.length === 0) errors.pools = t('red.poolsRequired');
  const from = validate(values.dateFrom, [rule.required()]);
  if (from) errors.dateFrom = from;
  const to = validate(values.dateTo, [rule.required()]);
  if (to) errors.dateTo = to;
  else if (!from && values.dateTo < values.dateFrom) errors.dateTo = t('red.dateOrder');
  const limit = validate(values.fightLimit, [rule.decimal2(), rule.min(0)]);
  if (limit) errors.fightLimit = limit;
  if (needsCompany && values.companyId === '') errors.companyId = 'REQUIRED_FIELD';
  return errors;
}

export function redNumberBody(values: RedNumberValues): CreateOrUpdateRedNumberBody {
  const body: CreateOrUpdateRedNumberBody = {
    number: values.number.trim(),
    permutationType: values.permutationType,
    pools: [...values.pools].sort((a, b) => a - b),
    dateFrom: values.dateFrom,
    dateTo: values.dateTo,
    fightLimit: values.fightLimit.trim() === '' ? null : (toAmount(values.fightLimit) ?? null),
  };
  if (values.id !== undefined) body.id = values.id;
  if (values.companyId !== '') body.companyId = values.companyId;
  return body;
}

/** The numbers a red number would cover, shown as the user types (or why the type does not fit). */
export function PermutationPreview({ number, type }: { number: string; type: string }) {
  const { t } = useSettingsT();
  if (number.trim() === '') return <p data-testid="red-preview">{t('red.previewEmpty')}</p>;
  const result = expandRedNumber(number.trim(), type);
  if (!result.ok) {
    return (
      <p data-testid="red-preview" role="status" style={{ color: '#b00020' }}>
        {result.message}
      </p>
    );
  }
  return (
    <div data-testid="red-preview" role="status">
      <strong>{t('red.preview', { count: result.count })}</strong>
      <ul
        aria-label={t('red.permutations')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 12px', padding: 0, listStyle: 'none' }}
      >
        {result.numbers.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}

export function RedNumberForm({
  initial,
  companies,
  needsCompany,
  onCancel,
  onSaved,
}: {
  initial: RedNumberValues;
  companies: readonly SelectOption<number>[];
  needsCompany: boolean;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useSettingsT();
  const tr: Translate = (key, v) => t(key, v ?? {});
  const form = useForm<RedNumberValues>({
    initialValues: initial,
    validate: (v) => validateRedNumber(v, tr, needsCompany && v.id === undefined),
    onSubmit: async (values) => {
      const reply = await api.post<RedNumberRow>(
        'Configuration',
        'CreateOrUpdateRedNumber',
        redNumberBody(values),
      );
      if (!reply.success) return;
      void showDialog('success', t('common.saved'));
      onSaved();
    },
  });
  const { values } = form;
  const title = values.id ? t('red.editTitle', { number: initial.number }) : t('red.create');
  return (
    <form {...form.formProps} aria-label={title}>
      {needsCompany && (
        <SelectInput<number | ''>
          label={t('red.company')}
          required
          disabled={values.id !== undefined}
          placeholder={t('red.selectCompany')}
          options={companies}
          value={values.companyId}
          onChange={(v) => form.setValue('companyId', v)}
          error={form.errors.companyId}
        />
      )}
      <FieldRow>
        <TextInput
          label={t('red.number')}
          required
          inputMode="numeric"
          maxLength={6}
          {...form.field('number')}
        />
        <SelectInput<RedPermutationTypeName>
          label={t('red.type')}
          options={RED_PERMUTATION_TYPES.map((v) => ({ value: v, label: v }))}
          value={values.permutationType}
          onChange={(v) => form.setValue('permutationType', v)}
          error={form.errors.permutationType}
        />
      </FieldRow>
      <PermutationPreview number={values.number} type={values.permutationType} />
      <CheckboxGroup
        label={t('red.pools')}
        options={POOL_OPTIONS}
        value={values.pools}
        onChange={(v) => form.setValue('pools', v)}
        error={form.errors.pools}
      />
      <FieldRow>
        <TextInput type="date" label={t('red.dateFrom')} required {...form.field('dateFrom')} />
        <TextInput type="date" label={t('red.dateTo')} required {...form.field('dateTo')} />
        <AmountInput
          label={t('red.fightLimit')}
          hint={t('red.fightLimitHint')}
          {...form.field('fightLimit')}
        />
      </FieldRow>
      <FormActions
        submitLabel={t('common.save')}
        cancelLabel={t('common.cancel')}
        onCancel={onCancel}
        submitting={form.submitting}
      />
    </form>
  );
}

/** Blocked numbers of the caller's company (super admin: every company), unblock one or all, confirmed. */
export function NumberQueuePanel({ showCompany }: { showCompany: boolean }) {
  const { t } = useSettingsT();
  const table = useRef<DataTableHandle>(null);
  const [total, setTotal] = useState(0);
  const fetchPage: FetchPage<NumberQueueRow> = async (q) => {
    const page = await api.fetchPage<NumberQueueRow>(
      'Configuration',
      'GetNumberQueues',
      { number: q.search || undefined },
      q,
    );
    setTotal(page.totalCount);
    return page;
  };
  const codeText = (r: NumberQueueRow) => r.code ?? t('queue.allCodes');
  /** DeleteNumberQueue for one row ({ id }) or all ({ all: true }), after the user confirms. */
  const unblock = async (message: string, body: { id: number } | { all: true }) => {
    if (!(await confirmDialog(message))) return;
    const reply = await api.post<{ deleted: number }>('Configuration', 'DeleteNumberQueue', body);
    if (!reply.success) return;
    void showDialog('success', t('queue.done', { count: reply.data?.deleted ?? ('id' in body ? 1 : 0) }));
    table.current?.refresh();
  };
  const unblockOne = (r: NumberQueueRow) =>
    unblock(t('queue.confirmOne', { number: r.number, code: codeText(r), date: r.drawDate }), { id: r.id });
  const unblockAll = () => unblock(t('queue.confirmAll', { count: total }), { all: true });
  const columns: DataTableColumn<NumberQueueRow>[] = [
    { id: 'companyName', header: 'queue.company', hidden: !showCompany },
    { id: 'poolId', header: 'queue.pool', value: (r) => poolName(r.poolId) },
    { id: 'drawDate', header: 'queue.drawDate' },
    { id: 'number', header: 'queue.number' },
    { id: 'code', header: 'queue.code', value: codeText },
    { id: 'reason', header: 'queue.reason' },
    { id: 'createdAt', header: 'queue.time', value: (r) => formatDateTime(r.createdAt) },
    {
      id: 'actions',
      header: 'common.actions',
      exportable: false,
      cell: (r) => (
        <Button compact aria-label={`${t('queue.unblock')} ${r.number}`} onClick={() => void unblockOne(r)}>
          {t('queue.unblock')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('queue.title')}>
      <p>{t('queue.intro')}</p>
      <DataTable
        ref={table}
        caption={t('queue.title')}
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(r) => String(r.id)}
        namespaces={SETTINGS_NAMESPACES}
        searchable
        toolbar={
          <Button variant="danger" disabled={total === 0} onClick={() => void unblockAll()}>
            {t('queue.unblockAll')}
          </Button>
        }
      />
    </Panel>
  );
}

const today = () => businessDate(new Date());
const emptyValues = (): RedNumberValues => ({
  number: '',
  permutationType: 'normal',
  pools: [1, 2, 3],
  dateFrom: today(),
  dateTo: addDays(today(), 30),
  fightLimit: '',
  companyId: '',
});

const toValues = (r: RedNumberRow): RedNumberValues => ({
  id: r.id,
  number: r.number,
  permutationType: r.permutationType,
  pools: [...r.pools],
  dateFrom: r.dateFrom,
  dateTo: r.dateTo,
  fightLimit: amountText(r.fightLimit),
  companyId: r.ownerId,
});

/** /admin-setting/rednumber (Red Number function): red numbers with the permutation preview, and the number queue. */
export default function RedNumberScreen() {
  const { t } = useSettingsT();
  const user = useCurrentUser();
  const admin = isSuperAdmin(user);
  const showQueue = admin || user?.userRoleId === Role.Company;
  const access = user?.accessString ?? '';
  const canCreate = hasAccess(access, 'Red Number', 2);
  const canEdit = hasAccess(access, 'Red Number', 3);
  const canDelete = hasAccess(access, 'Red Number', 4);
  const table = useRef<DataTableHandle>(null);
  const { editing, setEditing, close, saved } = useEditing<RedNumberValues>(() => table.current?.refresh());
  const [selection, setSelection] = useState<RedNumberRow[]>([]);
  const companies = useCompanyOptions(admin);

  const fetchPage: FetchPage<RedNumberRow> = (q) =>
    api.fetchPage<RedNumberRow>(
      'Configuration',
      'GetRedNumber',
      { number: /^\d+$/.test(q.search) ? q.search : undefined },
      q,
    );

  const remove = async (ids: number[], message: string) => {
    if (!(await confirmDialog(message))) return;
    const reply =
      ids.length === 1
        ? await api.post<{ deleted: number }>('Configuration', 'DeleteRedNumber', { id: ids[0] })
        : await api.post<{ deleted: number }>('Configuration', 'BulkDeleteRedNumber', { ids });
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
    { id: 'ownerName', header: 'red.owner', hidden: !admin && user?.userRoleId !== Role.ItAdmin },
    { id: 'updatedBy', header: 'common.updatedBy' },
    {
      id: 'actions',
      header: 'common.actions',
      exportable: false,
      cell: (r) => (
        <EditDeleteCell
          name={r.number}
          onEdit={canEdit ? () => setEditing(toValues(r)) : undefined}
          onDelete={
            canDelete ? () => void remove([r.id], t('red.confirmDelete', { number: r.number })) : undefined
          }
        />
      ),
    },
  ];

  return (
    <Page
      titleKey="RED_NUMBER"
      actions={
        canCreate ? (
          <Button variant="primary" onClick={() => setEditing(emptyValues())}>
            {t('red.create')}
          </Button>
        ) : undefined
      }
    >
      <Panel title={t('red.title')}>
        <DataTable
          ref={table}
          caption={t('red.title')}
          columns={columns}
          fetchPage={fetchPage}
          getRowId={(r) => String(r.id)}
          namespaces={SETTINGS_NAMESPACES}
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
      {showQueue && <NumberQueuePanel showCompany={admin} />}
      <Modal
        open={editing !== null}
        width="720px"
        title={editing?.id ? t('red.editTitle', { number: editing.number }) : t('red.create')}
        onClose={close}
      >
        {editing && (
          <RedNumberForm
            key={editing.id ?? 'new'}
            initial={editing}
            companies={companies}
            needsCompany={admin}
            onCancel={close}
            onSaved={saved}
          />
        )}
      </Modal>
    </Page>
  );
}
