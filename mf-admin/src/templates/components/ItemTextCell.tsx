import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';

/** A text cell of an item row, bound to `name` ('items[1].big'); its accessible name is `label`. */
export function ItemTextCell({ name, label }: { name: string; label: string }) {
  const field = useBoundField<string>(name);
  return (
    <input
      type="text"
      aria-label={label}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
    />
  );
}
