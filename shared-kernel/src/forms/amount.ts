import { MAX_AMOUNT } from '../domain/constants';

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

/** Why an amount field refused what was typed or pasted (a 'common' message key). */
export type AmountRefusal =
  'AMOUNT_REFUSED_DECIMALS' | 'AMOUNT_REFUSED_TOO_LARGE' | 'AMOUNT_REFUSED_NOT_A_NUMBER';

/** The largest amount an amount field keeps by default: the most the server accepts (MAX_AMOUNT). */
export const MAX_FIELD_AMOUNT = MAX_AMOUNT;

/**
 * Whether an amount field can keep `text` (commas already removed) as typed so far: undefined when
 * it can, else why not: more than `decimals` places, beyond `max` (in absolute value), or not a
 * number at all. A refused text is never rounded or cut into something else.
 */
export function amountRefusal(
  text: string,
  opts: { decimals?: number; allowNegative?: boolean; max?: number } = {},
): AmountRefusal | undefined {
  const decimals = opts.decimals ?? 2;
  const max = opts.max ?? MAX_FIELD_AMOUNT;
  if (!amountDraftPattern(decimals, opts.allowNegative ?? false).test(text)) {
    const tooManyPlaces = new RegExp(`^-?\\d*\\.\\d{${decimals + 1},}$`).test(text);
    return tooManyPlaces || (decimals === 0 && /^-?\d*\.\d*$/.test(text))
      ? 'AMOUNT_REFUSED_DECIMALS'
      : 'AMOUNT_REFUSED_NOT_A_NUMBER';
  }
  const digits = text.replace(/^-/, '');
  if (digits === '' || digits === '.') return undefined;
  const n = Number(digits.endsWith('.') ? digits.slice(0, -1) : digits);
  return n > max ? 'AMOUNT_REFUSED_TOO_LARGE' : undefined;
}
