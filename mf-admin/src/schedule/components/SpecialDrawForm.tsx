import { useTranslation } from 'react-i18next';
import { businessDate } from '@drawdesk/shared-kernel/domain';
import { CheckboxGroupField, Form, FormActions, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { showDialog } from '@drawdesk/shared-kernel/ui';
import { POOL_OPTIONS } from '../../common/model';
import { scheduleApi } from '../api';
import { NAMESPACE } from '../i18n';
import { EMPTY_SPECIAL_DRAW, specialDrawBody, validateSpecialDraw, type SpecialDrawValues } from '../model';

/** The 'Add special draw' form: a date and pool checkboxes. */
export function SpecialDrawForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const save = async (values: SpecialDrawValues) => {
    const reply = await scheduleApi.addDraw(specialDrawBody(values));
    if (!reply.success) return;
    void showDialog('success', t('schedule.added'));
    onDone();
  };
  return (
    <Form<SpecialDrawValues>
      label={t('schedule.specialTitle')}
      initialValues={EMPTY_SPECIAL_DRAW}
      validate={(values) => validateSpecialDraw(values, t('schedule.pickPool'))}
      onSubmit={save}
    >
      <TextField name="drawDate" type="date" label={t('schedule.date')} min={businessDate(new Date())} />
      <CheckboxGroupField<number> name="poolIds" label={t('schedule.pools')} options={POOL_OPTIONS} />
      <FormActions submitLabel={t('schedule.save')} cancelLabel={t('schedule.cancel')} onCancel={onCancel} />
    </Form>
  );
}
