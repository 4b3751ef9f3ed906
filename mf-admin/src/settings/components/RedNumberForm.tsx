import type { SelectOption } from '@drawdesk/shared-kernel/forms';
import {
  AmountField,
  CheckboxGroupField,
  Form,
  FormActions,
  SelectField,
  TextField,
} from '@drawdesk/shared-kernel/forms/formik';
import { RED_PERMUTATION_TYPES, type RedPermutationTypeName } from '@drawdesk/shared-kernel/domain/betting';
import { showDialog } from '@drawdesk/shared-kernel/ui';
import { POOL_OPTIONS } from '../../common/model';
import { settingsApi } from '../api';
import { useSettingsT } from '../i18n';
import { redNumberBody, validateRedNumber, type RedNumberValues, type Translate } from '../model';
import { FieldRow } from './FieldRow';
import { PermutationPreview } from './PermutationPreview';

/** The create or edit form of a red number, with the permutation preview; the company is fixed on edit. */
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
  const title = initial.id ? t('red.editTitle', { number: initial.number }) : t('red.create');
  return (
    <Form<RedNumberValues>
      label={title}
      initialValues={initial}
      validate={(v) => validateRedNumber(v, tr, needsCompany && v.id === undefined)}
      onSubmit={async (values) => {
        const reply = await settingsApi.saveRedNumber(redNumberBody(values));
        if (!reply.success) return;
        void showDialog('success', t('common.saved'));
        onSaved();
      }}
    >
      {({ values }) => (
        <>
          {needsCompany && (
            <SelectField<number | ''>
              name="companyId"
              label={t('red.company')}
              required
              disabled={values.id !== undefined}
              placeholder={t('red.selectCompany')}
              options={companies}
            />
          )}
          <FieldRow>
            <TextField name="number" label={t('red.number')} required inputMode="numeric" maxLength={6} />
            <SelectField<RedPermutationTypeName>
              name="permutationType"
              label={t('red.type')}
              options={RED_PERMUTATION_TYPES.map((v) => ({ value: v, label: v }))}
            />
          </FieldRow>
          <PermutationPreview number={values.number} type={values.permutationType} />
          <CheckboxGroupField name="pools" label={t('red.pools')} options={POOL_OPTIONS} />
          <FieldRow>
            <TextField name="dateFrom" type="date" label={t('red.dateFrom')} required />
            <TextField name="dateTo" type="date" label={t('red.dateTo')} required />
            <AmountField name="fightLimit" label={t('red.fightLimit')} hint={t('red.fightLimitHint')} />
          </FieldRow>
          <FormActions submitLabel={t('common.save')} cancelLabel={t('common.cancel')} onCancel={onCancel} />
        </>
      )}
    </Form>
  );
}
