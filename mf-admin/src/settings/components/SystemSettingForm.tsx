import {
  Form,
  FormActions,
  AmountField,
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '@drawdesk/shared-kernel/forms/formik';
import { showDialog } from '@drawdesk/shared-kernel/ui';
import { settingsApi } from '../api';
import { useSettingsT } from '../i18n';
import { toBody, toValues, validateSystemSetting, type SystemSettingValues, type Translate } from '../model';
import { FieldRow } from './FieldRow';

/** The system settings form: checks the server's rules before sending, then shows what was stored. */
export function SystemSettingForm({
  initial,
  onSaved,
}: {
  initial: SystemSettingValues;
  onSaved?: () => void;
}) {
  const { t } = useSettingsT();
  const tr: Translate = (key, v) => t(key, v ?? {});
  return (
    <Form<SystemSettingValues>
      label={t('system.title')}
      initialValues={initial}
      validate={(v) => validateSystemSetting(v, tr)}
      onSubmit={async (values, { resetForm }) => {
        const reply = await settingsApi.updateSystemSetting(toBody(values));
        if (!reply.success || !reply.data) return;
        resetForm(toValues(reply.data));
        void showDialog('success', t('common.saved'));
        onSaved?.();
      }}
    >
      <FieldRow>
        <AmountField
          name="agentMaxDiscountPercentage"
          label={t('system.agentMaxDiscountPercentage')}
          required
        />
        <AmountField name="paybackCommissionRate" label={t('system.paybackCommissionRate')} required />
        <TextField
          name="luckyNumberPerBetAmount"
          label={t('system.luckyNumberPerBetAmount')}
          required
          inputMode="numeric"
        />
        <TextField name="maxLineBetInUI" label={t('system.maxLineBetInUI')} required inputMode="numeric" />
        <TextField
          name="scrapeResultTime"
          label={t('system.scrapeResultTime')}
          required
          placeholder="HH:mm"
        />
        <SelectField<0 | 1>
          name="dailyPool"
          label={t('system.dailyPool')}
          options={[
            { value: 1, label: t('system.active') },
            { value: 0, label: t('system.inactive') },
          ]}
        />
      </FieldRow>
      <TextAreaField name="scrapeResultSitesNormal" label={t('system.sitesNormal')} />
      <TextAreaField name="scrapeResultSitesGd" label={t('system.sitesGd')} />
      <CheckboxField name="liftReportBlockAfterLastPool" label={t('system.liftReportBlock')} />
      <FormActions submitLabel={t('common.save')} />
    </Form>
  );
}
