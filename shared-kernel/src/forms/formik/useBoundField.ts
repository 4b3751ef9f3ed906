import { useField, useFormikContext } from 'formik';
import { serverErrorOf, withoutServerError } from './serverErrors';

/** A formik field as the kit's controls take it: value, onChange(value), onBlur and the visible error. */
export interface BoundField<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  /** A 'common' message key or a text: the server's, else the rules' once the field was left or a submit was tried. */
  error: string | undefined;
}

/**
 * Binds a kit control to the formik field `name` ('amount', 'items[2].rate'). Errors show once the
 * field was left or after a submit was tried, like the controlled kit; a server error on the field
 * shows until the field changes.
 */
export function useBoundField<T>(name: string): BoundField<T> {
  const [field, meta, helpers] = useField<T>(name);
  const { submitCount, status, setStatus } = useFormikContext<unknown>();
  const server = serverErrorOf(status, name);
  const shown = meta.touched || submitCount > 0;
  // An array field's own error is a string; its rows' errors (an array) belong to the cells.
  const ruleError = shown && typeof meta.error === 'string' ? meta.error : undefined;
  return {
    name,
    value: field.value,
    onChange: (value) => {
      if (server !== undefined) setStatus(withoutServerError(status, name));
      void helpers.setValue(value);
    },
    onBlur: () => {
      if (!meta.touched) void helpers.setTouched(true);
    },
    error: server ?? ruleError,
  };
}
