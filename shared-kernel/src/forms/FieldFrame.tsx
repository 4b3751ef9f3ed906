import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../ui/theme';
import { translateKey } from '../ui/translateKey';

/** Props every kit field shares. */
export interface FieldChromeProps {
  /** Already translated label; tied to the control (label for=id). */
  label: string;
  /** A 'common' message key (REQUIRED_FIELD...) or a text; shown under the control. */
  error?: string | null;
  /** Red asterisk (hidden from screen readers) and aria-required. */
  required?: boolean;
  /** Help text under the control. */
  hint?: ReactNode;
}

export const fieldControlCss = `
  font: inherit;
  font-size: ${theme.font.size};
  padding: 5px 8px;
  min-height: 30px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  min-width: 0;
  &:focus { outline: 2px solid ${theme.colors.focus}; outline-offset: 0; border-color: ${theme.colors.focus}; }
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
  &:disabled { background: ${theme.colors.headerBg}; color: ${theme.colors.muted}; }
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 3px;
  margin-bottom: ${theme.space.md};
  > label {
    font-size: ${theme.font.small};
    font-weight: 600;
    color: ${theme.colors.text};
  }
`;
const Required = styled.span`
  color: ${theme.colors.danger};
  margin-left: 2px;
`;
const Hint = styled.div`
  font-size: 12px;
  color: ${theme.colors.muted};
`;
const ErrorText = styled.div`
  color: ${theme.colors.danger};
  font-size: 12px;
`;

/** Ids and ARIA attributes of one control, and its translated error. */
export interface FieldChrome {
  id: string;
  /** Translated error text, if any. */
  errorText: string | undefined;
  aria: {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  };
}

export function useFieldChrome({
  error,
  required,
  hint,
}: Pick<FieldChromeProps, 'error' | 'required' | 'hint'>): FieldChrome {
  const { i18n } = useTranslation();
  const id = useId();
  const errorText = error ? translateKey(i18n, error, ['common']) : undefined;
  const describedBy = [hint ? `${id}-hint` : '', errorText ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    errorText,
    aria: {
      'aria-invalid': errorText ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': required ? true : undefined,
    },
  };
}

/** Label above, the control, hint and error under it. Building block of the kit's fields. */
export function FieldFrame({
  chrome,
  label,
  required,
  hint,
  children,
}: Omit<FieldChromeProps, 'error'> & { chrome: FieldChrome; children: ReactNode }) {
  return (
    <Wrap>
      <label htmlFor={chrome.id}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </label>
      {children}
      {hint && <Hint id={`${chrome.id}-hint`}>{hint}</Hint>}
      {chrome.errorText && (
        <ErrorText id={`${chrome.id}-error`} role="alert">
          {chrome.errorText}
        </ErrorText>
      )}
    </Wrap>
  );
}
