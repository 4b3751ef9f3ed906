import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../ui/theme';

export const fieldInputCss = `
  font: inherit;
  font-size: ${theme.font.size};
  padding: 5px 8px;
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
  label { font-size: ${theme.font.small}; font-weight: 600; color: ${theme.colors.text}; }
`;
const Required = styled.span`
  color: ${theme.colors.danger};
  margin-left: 2px;
`;
const ErrorText = styled.div`
  color: ${theme.colors.danger};
  font-size: 12px;
`;

export interface FieldFrameProps {
  inputId: string;
  errorId: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

/** Label above, control, translated error under it. Private building block of the form fields. */
export function FieldFrame({ inputId, errorId, label, required, error, children }: FieldFrameProps) {
  return (
    <Wrap>
      <label htmlFor={inputId}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </label>
      {children}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrap>
  );
}
