import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../ui/theme';
import { translateKey } from '../ui/translateKey';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'checked' | 'onChange' | 'onBlur' | 'value'> {
  /** formik field name holding a boolean. */
  name: string;
  /** i18n key or text. */
  label: string;
}

const Wrap = styled.div`
  margin-bottom: ${theme.space.md};
  label { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
`;
const ErrorText = styled.div`
  color: ${theme.colors.danger};
  font-size: 12px;
`;

/** A checkbox bound to a boolean formik field, label at its right, translated error under it. */
export function CheckboxField({ name, label, id, ...rest }: CheckboxFieldProps) {
  const { i18n } = useTranslation('ui');
  const [{ value, checked, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const { submitCount } = useFormikContext<unknown>();
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  const errorId = `${inputId}-error`;
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? translateKey(i18n, meta.error, ['common', 'ui']) : undefined;
  return (
    <Wrap>
      <label htmlFor={inputId}>
        <input
          {...rest}
          {...field}
          id={inputId}
          type="checkbox"
          checked={Boolean(checked ?? value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {translateKey(i18n, label, ['common', 'ui'])}
      </label>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrap>
  );
}
