import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme, translateKey } from '@drawdesk/shared-kernel/ui';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 3px;
  margin-bottom: ${theme.space.md};
  textarea {
    font: inherit;
    padding: 5px 8px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    min-height: 72px;
  }
  textarea[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  [role='alert'] {
    color: ${theme.colors.danger};
    font-size: 12px;
  }
`;

/**
 * A labelled multi-line text field with its hint and error under it; binds like a kit input
 * (`{...form.field('message')}`). The error is a 'common' message key or an already translated text.
 */
export function TextArea({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  rows,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** aria-required (no asterisk). */
  required?: boolean;
  rows?: number;
}) {
  const id = useId();
  const { i18n } = useTranslation();
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {hint && <small>{hint}</small>}
      {error && (
        <span id={`${id}-error`} role="alert">
          {translateKey(i18n, error, ['common', 'ui'])}
        </span>
      )}
    </Wrap>
  );
}
