import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

export interface LabeledInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  /** Already translated label. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Already translated error text. */
  error?: string | null;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 3px;
  margin-bottom: ${theme.space.md};
  label {
    font-size: ${theme.font.small};
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 6px 8px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  input:focus {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 0;
    border-color: ${theme.colors.focus};
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;
const Required = styled.span`
  color: ${theme.colors.danger};
  margin-left: 2px;
`;
const ErrorText = styled.div`
  color: ${theme.colors.danger};
  font-size: 12px;
`;

/**
 * A light labelled input for the shell's few forms (login, passwords). The kernel's formik fields
 * are not used here so the login page stays small and the shell needs no formik of its own.
 */
export function LabeledInput({ label, value, onValueChange, error, required, ...rest }: LabeledInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrap>
      <label htmlFor={id}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </label>
      <input
        {...rest}
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrap>
  );
}
