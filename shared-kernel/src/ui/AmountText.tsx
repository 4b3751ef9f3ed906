import styled from 'styled-components';
import { formatAmount } from '../domain/format';
import { theme } from './theme';

export interface AmountTextProps {
  value: number | null | undefined;
  /** Colour by sign: green for zero or positive, red for negative (default true). */
  signed?: boolean;
  className?: string;
}

const Span = styled.span<{ $tone: 'positive' | 'negative' | 'plain' }>`
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$tone === 'positive' ? theme.colors.positive : p.$tone === 'negative' ? theme.colors.negative : 'inherit')};
`;

/** An amount with 2 decimals and thousand separators, green when >= 0 and red when < 0. */
export function AmountText({ value, signed = true, className }: AmountTextProps) {
  const tone =
    !signed || value === null || value === undefined ? 'plain' : value < 0 ? 'negative' : 'positive';
  return (
    <Span className={className} $tone={tone} data-tone={tone}>
      {formatAmount(value)}
    </Span>
  );
}
