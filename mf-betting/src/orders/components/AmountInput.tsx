import type { GridRow } from '../preview';

/** The amount of one bet code of a web order row. */
export function AmountInput({
  row,
  code,
  onChange,
  label,
}: {
  row: GridRow;
  code: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <input
      aria-label={label}
      inputMode="decimal"
      size={5}
      value={row.amounts[code] ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
