import { useEffect, useRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, fieldControlCss, useFieldChrome, type FieldChromeProps } from './FieldFrame';

export interface SelectOption<V extends string | number = string> {
  value: V;
  /** Already translated. */
  label: string;
  disabled?: boolean;
}

export type SelectInputProps<V extends string | number> = FieldChromeProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'required'> & {
    value: V | '' | null | undefined;
    options: readonly SelectOption<V>[];
    onChange: (value: V) => void;
    /** Text of an empty first option ('' / undefined = no choice yet, e.g. for a required check). */
    placeholder?: string;
  };

const Select = styled.select`
  ${fieldControlCss}
`;

/**
 * What a select shows for `value` (as option text). A value missing from the options falls back to
 * the first option (SPEC 5), reported once through `onChange` so what is shown is what is submitted;
 * with a placeholder, the empty placeholder option is that first option.
 */
export function useSelectFallback<V extends string | number>(
  value: V | '' | null | undefined,
  options: readonly SelectOption<V>[],
  onChange: (value: V) => void,
  placeholder: string | undefined,
): string {
  const text = value === undefined || value === null ? '' : String(value);
  const current = options.find((o) => String(o.value) === text);
  const blankShown = placeholder !== undefined && !current;
  const fallback = current || placeholder !== undefined ? undefined : options[0];
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    if (fallback) report.current(fallback.value);
  }, [fallback?.value]);
  return blankShown ? '' : String((current ?? fallback)?.value ?? '');
}

/** Reports the option whose value the browser's select shows as `text` (option values are strings there). */
export function chooseOption<V extends string | number>(
  options: readonly SelectOption<V>[],
  text: string,
  onChange: (value: V) => void,
): void {
  const chosen = options.find((o) => String(o.value) === text);
  if (chosen) onChange(chosen.value);
}

/** The <option> list of a select: an optional blank placeholder, then every option. */
export function SelectOptions<V extends string | number>({
  options,
  placeholder,
}: {
  options: readonly SelectOption<V>[];
  placeholder: string | undefined;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/**
 * A labelled select. A value missing from the options falls back to the first option (SPEC 5): it
 * is shown selected and reported once through onChange, so what is shown is what is submitted.
 * With a placeholder, the empty first option is that first option. Number options give numbers back.
 */
export function SelectInput<V extends string | number>({
  label,
  error,
  required,
  hint,
  value,
  options,
  onChange,
  placeholder,
  ...rest
}: SelectInputProps<V>) {
  const chrome = useFieldChrome({ error, required, hint });
  const shown = useSelectFallback(value, options, onChange, placeholder);
  return (
    <FieldFrame chrome={chrome} label={label} required={required} hint={hint}>
      <Select
        {...chrome.aria}
        {...rest}
        id={chrome.id}
        value={shown}
        onChange={(e) => chooseOption(options, e.target.value, onChange)}
      >
        <SelectOptions options={options} placeholder={placeholder} />
      </Select>
    </FieldFrame>
  );
}
