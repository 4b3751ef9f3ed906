import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';
import { useOrdersT } from '../i18n';

/** How an auto ticket runs: for a number of draws, or until an end date. */
export type RunType = 'count' | 'endDate';

/**
 * The auto ticket's run type as two radio buttons bound to the form field `name`; each is followed
 * by the field it enables (`count`, `endDate`).
 */
export function RunTypeRadio({ name, value }: { name: string; value: RunType }) {
  const { t } = useOrdersT();
  const field = useBoundField<RunType>(name);
  return (
    <label>
      <input
        type="radio"
        name={name}
        checked={field.value === value}
        onChange={() => field.onChange(value)}
        onBlur={field.onBlur}
      />{' '}
      {value === 'count' ? t('auto.byCount') : t('auto.byEndDate')}
    </label>
  );
}
