import {
  AmountInput,
  CheckboxGroup,
  FormActions,
  SelectInput,
  TextInput,
  useForm,
  type SelectOption,
} from '@drawdesk/shared-kernel/forms';
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
  const form = useForm<RedNumberValues>({
    initialValues: initial,
    validate: (v) => validateRedNumber(v, tr, needsCompany && v.id === undefined),
    onSubmit: async (values) => {
      const reply = await settingsApi.saveRedNumber(redNumberBody(values));
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
