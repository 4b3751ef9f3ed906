import { useState } from 'react';
import { amountRefusal, amountText, toAmount, type AmountRefusal } from './amount';
import { TextInput, type TextInputProps } from './TextInput';

export type AmountInputProps = Omit<TextInputProps, 'type' | 'inputMode'> & {
  /** Decimal places accepted and shown after leaving the field (default 2, SPEC 5). */
  decimals?: number;
  /** Accept a leading minus (default false). */
  allowNegative?: boolean;
  /** The largest amount kept, in absolute value (default MAX_FIELD_AMOUNT: the most the server accepts). */
  max?: number;
};

/**
 * An amount as text. What the field cannot keep (more than `decimals` places, beyond `max`,
 * letters), typed or pasted, is refused as a whole, never rounded or cut: the field keeps what it
 * showed and says why under it until the next accepted change. Commas are dropped; on leaving the
 * field a complete amount is shown with `decimals` places. Read the number with toAmount(text).
 */
export function AmountInput({
  decimals = 2,
  allowNegative = false,
  max,
  value,
  onChange,
  onBlur,
  style,
  error,
  ...rest
}: AmountInputProps) {
  const [refused, setRefused] = useState<AmountRefusal | undefined>(undefined);
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="decimal"
      style={{ textAlign: 'right', ...style }}
      value={value}
      // The refusal first: it explains why the field did not change.
      error={refused ?? error}
      onChange={(next) => {
        const clean = next.replace(/,/g, '').trim();
        const why = amountRefusal(clean, { decimals, allowNegative, ...(max === undefined ? {} : { max }) });
        setRefused(why);
        if (why === undefined) onChange(clean);
      }}
      onBlur={(e) => {
        const n = toAmount(value, decimals);
        if (n !== undefined && amountText(n, decimals) !== value) onChange(amountText(n, decimals));
        onBlur?.(e);
      }}
    />
  );
}
