/**
 * Amount text of the kit's AmountInput: at most `decimals` places (2 for money, SPEC 5), commas
 * allowed as thousand separators, a leading minus only when asked for.
 */

/** What may be typed so far: '', '-', '12.', '1,234.5'... (commas already removed). */
export function amountDraftPattern(decimals = 2, allowNegative = false): RegExp {
  return new RegExp(`^${allowNegative ? '-?' : ''}\\d*${decimals > 0 ? `(\\.\\d{0,${decimals}})?` : ''}$`);
}

/**
 * '12.5' -> 12.5, '1,234.50' -> 1234.5, '-3' -> -3; '' and anything that is not a complete amount
 * with at most `decimals` places -> undefined ('12.345' is refused, not rounded).
 */
export function toAmount(text: string, decimals = 2): number | undefined {
  const clean = text.replace(/,/g, '').trim();
  const complete = new RegExp(
    `^-?(?:\\d+(?:\\.\\d{1,${Math.max(decimals, 1)}})?|\\.\\d{1,${Math.max(decimals, 1)}})$`,
  );
  if (clean === '' || !complete.test(clean) || (decimals === 0 && clean.includes('.'))) return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}

/** 12.5 -> '12.50' for an amount field; null, undefined and NaN -> ''. */
export function amountText(n: number | null | undefined, decimals = 2): string {
  return typeof n === 'number' && Number.isFinite(n) ? n.toFixed(decimals) : '';
}
