import type { CreateOrUpdateNumberMeaningBody } from '@drawdesk/shared-kernel/contract';
import { Form, FormActions, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { showDialog } from '@drawdesk/shared-kernel/ui';
import { settingsApi } from '../api';
import { useSettingsT } from '../i18n';
import { validateMeaning, type MeaningValues } from '../model';
import { FieldRow } from './FieldRow';

/** Add or edit one number's meanings; the number is fixed on edit. */
export function MeaningForm({
  initial,
  onCancel,
  onSaved,
}: {
  initial: MeaningValues;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useSettingsT();
  const title = initial.isNew ? t('meaning.addTitle') : t('meaning.editTitle', { number: initial.number });
  const save = async (values: MeaningValues) => {
    const body: CreateOrUpdateNumberMeaningBody = {
      number: values.number.trim(),
      meaningEn: values.meaningEn.trim(),
      meaningZh: values.meaningZh.trim(),
    };
    const reply = await settingsApi.saveNumberMeaning(body);
    if (!reply.success) return;
    void showDialog('success', t('common.saved'));
    onSaved();
  };
  return (
    <Form<MeaningValues>
      label={title}
      initialValues={initial}
      validate={(v) => validateMeaning(v, t('meaning.oneMeaning'))}
      onSubmit={save}
    >
      <TextField
        name="number"
        label={t('meaning.number')}
        required
        inputMode="numeric"
        maxLength={4}
        disabled={!initial.isNew}
      />
      <FieldRow>
        <TextField name="meaningEn" label={t('meaning.meaningEn')} />
        <TextField name="meaningZh" label={t('meaning.meaningZh')} />
      </FieldRow>
      <FormActions submitLabel={t('common.save')} cancelLabel={t('common.cancel')} onCancel={onCancel} />
    </Form>
  );
}
