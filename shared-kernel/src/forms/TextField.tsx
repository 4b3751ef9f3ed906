import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, fieldInputCss } from './FieldFrame';
import { useFieldChrome } from './useFieldChrome';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'> {
  /** formik field name. */
  name: string;
  /** i18n key or text. */
  label: string;
  /** Shows a red asterisk (validation itself lives in the yup schema). */
  required?: boolean;
}

export const Input = styled.input`
  ${fieldInputCss}
`;

/** A text input bound to formik, with label and translated error. */
export function TextField({ name, label, required, id, type = 'text', ...rest }: TextFieldProps) {
  const { field, inputId, errorId, label: text, error } = useFieldChrome<string>({ name }, label, id);
  return (
    <FieldFrame inputId={inputId} errorId={errorId} label={text} required={required} error={error}>
      <Input
        {...rest}
        {...field}
        value={field.value ?? ''}
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
      />
    </FieldFrame>
  );
}
