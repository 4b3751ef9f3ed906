import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';
import { useCreditT } from './shared';

/**
 * A small form state for the credit screens (formik is not a dependency of this remote): values,
 * errors as 'common' message keys, shown once a field was left or a submit was tried.
 */
export type Errors<V> = Partial<Record<keyof V | string, string>>;

export function useForm<V extends object>(initial: V, validate: (values: V) => Errors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = validate(values);
  const errorOf = (name: string): string | undefined => (tried || touched[name] ? (errors as Record<string, string | undefined>)[name] : undefined);
  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value }));
  const blur = (name: string) => setTouched((t) => ({ ...t, [name]: true }));
  const reset = (next: V) => {
    setValues(next);
    setTouched({});
    setTried(false);
  };
  const handleSubmit = (onValid: (values: V) => Promise<void> | void) => async (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (Object.values(errors).some(Boolean) || submitting) return;
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };
  return { values, set, blur, errorOf, reset, submitting, handleSubmit, setValues };
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 3px;
  margin-bottom: ${theme.space.md};
  label { font-size: ${theme.font.small}; font-weight: 600; }
  input, select {
    font: inherit;
    padding: 5px 8px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    min-width: 0;
  }
  input[aria-invalid='true'], select[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
  input:disabled, select:disabled { background: ${theme.colors.headerBg}; color: ${theme.colors.muted}; }
`;
const ErrorText = styled.div`
  color: ${theme.colors.danger};
  font-size: 12px;
`;
const Star = styled.span`
  color: ${theme.colors.danger};
  margin-left: 2px;
`;

interface FrameProps {
  label: string;
  error?: string;
  required?: boolean;
  children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}

/** Label, control and the translated error under it. */
export function Field({ label, error, required, children }: FrameProps) {
  const { t } = useCreditT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Wrap>
      <label htmlFor={id}>
        {label}
        {required && <Star aria-hidden="true">*</Star>}
      </label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: error ? true : undefined })}
      {error && (
        <ErrorText id={errorId} role="alert">
          {t(error, { ns: 'common' })}
        </ErrorText>
      )}
    </Wrap>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: string;
  error?: string;
  value: string;
  onValue: (value: string) => void;
};

export function TextInput({ label, error, required, value, onValue, ...rest }: InputProps) {
  return (
    <Field label={label} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <input
          {...rest}
          id={id}
          value={value}
          aria-required={required || undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </Field>
  );
}

type AmountProps = Omit<InputProps, 'value' | 'onValue'> & {
  value: number | undefined;
  onValue: (value: number | undefined) => void;
  decimals?: number;
};

/** A number input: refuses letters and extra decimals; empty = undefined. */
export function AmountInput({ value, onValue, decimals = 2, ...rest }: AmountProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const pattern = new RegExp(`^\\d*${decimals > 0 ? `(\\.\\d{0,${decimals}})?` : ''}$`);
  const shown = draft ?? (value === undefined ? '' : value.toFixed(decimals));
  return (
    <TextInput
      {...rest}
      inputMode="decimal"
      style={{ textAlign: 'right' }}
      value={shown}
      onFocus={() => setDraft(value === undefined ? '' : String(value))}
      onBlur={(e) => {
        setDraft(null);
        rest.onBlur?.(e);
      }}
      onValue={(text) => {
        const next = text.replace(/,/g, '');
        if (!pattern.test(next)) return;
        setDraft(next);
        onValue(next === '' || next === '.' ? undefined : Number(next));
      }}
    />
  );
}

type SelectProps<V extends string | number> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  label: string;
  error?: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onValue: (value: V) => void;
  /** Text of an empty first option (no choice yet). */
  placeholder?: string;
};

export function SelectInput<V extends string | number>({ label, error, required, value, options, onValue, placeholder, ...rest }: SelectProps<V>) {
  return (
    <Field label={label} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <select
          {...rest}
          id={id}
          value={value === undefined ? '' : String(value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => {
            const chosen = options.find((o) => String(o.value) === e.target.value);
            if (chosen) onValue(chosen.value);
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
