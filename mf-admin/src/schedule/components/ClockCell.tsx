import { useTranslation } from 'react-i18next';
import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';
import { NAMESPACE } from '../i18n';

/** An hour or minute of a pool's cutoff, bound to `name`; its error (a key of this feature) under it. */
export function ClockCell({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation(NAMESPACE);
  const field = useBoundField<string>(name);
  const error = field.error ? t(field.error) : undefined;
  return (
    <>
      <input
        inputMode="numeric"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
      {error && <span role="alert">{error}</span>}
    </>
  );
}
