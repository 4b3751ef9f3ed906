import { useField, useFormikContext, type FieldHookConfig, type FieldInputProps, type FieldMetaProps, type FieldHelperProps } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../ui/translateKey';

export interface FieldChrome<V> {
  field: FieldInputProps<V>;
  meta: FieldMetaProps<V>;
  helpers: FieldHelperProps<V>;
  inputId: string;
  errorId: string;
  /** Translated label. */
  label: string;
  /** Translated error, shown once the field is touched or the form was submitted. */
  error: string | undefined;
}

/**
 * formik field state plus ids and translations shared by every field. Labels and error messages
 * are i18n keys of 'common' (validation keys such as REQUIRED_FIELD) or 'ui'; other text shows as is.
 */
export function useFieldChrome<V>(config: FieldHookConfig<V> & { name: string }, label: string, id?: string): FieldChrome<V> {
  const [field, meta, helpers] = useField<V>(config);
  const { submitCount } = useFormikContext<unknown>();
  const { i18n } = useTranslation('ui');
  const autoId = useId();
  const inputId = id ?? `${autoId}-${config.name}`;
  const rawError = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return {
    field,
    meta,
    helpers,
    inputId,
    errorId: `${inputId}-error`,
    label: translateKey(i18n, label, ['common', 'ui']),
    error: rawError ? translateKey(i18n, rawError, ['common', 'ui']) : undefined,
  };
}
