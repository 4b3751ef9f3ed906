/**
 * The kit's fields bound to formik by `name`: the same controls as '@drawdesk/shared-kernel/forms'
 * (label tied to the control, required asterisk, hint, translated error), their value, change, blur
 * and error read from the enclosing <Form>.
 */
import {
  AmountInput,
  CheckboxGroup,
  CheckboxInput,
  SelectInput,
  TextArea,
  TextInput,
  type AmountInputProps,
  type CheckboxGroupProps,
  type CheckboxInputProps,
  type SelectInputProps,
  type TextAreaProps,
  type TextInputProps,
} from '..';
import type { FocusEvent } from 'react';
import { useBoundField } from './useBoundField';

/** Props of a bound field: the control's own, without what formik supplies, plus the field's name. */
type Bound<P, Supplied extends keyof P> = Omit<P, Supplied | 'error' | 'name'> & { name: string };

/**
 * What every single-value control takes from its formik field: name, error, change, and a blur that
 * marks the field touched before the caller's own onBlur runs.
 */
function useFieldBinding<T, E>(name: string, onBlur: ((event: E) => void) | undefined) {
  const field = useBoundField<T>(name);
  return {
    value: field.value,
    bound: {
      name,
      error: field.error,
      onChange: field.onChange,
      onBlur: (event: E) => {
        field.onBlur();
        onBlur?.(event);
      },
    },
  };
}

export type TextFieldProps = Bound<TextInputProps, 'value' | 'onChange'>;
export function TextField({ name, onBlur, ...rest }: TextFieldProps) {
  const { value, bound } = useFieldBinding<string | null | undefined, FocusEvent<HTMLInputElement>>(
    name,
    onBlur,
  );
  return <TextInput {...rest} {...bound} value={value ?? ''} />;
}

export type TextAreaFieldProps = Bound<TextAreaProps, 'value' | 'onChange'>;
export function TextAreaField({ name, onBlur, ...rest }: TextAreaFieldProps) {
  const { value, bound } = useFieldBinding<string | null | undefined, FocusEvent<HTMLTextAreaElement>>(
    name,
    onBlur,
  );
  return <TextArea {...rest} {...bound} value={value ?? ''} />;
}

/** An amount kept as text in the form (read it with toAmount on submit); see AmountInput. */
export type AmountFieldProps = Bound<AmountInputProps, 'value' | 'onChange'>;
export function AmountField({ name, onBlur, ...rest }: AmountFieldProps) {
  const { value, bound } = useFieldBinding<string | null | undefined, FocusEvent<HTMLInputElement>>(
    name,
    onBlur,
  );
  return <AmountInput {...rest} {...bound} value={value ?? ''} />;
}

export type SelectFieldProps<V extends string | number> = Bound<SelectInputProps<V>, 'value' | 'onChange'>;
/** A bound select; a value missing from the options falls back to the first option (SPEC 5). */
export function SelectField<V extends string | number>({ name, onBlur, ...rest }: SelectFieldProps<V>) {
  const { value, bound } = useFieldBinding<V | '' | null | undefined, FocusEvent<HTMLSelectElement>>(
    name,
    onBlur,
  );
  return <SelectInput<V> {...rest} {...bound} value={value} />;
}

export type CheckboxFieldProps = Bound<CheckboxInputProps, 'checked' | 'onChange'>;
export function CheckboxField({ name, onBlur, ...rest }: CheckboxFieldProps) {
  const { value, bound } = useFieldBinding<boolean | null | undefined, FocusEvent<HTMLInputElement>>(
    name,
    onBlur,
  );
  return <CheckboxInput {...rest} {...bound} checked={value === true} />;
}

export type CheckboxGroupFieldProps<V extends string | number> = Bound<
  CheckboxGroupProps<V>,
  'value' | 'onChange'
>;
/** Ticked values as an array field (pools, roles); its rules (at least one...) apply to the array. */
export function CheckboxGroupField<V extends string | number>({ name, ...rest }: CheckboxGroupFieldProps<V>) {
  const field = useBoundField<readonly V[] | null | undefined>(name);
  return (
    <CheckboxGroup<V>
      {...rest}
      value={field.value ?? []}
      error={field.error}
      onChange={(next) => {
        field.onChange(next);
        field.onBlur();
      }}
    />
  );
}
