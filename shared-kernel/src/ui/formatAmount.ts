/**
 * Amount display of SPEC 5 / 9: 2 decimals and thousand separators ("1,234,567.50").
 * Private to ui/ until domain/format.ts lands; then this should delegate to it.
 */
const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  // Avoid "-0.00" for tiny negatives.
  const rounded = Math.round(n * 100) / 100;
  return amountFormat.format(rounded === 0 ? 0 : rounded);
}
