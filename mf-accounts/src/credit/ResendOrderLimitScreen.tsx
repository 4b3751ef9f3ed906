import { useState } from 'react';
import {
  MAX_RESEND_COUNT,
  type ResendOrderLimitRow,
  type UpdateResendOrderLimitBody,
} from '@drawdesk/shared-kernel/contract';
import {
  Button,
  DataTable,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { creditApi } from './api';
import { TABLE_NAMESPACES, ensureCreditResources, useCreditT } from './i18n';

ensureCreditResources();

/** Whole number 0..MAX_RESEND_COUNT, else the 'common' error key. */
export function resendLimitError(text: string): string | null {
  if (text.trim() === '') return 'REQUIRED_FIELD';
  if (!/^\d+$/.test(text.trim())) return 'DIGIT_ONLY';
  const n = Number(text);
  return n > MAX_RESEND_COUNT ? 'MAX_ERROR' : null;
}

function RowEditor({ row }: { row: ResendOrderLimitRow }) {
  const { t } = useCreditT();
  const [stored, setStored] = useState(row);
  const [enabled, setEnabled] = useState(row.enabled);
  const [limit, setLimit] = useState(String(row.maxResendCount));
  const [saving, setSaving] = useState(false);
  const error = resendLimitError(limit);
  const dirty = enabled !== stored.enabled || limit !== String(stored.maxResendCount);
  const save = async () => {
    if (error) return;
    setSaving(true);
    const body: UpdateResendOrderLimitBody = { userId: row.userId, enabled, maxResendCount: Number(limit) };
    const reply = await creditApi.saveResendOrderLimit(body);
    setSaving(false);
    if (reply.success && reply.data) {
      setStored(reply.data);
      setLimit(String(reply.data.maxResendCount));
      void showDialog('success', t('resend.saved'));
    }
  };
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <label>
        <input
          type="checkbox"
          aria-label={`${t('resend.enable')} ${row.username}`}
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />{' '}
        {t('resend.enable')}
      </label>
      <input
        aria-label={`${t('resend.limit')} ${row.username}`}
        inputMode="numeric"
        style={{ width: 64, textAlign: 'right' }}
        value={limit}
        aria-invalid={error ? true : undefined}
        title={error ? t(error, { ns: 'common' }) : undefined}
        onChange={(e) => setLimit(e.target.value.replace(/\D/g, '').slice(0, 3))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
        }}
      />
      <Button
        compact
        variant="primary"
        disabled={!dirty || Boolean(error) || saving}
        onClick={() => void save()}
        aria-label={`${t('common.save')} ${row.username}`}
      >
        {t('common.save')}
      </Button>
    </span>
  );
}

/** /manage-resend-order-limit: per downline, whether resending an order is limited and how many times. */
export default function ResendOrderLimitScreen() {
  const { t } = useCreditT();
  const fetchPage: FetchPage<ResendOrderLimitRow> = (q) =>
    creditApi.resendOrderLimits(q.search || undefined, q);
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
