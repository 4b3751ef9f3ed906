import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { Input } from './TextField';
import { useFieldChrome } from './useFieldChrome';

export interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'type'> {
  name: string;
  /** i18n key or text. */
  label: string;
  required?: boolean;
  /** Decimal places allowed and shown after leaving the field (default 2, an amount). */
  decimals?: number;
  /** Allow a leading minus (default false). */
  allowNegative?: boolean;
}

function toText(value: unknown, decimals: number): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(decimals) : '';
}

/**
 * An amount input bound to formik. The formik value is a number, or undefined when empty; typing
 * more decimals than allowed or letters is refused; on blur the text is shown with `decimals` places.
 */
export function NumberField({ name, label, required, id, decimals = 2, allowNegative = false, ...rest }: NumberFieldProps) {
  const { field, helpers, inputId, errorId, label: text, error } = useFieldChrome<number | undefined>({ name }, label, id);
  const [draft, setDraft] = useState(() => toText(field.value, decimals));
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    // Follow outside changes (form reset, setFieldValue) while the user is not typing.
    if (!focused) setDraft(toText(field.value, decimals));
  }, [field.value, decimals, focused]);

  const pattern = new RegExp(`^${allowNegative ? '-?' : ''}\\d*${decimals > 0 ? `(\\.\\d{0,${decimals}})?` : ''}$`);

  return (
    <FieldFrame inputId={inputId} errorId={errorId} label={text} required={required} error={error}>
      <Input
        {...rest}
        id={inputId}
        name={name}
        type="text"
        inputMode="decimal"
        value={draft}
        style={{ textAlign: 'right', ...rest.style }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        onFocus={() => setFocused(true)}
        onChange={(e) => {
          const next = e.target.value.replace(/,/g, '');
          if (!pattern.test(next)) return;
          setDraft(next);
          const n = next === '' || next === '-' || next === '.' ? undefined : Number(next);
          void helpers.setValue(n !== undefined && Number.isFinite(n) ? n : undefined);
        }}
        onBlur={(e) => {
          setFocused(false);
          setDraft(toText(field.value, decimals));
          field.onBlur(e);
        }}
      />
    </FieldFrame>
  );
}
