import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../ui/theme';
import { translateKey } from '../ui/translateKey';

export interface CheckboxGroupProps<V extends string | number> {
  /** Already translated; the group's legend. */
  label: string;
  options: readonly { value: V; label: ReactNode }[];
  /** The ticked values. */
  value: readonly V[];
  /** The ticked values after a change, in the options' order. */
  onChange: (value: V[]) => void;
  /** A 'common' message key or a text, shown under the boxes. */
  error?: string | null | undefined;
}

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  > legend {
    font-size: ${theme.font.small};
    font-weight: 600;
    padding: 0;
    margin-bottom: 3px;
  }
  > label {
    display: inline-flex;
    gap: 4px;
    align-items: center;
  }
  > [role='alert'] {
    flex-basis: 100%;
    color: ${theme.colors.danger};
    font-size: 12px;
  }
`;

/** A legend and one checkbox per option (pools, roles...), with the group's error under them. */
export function CheckboxGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
}: CheckboxGroupProps<V>) {
  const { i18n } = useTranslation();
  const toggle = (changed: V, on: boolean) =>
    onChange(options.filter((o) => (o.value === changed ? on : value.includes(o.value))).map((o) => o.value));
  return (
    <Group aria-invalid={error ? true : undefined}>
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={String(o.value)}>
          <input
            type="checkbox"
            checked={value.includes(o.value)}
            onChange={(e) => toggle(o.value, e.target.checked)}
          />
          {o.label}
        </label>
      ))}
      {error && <span role="alert">{translateKey(i18n, error, ['common'])}</span>}
    </Group>
  );
}
