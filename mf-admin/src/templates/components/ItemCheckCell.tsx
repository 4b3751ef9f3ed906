import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';

/** A yes/no cell of an item row (active), bound to `name` ('items[0].active'). */
export function ItemCheckCell({ name, label }: { name: string; label: string }) {
  const field = useBoundField<boolean>(name);
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={field.value}
      onChange={(e) => field.onChange(e.target.checked)}
      onBlur={field.onBlur}
    />
  );
}
