import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, fieldControlCss, useFieldChrome, type FieldChromeProps } from './FieldFrame';

export type TextInputProps = FieldChromeProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'required'> & {
    value: string;
    onChange: (value: string) => void;
  };

const Input = styled.input`
  ${fieldControlCss}
`;

/** A labelled text input (any text type: text, password, email, tel, url...). */
export function TextInput({ label, error, required, hint, value, onChange, ...rest }: TextInputProps) {
  const chrome = useFieldChrome({ error, required, hint });
  return (
    <FieldFrame chrome={chrome} label={label} required={required} hint={hint}>
      <Input
        {...chrome.aria}
        {...rest}
        id={chrome.id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}
