/** One result number: a labelled digits-only input of a fixed width, with its error under it. */
export function NumberField({
  label,
  value,
  error,
  width,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  width: number;
  onChange: (v: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        aria-label={label}
        inputMode="numeric"
        maxLength={width}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      {error && <span role="alert">{error}</span>}
    </label>
  );
}
