import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, fieldControlCss, useFieldChrome, type FieldChromeProps } from './FieldFrame';

export type TextAreaProps = FieldChromeProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'required'> & {
    value: string;
    onChange: (value: string) => void;
  };

const Area = styled.textarea`
  ${fieldControlCss}
  resize: vertical;
`;

/** A labelled multi-line text (announcements, remarks); same label, hint and error as TextInput. */
export function TextArea({
  label,
  error,
  required,
  hint,
  value,
  onChange,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const chrome = useFieldChrome({ error, required, hint });
  return (
    <FieldFrame chrome={chrome} label={label} required={required} hint={hint}>
      <Area
        {...chrome.aria}
        {...rest}
        rows={rows}
        id={chrome.id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}
