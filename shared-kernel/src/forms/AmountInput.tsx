import { amountDraftPattern, amountText, toAmount } from './amount';
import { TextInput, type TextInputProps } from './TextInput';

export type AmountInputProps = Omit<TextInputProps, 'type' | 'inputMode'> & {
  /** Decimal places accepted and shown after leaving the field (default 2, SPEC 5). */
  decimals?: number;
  /** Accept a leading minus (default false). */
  allowNegative?: boolean;
};

/**
 * An amount as text: letters and more than `decimals` places are refused as typed (not rounded),
 * commas are dropped; on leaving the field a complete amount is shown with `decimals` places.
 * Read the number with toAmount(text).
 */
export function AmountInput({
  decimals = 2,
  allowNegative = false,
  value,
  onChange,
  onBlur,
  style,
  ...rest
}: AmountInputProps) {
  const pattern = amountDraftPattern(decimals, allowNegative);
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="decimal"
      style={{ textAlign: 'right', ...style }}
      value={value}
      onChange={(next) => {
        const clean = next.replace(/,/g, '');
        if (pattern.test(clean)) onChange(clean);
      }}
      onBlur={(e) => {
        const n = toAmount(value, decimals);
        if (n !== undefined && amountText(n, decimals) !== value) onChange(amountText(n, decimals));
        onBlur?.(e);
      }}
    />
  );
}
