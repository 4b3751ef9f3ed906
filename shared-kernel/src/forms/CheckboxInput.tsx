import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../ui/theme';
import { useFieldChrome, type FieldChromeProps } from './FieldFrame';

export type CheckboxInputProps = Omit<FieldChromeProps, 'required'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'id' | 'value'> & {
    checked: boolean;
    onChange: (checked: boolean) => void;
  };

const Wrap = styled.div`
  margin-bottom: ${theme.space.sm};
  > label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
    font-size: ${theme.font.size};
  }
  .hint {
    font-size: 12px;
    color: ${theme.colors.muted};
  }
  [role='alert'] {
    color: ${theme.colors.danger};
    font-size: 12px;
  }
`;

/** A checkbox with its label at the right; hint and translated error under it. */
export function CheckboxInput({ label, error, hint, checked, onChange, ...rest }: CheckboxInputProps) {
  const chrome = useFieldChrome({ error, hint });
  return (
    <Wrap>
      <label htmlFor={chrome.id}>
        <input
          {...rest}
          id={chrome.id}
          type="checkbox"
          checked={checked}
          aria-invalid={chrome.aria['aria-invalid']}
          aria-describedby={chrome.aria['aria-describedby']}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {hint && (
        <div className="hint" id={`${chrome.id}-hint`}>
          {hint}
        </div>
      )}
      {chrome.errorText && (
        <div id={`${chrome.id}-error`} role="alert">
          {chrome.errorText}
        </div>
      )}
    </Wrap>
  );
}
