import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldFrame } from './FieldFrame';
import { Input, type TextFieldProps } from './TextField';
import { theme } from '../ui/theme';
import { useFieldChrome } from './useFieldChrome';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

const Row = styled.div`
  display: flex;
  input { flex: 1; border-top-right-radius: 0; border-bottom-right-radius: 0; }
`;
const Toggle = styled.button`
  font: inherit;
  font-size: 12px;
  border: 1px solid ${theme.colors.border};
  border-left: 0;
  background: ${theme.colors.headerBg};
  border-radius: 0 ${theme.radius} ${theme.radius} 0;
  padding: 0 8px;
  cursor: pointer;
`;

/** A password input bound to formik, with a show/hide toggle. */
export function PasswordField({ name, label, required, id, autoComplete = 'current-password', ...rest }: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  const { field, inputId, errorId, label: text, error } = useFieldChrome<string>({ name }, label, id);
  return (
    <FieldFrame inputId={inputId} errorId={errorId} label={text} required={required} error={error}>
      <Row>
        <Input
          {...rest}
          {...field}
          value={field.value ?? ''}
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
        />
        <Toggle type="button" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </Toggle>
      </Row>
    </FieldFrame>
  );
}
