import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';

export interface CheckListFieldProps<V extends string | number> {
  /** The form field holding the ticked values (an array). */
  name: string;
  items: readonly { value: V; label: string }[];
  /** Accessible name of the group (already translated; its heading shows it). */
  label: string;
}

/**
 * A row of checkboxes bound to the array field `name` of the enclosing form; a ticked value is
 * added at the end, so the values keep the order they were ticked in.
 */
export function CheckListField<V extends string | number>({ name, items, label }: CheckListFieldProps<V>) {
  const field = useBoundField<readonly V[]>(name);
  const value = field.value ?? [];
  return (
    <div role="group" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
      {items.map((item) => (
        <label key={String(item.value)} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={value.includes(item.value)}
            onChange={(e) => {
              field.onChange(
                e.target.checked ? [...value, item.value] : value.filter((v) => v !== item.value),
              );
              field.onBlur();
            }}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
