/** Stake amounts as typed (decimal units) and as printed (no trailing zeros), exact in cents. */
import type { Cents } from '../money';

/** At most 9 integer digits keeps every product with a rate or a payout a safe integer. */
const AMOUNT = /^(?:(\d{1,9})(?:\.(\d{1,2}))?|\.(\d{1,2}))$/;

/** `2.5` -> 250; null unless a decimal with at most 2 places, greater than 0. */
export function parseAmountCents(text: string): Cents | null {
  const m = AMOUNT.exec(text);
  if (!m) return null;
  const whole = m[1] ?? '0';
  const frac = (m[2] ?? m[3] ?? '').padEnd(2, '0');
  const cents = Number(whole) * 100 + Number(frac);
  return cents > 0 ? cents : null;
}

/** 250 -> `2.5`, 100 -> `1`, 5 -> `0.05`: units without trailing zeros. */
export function formatBetAmount(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${sign}${whole}.${frac}` : `${sign}${whole}`;
}

/** 20400 -> `204.00`: units with exactly 2 decimals. */
export function formatAmount2(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
