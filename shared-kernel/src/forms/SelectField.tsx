import { useEffect, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldFrame, fieldInputCss } from './FieldFrame';
import { translateKey } from '../ui/translateKey';
import { useFieldChrome } from './useFieldChrome';

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  /** i18n key or text. */
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<V extends string | number = string | number>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  /** i18n key or text. */
  label: string;
  options: readonly SelectOption<V>[];
  required?: boolean;
}

const Select = styled.select`
  ${fieldInputCss}
`;

/**
 * A select bound to formik. When the current value is missing (empty or not among the options) it
 * falls back to the first option and writes that into the form (SPEC 5). Number options give
 * numbers back.
 */
export function SelectField<V extends string | number>({ name, label, options, required, id, ...rest }: SelectFieldProps<V>) {
  const { i18n } = useTranslation('ui');
  const { field, helpers, inputId, errorId, label: text, error } = useFieldChrome<V | undefined>({ name }, label, id);
  const current = options.find((o) => String(o.value) === String(field.value ?? ''));
  const first = options[0];
  const effective = current ?? first;

  useEffect(() => {
    if (!current && first !== undefined) void helpers.setValue(first.value, false);
  }, [current, first]);

  return (
    <FieldFrame inputId={inputId} errorId={errorId} label={text} required={required} error={error}>
      <Select
        {...rest}
        id={inputId}
        name={name}
        value={effective === undefined ? '' : String(effective.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        onChange={(e) => {
          const chosen = options.find((o) => String(o.value) === e.target.value);
          if (chosen) void helpers.setValue(chosen.value);
        }}
        onBlur={field.onBlur}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
            {translateKey(i18n, o.label, ['common', 'ui'])}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
