import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { DateInput } from './DateInput';
import { FieldFrame, fieldControlCss, useFieldChrome, type FieldChromeProps } from './FieldFrame';

export type TextInputProps = FieldChromeProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'required'> & {
    value: string;
    onChange: (value: string) => void;
  };

const Input = styled.input`
  ${fieldControlCss}
`;

/**
 * A labelled text input (any text type: text, password, email, tel, url...). type="date" is the
 * kernel's date field (DateInput): dd/mm/yyyy on screen, 'YYYY-MM-DD' in `value`, whatever the
 * browser's locale.
 */
export function TextInput(props: TextInputProps) {
  if (props.type === 'date') {
    const { min, max, type: _date, ...rest } = props;
    return (
      <DateInput
        {...rest}
        {...(min === undefined ? {} : { min: String(min) })}
        {...(max === undefined ? {} : { max: String(max) })}
      />
    );
  }
  return <PlainTextInput {...props} />;
}

function PlainTextInput({ label, error, required, hint, value, onChange, ...rest }: TextInputProps) {
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
