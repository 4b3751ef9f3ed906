/**
 * Money is integer cents everywhere (DOMAIN 1). The API speaks currency units as JSON numbers with
 * at most 2 decimals (API.md); these are the only conversions between the two.
 */
export type Cents = number;

const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;

/** True when `value` is a finite number written with at most 2 decimals. */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  // toString of a double gives its shortest round-trip form: 12.5 -> "12.5", 0.1+0.2 -> "0.30000000000000004".
  const text = Math.abs(value) < 1e-6 && value !== 0 ? value.toFixed(20) : String(value);
  return TWO_DECIMALS.test(text);
}

/** Units (e.g. 12.5) to cents (1250). Throws RangeError for more than 2 decimals or unsafe sizes. */
export function unitsToCents(value: number): Cents {
  if (!hasAtMostTwoDecimals(value)) throw new RangeError(`Amount ${value} must have at most 2 decimals`);
  const cents = Math.round(value * 100);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount ${value} is too large`);
  return cents;
}

/** Cents (int, bigint or the decimal string pg returns for int8) to units for a JSON reply. */
export function centsToUnits(cents: number | bigint | string): number {
  const n = typeof cents === 'number' ? cents : Number(cents);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Cents ${String(cents)} is not a safe integer`);
  return n / 100;
}

/** Round half up (away from zero for the half) to whole cents: for products of cents and rates. */
export function roundHalfUp(value: number): Cents {
  return value < 0 ? -Math.round(-value) : Math.round(value);
}
