import { useTranslation } from 'react-i18next';
import { SelectInput } from '@drawdesk/shared-kernel/forms';
import { useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import { NAMESPACE } from '../i18n';
import type { TemplateState } from '../model';

/** The kind of a template (payout adjustment or lucky bet); choosing another starts its items over. Fixed once saved. */
export function KindField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const { values, setValues } = useFormContext<TemplateState>();
  return (
    <SelectInput
      label={t('form.kind')}
      value={String(values.kind)}
      disabled={disabled}
      options={[
        { value: '1', label: t('kind.k1') },
        { value: '3', label: t('kind.k3') },
      ]}
      onChange={(v) => void setValues({ ...values, kind: v === '3' ? 3 : 1, items: [] })}
    />
  );
}
