import { POOLS } from '@drawdesk/shared-kernel/domain';
import { CheckboxGroup } from '@drawdesk/shared-kernel/forms';
import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';
import { useOrdersT } from '../i18n';

const POOL_OPTIONS = [...POOLS]
  .sort((a, b) => a.id - b.id)
  .map((p) => ({ value: p.id, label: p.displayName }));

/**
 * The pools to order on, bound to the form field `name` (pool ids). The field is null until the user
 * ticks a box: then the account's default pools (`defaults`, from the betting context) are shown.
 */
export function PoolBoxes({ name, defaults }: { name: string; defaults: readonly number[] }) {
  const { t } = useOrdersT();
  const field = useBoundField<number[] | null>(name);
  return (
    <CheckboxGroup<number>
      label={t('common.pools')}
      options={POOL_OPTIONS}
      value={field.value ?? defaults}
      error={field.error}
      onChange={(next) => {
        field.onChange(next);
        field.onBlur();
      }}
    />
  );
}
