import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Smaller padding, for table toolbars and pagination. */
  compact?: boolean;
}

const variants = {
  primary: css`
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.secondary};
    border-color: ${theme.colors.border};
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.secondaryHover};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    border-color: ${theme.colors.danger};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.dangerHover};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $compact: boolean }>`
  font: inherit;
  font-size: ${theme.font.small};
  line-height: 1.2;
  border: 1px solid transparent;
  border-radius: ${theme.radius};
  padding: ${(p) => (p.$compact ? '3px 8px' : '6px 14px')};
  min-width: ${(p) => (p.$compact ? '28px' : '72px')};
  cursor: pointer;
  white-space: nowrap;
  ${(p) => variants[p.$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
  &[aria-current='page'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

/** A button of the house style; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'secondary', compact = false, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} $compact={compact} type={type} {...rest} />;
}
