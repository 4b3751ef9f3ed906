import { POOLS } from '@drawdesk/shared-kernel/domain';
import { useOrdersT } from '../i18n';

/** Pool checkboxes (pools with open draws first in id order). */
export function PoolBoxes({ value, onChange }: { value: number[]; onChange: (v: number[]) => void }) {
  const { t } = useOrdersT();
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
      <legend>{t('common.pools')}</legend>
      {POOLS.map((p) => (
        <label key={p.id} style={{ marginRight: 8 }}>
          <input
            type="checkbox"
            checked={value.includes(p.id)}
            onChange={(e) =>
              onChange(
                e.target.checked ? [...value, p.id].sort((a, b) => a - b) : value.filter((x) => x !== p.id),
              )
            }
          />{' '}
          {p.displayName}
        </label>
      ))}
    </fieldset>
  );
}
