import type { CurrencyRow, UpdateCurrencySettingBody } from '@drawdesk/shared-kernel/contract';
import { MAX_CURRENCY_RATE } from '@drawdesk/shared-kernel/contract/values';
import { formatDateTime, rule, validate } from '@drawdesk/shared-kernel/domain';
import { toAmount, useEditing, type FormErrors } from '@drawdesk/shared-kernel/forms';
import { AmountField, Form, FormActions } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import {
  Button,
  DataTable,
  Modal,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
} from '@drawdesk/shared-kernel/ui';
import { settingsApi, settingsKeys } from './api';
import { FieldRow } from './components/FieldRow';
import { NAMESPACES, registerSettingsTranslations, useSettingsT } from './i18n';

registerSettingsTranslations();

export interface CurrencyValues {
  currency: string;
  rate: string;
  fakeRate: string;
}

const RATE_RULES = [rule.required(), rule.pattern(/^\d+(\.\d{1,4})?$/), rule.max(MAX_CURRENCY_RATE)];

/** Rate and fake rate: decimals with up to 4 places, greater than 0 (as the server checks). */
export function validateCurrency(values: CurrencyValues): FormErrors<CurrencyValues> {
  const errors: FormErrors<CurrencyValues> = {};
  for (const field of ['rate', 'fakeRate'] as const) {
    const text = values[field];
    const message = validate(text, RATE_RULES) ?? (Number(text) > 0 ? null : 'MIN_ERROR');
    if (message) errors[field] = message;
  }
  return errors;
}

const NO_ROWS: CurrencyRow[] = [];

const rateText = (rate: number | null): string => (rate === null ? '' : rate.toFixed(4));

export function CurrencyForm({
  row,
  onCancel,
  onSaved,
}: {
  row: CurrencyRow;
  onCancel: () => void;
  onSaved: (row: CurrencyRow) => void;
}) {
  const { t } = useSettingsT();
  return (
    <Form<CurrencyValues>
      label={t('currency.editTitle', { currency: row.currency })}
      initialValues={{ currency: row.currency, rate: rateText(row.rate), fakeRate: rateText(row.fakeRate) }}
      validate={validateCurrency}
      onSubmit={async (values) => {
        const body: UpdateCurrencySettingBody = {
          currency: values.currency,
          rate: toAmount(values.rate, 4) ?? 0,
          fakeRate: toAmount(values.fakeRate, 4) ?? 0,
        };
        const reply = await settingsApi.updateCurrency(body);
        if (!reply.success || !reply.data) return;
        void showDialog('success', t('common.saved'));
        onSaved(reply.data);
      }}
    >
      <FieldRow>
        <AmountField
          name="rate"
          decimals={4}
          label={t('currency.rate')}
          required
          hint={t('currency.decimals4')}
        />
        <AmountField name="fakeRate" decimals={4} label={t('currency.fakeRate')} required />
      </FieldRow>
      <FormActions submitLabel={t('common.save')} cancelLabel={t('common.cancel')} onCancel={onCancel} />
    </Form>
  );
}

/** /admin-setting/currency (super admin): rate and fake rate of each currency against MYR. */
export default function CurrencyScreen() {
  const { t } = useSettingsT();
  const currencies = useApiQuery(settingsKeys.currencies(), (signal) => settingsApi.currencies({ signal }));
  const rows = currencies.data?.data ?? NO_ROWS;
  const { editing, setEditing, close, saved } = useEditing<CurrencyRow>(() => void currencies.refetch());
  const shown = (rate: number | null, base: boolean) =>
    base ? '1.0000' : rate === null ? t('currency.notSet') : rate.toFixed(4);
  const columns: DataTableColumn<CurrencyRow>[] = [
    {
      id: 'currency',
      header: 'currency.currency',
      value: (r) => (r.isBase ? `${r.currency} (${t('currency.base')})` : r.currency),
    },
    { id: 'rate', header: 'currency.rate', align: 'right', value: (r) => shown(r.rate, r.isBase) },
    {
      id: 'fakeRate',
      header: 'currency.fakeRate',
      align: 'right',
      value: (r) => shown(r.fakeRate, r.isBase),
    },
    { id: 'updatedBy', header: 'common.updatedBy' },
    {
      id: 'updatedAt',
      header: 'common.updatedAt',
      value: (r) => (r.updatedAt ? formatDateTime(r.updatedAt) : ''),
    },
    {
      id: 'actions',
      header: 'common.actions',
      exportable: false,
      cell: (r) =>
        r.isBase ? null : (
          <Button compact aria-label={`${t('common.edit')} ${r.currency}`} onClick={() => setEditing(r)}>
            {t('common.edit')}
          </Button>
        ),
    },
  ];
  return (
    <Page titleKey="CURRENCY_SETTING">
      <Panel title={t('currency.title')}>
        <DataTable
          caption={t('currency.title')}
          columns={columns}
          rows={rows}
          getRowId={(r) => r.currency}
          namespaces={NAMESPACES}
        />
      </Panel>
      <Modal
        open={editing !== null}
        title={editing ? t('currency.editTitle', { currency: editing.currency }) : ''}
        onClose={close}
      >
        {editing && <CurrencyForm key={editing.currency} row={editing} onCancel={close} onSaved={saved} />}
      </Modal>
    </Page>
  );
}
