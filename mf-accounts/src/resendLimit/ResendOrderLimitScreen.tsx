import type { ResendOrderLimitRow, UpdateResendOrderLimitBody } from '@drawdesk/shared-kernel/contract';
import { MAX_RESEND_COUNT } from '@drawdesk/shared-kernel/contract/values';
import {
  Form,
  useBoundField,
  useFormContext,
  type FormSubmitHelpers,
} from '@drawdesk/shared-kernel/forms/formik';
import {
  Button,
  DataTable,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { resendLimitApi } from './api';
import { TABLE_NAMESPACES, ensureResendLimitResources, useResendLimitT } from './i18n';

ensureResendLimitResources();

/** Whole number 0..MAX_RESEND_COUNT, else the 'common' error key. */
export function resendLimitError(text: string): string | null {
  if (text.trim() === '') return 'REQUIRED_FIELD';
  if (!/^\d+$/.test(text.trim())) return 'DIGIT_ONLY';
  const n = Number(text);
  return n > MAX_RESEND_COUNT ? 'MAX_ERROR' : null;
}

interface LimitValues {
  enabled: boolean;
  limit: string;
}

/** The row's "limit resending" box, named after the row's account. */
function EnabledBox({ username }: { username: string }) {
  const { t } = useResendLimitT();
  const field = useBoundField<boolean>('enabled');
  return (
    <label>
      <input
        type="checkbox"
        name={field.name}
        aria-label={`${t('resend.enable')} ${username}`}
        checked={field.value}
        onChange={(e) => field.onChange(e.target.checked)}
        onBlur={field.onBlur}
      />{' '}
      {t('resend.enable')}
    </label>
  );
}

/** The row's limit: digits only (at most three), checked as it is typed, Enter saves. */
function LimitInput({ username }: { username: string }) {
  const { t } = useResendLimitT();
  const field = useBoundField<string>('limit');
  const error = resendLimitError(field.value);
  return (
    <input
      name={field.name}
      aria-label={`${t('resend.limit')} ${username}`}
      inputMode="numeric"
      style={{ width: 64, textAlign: 'right' }}
      value={field.value}
      aria-invalid={error ? true : undefined}
      title={error ? t(error, { ns: 'common' }) : undefined}
      onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 3))}
      onBlur={field.onBlur}
    />
  );
}

function SaveRow({ username }: { username: string }) {
  const { t } = useResendLimitT();
  const { dirty, values, isSubmitting } = useFormContext<LimitValues>();
  return (
    <Button
      compact
      type="submit"
      variant="primary"
      disabled={!dirty || resendLimitError(values.limit) !== null || isSubmitting}
      aria-label={`${t('common.save')} ${username}`}
    >
      {t('common.save')}
    </Button>
  );
}

/** One row's settings as a small form: after a save it starts over from what the server stored. */
function RowEditor({ row }: { row: ResendOrderLimitRow }) {
  const { t } = useResendLimitT();
  const save = async (values: LimitValues, { resetForm }: FormSubmitHelpers<LimitValues>) => {
    const body: UpdateResendOrderLimitBody = {
      userId: row.userId,
      enabled: values.enabled,
      maxResendCount: Number(values.limit),
    };
    const reply = await resendLimitApi.saveResendOrderLimit(body);
    if (reply.success && reply.data) {
      resetForm({ enabled: reply.data.enabled, limit: String(reply.data.maxResendCount) });
      void showDialog('success', t('resend.saved'));
    }
  };
  return (
    <Form<LimitValues>
      initialValues={{ enabled: row.enabled, limit: String(row.maxResendCount) }}
      validate={(values) => {
        const error = resendLimitError(values.limit);
        return error ? { limit: error } : {};
      }}
      onSubmit={save}
      style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}
    >
      <EnabledBox username={row.username} />
      <LimitInput username={row.username} />
      <SaveRow username={row.username} />
    </Form>
  );
}

/** /manage-resend-order-limit: per downline, whether resending an order is limited and how many times. */
export default function ResendOrderLimitScreen() {
  const { t } = useResendLimitT();
  const fetchPage: FetchPage<ResendOrderLimitRow> = (q) =>
    resendLimitApi.resendOrderLimits(q.search || undefined, q);
  const columns: DataTableColumn<ResendOrderLimitRow>[] = [
    { id: 'username', header: 'common.username' },
    { id: 'enabled', header: 'resend.enable', value: (r) => (r.enabled ? t('common.yes') : t('common.no')) },
    { id: 'maxResendCount', header: 'resend.limit', kind: 'number', align: 'right' },
    {
      id: 'edit',
      header: 'common.edit',
      exportable: false,
      cell: (r) => <RowEditor key={`${r.userId}`} row={r} />,
    },
  ];
  return (
    <Page titleKey="MANAGE_RESEND_ORDER_LIMIT">
      <Panel title={t('resend.title')}>
        <DataTable
          caption={t('resend.title')}
          columns={columns}
          fetchPage={fetchPage}
          getRowId={(r) => String(r.userId)}
          namespaces={TABLE_NAMESPACES}
          searchable
        />
      </Panel>
    </Page>
  );
}
