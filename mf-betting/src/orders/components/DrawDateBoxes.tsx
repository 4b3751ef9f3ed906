import { Hint } from '@drawdesk/shared-kernel/ui';
import { useOrdersT } from '../i18n';

/** The draw dates to order on (the first nine open ones); none chosen = the next open draw. */
export function DrawDateBoxes({
  openDates,
  value,
  onChange,
}: {
  openDates: readonly string[];
  value: string[];
  onChange: (dates: string[]) => void;
}) {
  const { t } = useOrdersT();
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: '8px 0' }}>
      <legend>{t('common.drawDates')}</legend>
      <Hint>{value.length === 0 ? t('common.nextDraw') : value.join(', ')}</Hint>
      {openDates.slice(0, 9).map((d) => (
        <label key={d} style={{ marginRight: 8 }}>
          <input
            type="checkbox"
            checked={value.includes(d)}
            onChange={(e) => onChange(e.target.checked ? [...value, d].sort() : value.filter((x) => x !== d))}
          />{' '}
          {d}
        </label>
      ))}
    </fieldset>
  );
}
