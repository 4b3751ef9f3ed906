/**
 * A small form kit for the account tree screens: controlled fields with label, SPEC 5 messages and
 * aria wiring, validated with the kernel's pure rules (domain/validation).
 *
 * Why not the kernel's formik fields: formik is a dependency of the kernel only, and the kernel's
 * './forms' entry does not re-export `Formik`/`Form`, so a remote cannot provide the formik context
 * those fields need (importing formik here would not resolve, and a second copy would not share its
 * context with the kernel's). See the report of issue 3.
 */
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { validateFields, type Rule } from '@drawdesk/shared-kernel/domain';
import { Button, theme, translateKey } from '@drawdesk/shared-kernel/ui';

export type Errors<V> = Partial<Record<keyof V & string, string>>;

export interface FormState<V> {
  values: V;
  errors: Errors<V>;
  submitted: boolean;
  submitting: boolean;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  setError: (key: keyof V & string, message: string) => void;
  /** Props for a <form>: validates, then calls onSubmit with the values when there is no error. */
  formProps: { noValidate: true; onSubmit: (e: FormEvent) => void };
}

/** Field rules plus cross-field checks (confirm password...). */
export function useForm<V extends object>(
  initial: V | (() => V),
  validate: (values: V) => Errors<V>,
  onSubmit: (values: V, form: Pick<FormState<V>, 'setError'>) => Promise<void> | void,
): FormState<V> {
  const [values, setValues] = useState<V>(initial);
  const [serverErrors, setServerErrors] = useState<Errors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = { ...(submitted ? validate(values) : {}), ...serverErrors } as Errors<V>;
  const setError = (key: keyof V & string, message: string) => setServerErrors((e) => ({ ...e, [key]: message }));
  return {
    values,
    errors,
    submitted,
    submitting,
    set: (key, value) => {
      setValues((v) => ({ ...v, [key]: value }));
      setServerErrors((e) => {
        if (!(key in e)) return e;
        const next = { ...e };
        delete next[key as keyof V & string];
        return next;
      });
    },
    setError,
    formProps: {
      noValidate: true,
      onSubmit: (e) => {
        e.preventDefault();
        if (submitting) return;
        setSubmitted(true);
        setServerErrors({});
        const found = validate(values);
        if (Object.keys(found).length > 0) {
          // Keyboard users land on the first wrong field.
          const form = e.currentTarget as HTMLFormElement | null;
          setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
          return;
        }
        setSubmitting(true);
        void Promise.resolve(onSubmit(values, { setError })).finally(() => setSubmitting(false));
      },
    },
  };
}

/** validateFields over a rule map (message keys of 'common'). */
export function rulesValidator<V extends object>(rules: Partial<Record<keyof V & string, readonly Rule[]>>) {
  return (values: V): Errors<V> =>
    validateFields(values as Partial<Record<string, unknown>>, rules as Record<string, readonly Rule[]>) as Errors<V>;
}

const Frame = styled.div`
  margin-bottom: ${theme.space.sm};
  display: flex;
  flex-direction: column;
  gap: 3px;
  label { font-size: ${theme.font.small}; color: ${theme.colors.muted}; }
  .req { color: ${theme.colors.danger}; margin-left: 2px; }
  input, select {
    font: inherit;
    padding: 4px 8px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    min-height: 28px;
  }
  input[aria-invalid='true'], select[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
  .hint { font-size: 12px; color: ${theme.colors.muted}; }
`;
const ErrorText = styled.div`
  color: ${theme.colors.danger};
  font-size: 12px;
`;
const CheckFrame = styled.div`
  margin-bottom: ${theme.space.sm};
  label { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
`;

function useErrorText(error: string | undefined): string | undefined {
  const { i18n } = useTranslation();
  return error ? translateKey(i18n, error, ['common']) : undefined;
}

interface FieldBase {
  /** Already translated. */
  label: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
}

function FieldFrame({ id, label, required, error, hint, children }: FieldBase & { id: string; children: ReactNode }) {
  return (
    <Frame>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="req" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && <span className="hint">{hint}</span>}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Frame>
  );
}

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'required'>;

export function TextInput({ label, error, required, hint, value, onChange, ...rest }: FieldBase & InputRest & { value: string; onChange: (v: string) => void }) {
  const id = useId();
  const text = useErrorText(error);
  return (
    <FieldFrame id={id} label={label} required={required} error={text} hint={hint}>
      <input
        {...rest}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={text ? true : undefined}
        aria-describedby={text ? `${id}-error` : undefined}
        aria-required={required || undefined}
      />
    </FieldFrame>
  );
}

/** Amount text with at most `decimals` places (letters and extra decimals are refused as typed). */
export function AmountInput({
  label,
  error,
  required,
  hint,
  value,
  onChange,
  decimals = 2,
  ...rest
}: FieldBase & InputRest & { value: string; onChange: (v: string) => void; decimals?: number }) {
  const pattern = new RegExp(`^\\d*${decimals > 0 ? `(\\.\\d{0,${decimals}})?` : ''}$`);
  return (
    <TextInput
      {...rest}
      label={label}
      error={error}
      required={required}
      hint={hint}
      inputMode="decimal"
      style={{ textAlign: 'right' }}
      value={value}
      onChange={(next) => {
        const clean = next.replace(/,/g, '');
        if (pattern.test(clean)) onChange(clean);
      }}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectRest = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'required'>;

/** A select; a value missing from the options shows (and is meant as) the first option (SPEC 5). */
export function SelectInput({ label, error, required, hint, value, onChange, options, ...rest }: FieldBase & SelectRest & { value: string; onChange: (v: string) => void; options: readonly Option[] }) {
  const id = useId();
  const text = useErrorText(error);
  const effective = options.some((o) => o.value === value) ? value : (options[0]?.value ?? '');
  return (
    <FieldFrame id={id} label={label} required={required} error={text} hint={hint}>
      <select
        {...rest}
        id={id}
        value={effective}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={text ? true : undefined}
        aria-describedby={text ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxInput({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (v: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <CheckFrame>
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
    </CheckFrame>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: flex-end;
  margin-top: ${theme.space.md};
`;

export function Actions({ submitLabel, cancelLabel, onCancel, submitting, disabled }: { submitLabel: string; cancelLabel?: string; onCancel?: () => void; submitting?: boolean; disabled?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <Row>
      {onCancel && (
        <Button onClick={onCancel} disabled={submitting}>
          {cancelLabel ?? t('form.cancel')}
        </Button>
      )}
      <Button type="submit" variant="primary" disabled={disabled || submitting}>
        {submitLabel}
      </Button>
    </Row>
  );
}

/** '12.5' -> 12.5; '' -> undefined. */
export const toAmount = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
/** 12.5 -> '12.50' for an amount field. */
export const amountText = (n: number | null | undefined): string => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(2) : '');
