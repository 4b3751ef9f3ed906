import { useTranslation } from 'react-i18next';
import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';
import { NAMESPACE } from '../i18n';

/**
 * One result number, bound to the field `name` of the enclosing form: a labelled digits-only input of
 * a fixed width (anything else typed is dropped), with its error (a message key of this feature) under it;
 * read-only for an account that may not change results.
 */
export function NumberField({
  name,
  label,
  width,
  readOnly = false,
}: {
  name: string;
  label: string;
  width: number;
  readOnly?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const field = useBoundField<string>(name);
  const error = field.error ? t(field.error) : undefined;
  return (
    <label>
      {label}
      <input
        aria-label={label}
        name={name}
        inputMode="numeric"
        maxLength={width}
        readOnly={readOnly}
        value={field.value ?? ''}
        aria-invalid={error ? true : undefined}
        onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
        onBlur={field.onBlur}
      />
      {error && <span role="alert">{error}</span>}
    </label>
  );
}
