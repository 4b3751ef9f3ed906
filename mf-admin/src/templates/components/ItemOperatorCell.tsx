import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';

/** The operator of a payout-adjustment item: multiply (1, '*') or divide (2, '/'). */
export function ItemOperatorCell({ name, label }: { name: string; label: string }) {
  const field = useBoundField<1 | 2>(name);
  return (
    <select
      aria-label={label}
      value={String(field.value)}
      onChange={(e) => field.onChange(e.target.value === '2' ? 2 : 1)}
      onBlur={field.onBlur}
    >
      <option value="1">*</option>
      <option value="2">/</option>
    </select>
  );
}
