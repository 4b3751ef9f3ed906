import { CheckboxGroupField } from '@drawdesk/shared-kernel/forms/formik';
import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';
import { Hint } from '@drawdesk/shared-kernel/ui';
import { useOrdersT } from '../i18n';

/**
 * The draw dates to order on (the first nine open ones), bound to the form field `name`; none
 * chosen = the next open draw.
 */
export function DrawDateBoxes({ name, openDates }: { name: string; openDates: readonly string[] }) {
  const { t } = useOrdersT();
  const chosen = useBoundField<string[]>(name).value ?? [];
  return (
    <>
      <Hint>{chosen.length === 0 ? t('common.nextDraw') : chosen.join(', ')}</Hint>
      <CheckboxGroupField<string>
        name={name}
        label={t('common.drawDates')}
        options={openDates.slice(0, 9).map((d) => ({ value: d, label: d }))}
      />
    </>
  );
}
