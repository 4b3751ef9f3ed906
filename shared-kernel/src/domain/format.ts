/**
 * Display formatting (SPEC 5, 9): amounts with 2 decimals and thousand separators, dates.
 * Locale-independent on purpose: the same text in every browser and on the server. Dates are shown
 * as Malaysian users write them, dd/mm/yyyy, and times in business time (Asia/Kuala_Lumpur,
 * DOMAIN 1) whatever the machine's time zone, so a row stamped on 26/11 shows under the filter 26/11.
 */
import { BUSINESS_UTC_OFFSET_MINUTES } from './businessTime';

const EMPTY = '';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Integer cents (number, bigint or int8 string) to '1,234,567.89' / '-1,234.50'. '' for non-integers. */
export function formatCents(cents: number | bigint | string | null | undefined): string {
  if (cents === null || cents === undefined) return EMPTY;
  let big: bigint;
  try {
    if (typeof cents === 'number') {
      if (!Number.isSafeInteger(cents)) return EMPTY;
      big = BigInt(cents);
    } else if (typeof cents === 'string') {
      if (!/^\s*-?\d+\s*$/.test(cents)) return EMPTY;
      big = BigInt(cents.trim());
    } else {
      big = cents;
    }
  } catch {
    return EMPTY;
  }
  const negative = big < 0n;
  const abs = negative ? -big : big;
  const whole = groupThousands((abs / 100n).toString());
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative && abs !== 0n ? '-' : ''}${whole}.${fraction}`;
}

/** Units (a JSON number, or a numeric string) to cents, rounding half away from zero. */
function unitsToRoundedCents(units: number): bigint | null {
  if (!Number.isFinite(units)) return null;
  // toPrecision(15) removes binary noise (1.005 * 100 = 100.49999999999999 -> 100.5) before rounding.
  const scaled = Number((Math.abs(units) * 100).toPrecision(15));
  const rounded = Math.round(scaled);
  if (!Number.isSafeInteger(rounded)) return null;
  return BigInt(units < 0 ? -rounded : rounded);
}

/**
 * An amount in currency units to '1,234,567.89' (2 decimals, thousand separators, half away from
 * zero). Accepts numbers and numeric strings (commas allowed); '' for null, undefined or non-numbers.
 */
export function formatAmount(units: number | string | null | undefined): string {
  if (units === null || units === undefined) return EMPTY;
  const n = typeof units === 'number' ? units : parseAmount(units);
  if (n === null) return EMPTY;
  const cents = unitsToRoundedCents(n);
  return cents === null ? EMPTY : formatCents(cents);
}

/** A count (tickets, rows) to '1,234': a whole number with thousand separators; '' for null or non-finite. */
export function formatCount(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return EMPTY;
  const rounded = Math.round(n);
  // Digits grouped by hand, as for amounts: the same text everywhere, and no Intl number format,
  // whose first use in a page (ICU's locale data) cost a screen's first render about 8 ms.
  if (!Number.isSafeInteger(rounded)) return rounded.toLocaleString('en-US');
  const text = groupThousands(String(Math.abs(rounded)));
  return rounded < 0 ? `-${text}` : text;
}

/** '1,234.50' / '-12' / ' 3.5 ' to a number; null when it is not a plain decimal number. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/** Signed class for the overall-info strip (SPEC 2.8): green for zero or positive, red for negative. */
export function amountSign(units: number): 'positive' | 'negative' {
  return units < 0 ? 'negative' : 'positive';
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const YMD = /^(\d{4})-(\d{2})-(\d{2})/;

type DateInput = Date | string | null | undefined;

/** Calendar parts of a Date (local time) or of a 'YYYY-MM-DD…' string (as written, no time-zone shift). */
function dateParts(value: DateInput): { y: number; m: number; d: number } | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const match = YMD.exec(value.trim());
    if (match) return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : dateParts(parsed);
  }
  if (Number.isNaN(value.getTime())) return null;
  return { y: value.getFullYear(), m: value.getMonth() + 1, d: value.getDate() };
}

/** 'YYYY-MM-DD' (the business-date form of API.md). '' for missing or invalid input. */
export function formatYmd(value: DateInput): string {
  const p = dateParts(value);
  return p ? `${String(p.y).padStart(4, '0')}-${pad2(p.m)}-${pad2(p.d)}` : EMPTY;
}

/** 'DD/MM', e.g. for draw-date column headers. */
export function formatDayMonth(value: DateInput): string {
  const p = dateParts(value);
  return p ? `${pad2(p.d)}/${pad2(p.m)}` : EMPTY;
}

/** The calendar parts and clock of an instant in business time (UTC+8, no daylight saving). */
function businessParts(at: Date) {
  const b = new Date(at.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  return {
    y: b.getUTCFullYear(),
    m: b.getUTCMonth() + 1,
    d: b.getUTCDate(),
    hh: b.getUTCHours(),
    mm: b.getUTCMinutes(),
    ss: b.getUTCSeconds(),
  };
}

const instantOf = (value: Date | string): Date => (typeof value === 'string' ? new Date(value) : value);

/**
 * An instant (a Date, or an ISO timestamp as the API sends) as 'dd/mm/yyyy HH:mm:ss' in business
 * time, whatever the machine's time zone. '' for missing or invalid input.
 */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  const at = instantOf(value);
  if (Number.isNaN(at.getTime())) return EMPTY;
  const p = businessParts(at);
  return `${pad2(p.d)}/${pad2(p.m)}/${p.y} ${pad2(p.hh)}:${pad2(p.mm)}:${pad2(p.ss)}`;
}

/**
 * A date as 'dd/mm/yyyy': a business date 'YYYY-MM-DD' as written; an instant (a Date or an ISO
 * timestamp) by its business date. '' for missing or invalid input.
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'string') {
    const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (ymd) return `${ymd[3]}/${ymd[2]}/${ymd[1]}`;
  }
  const at = instantOf(value);
  if (Number.isNaN(at.getTime())) return EMPTY;
  const p = businessParts(at);
  return `${pad2(p.d)}/${pad2(p.m)}/${String(p.y).padStart(4, '0')}`;
}

/**
 * A date as Malaysian users type it, day first: 'dd/mm/yyyy' (also 'd/m/yyyy', with '-' or '.'
 * between), to the business date 'YYYY-MM-DD'; null when it is not that or not a real day.
 */
export function parseDmy(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

/** A strict 'YYYY-MM-DD' to a local-midnight Date; null when malformed or not a real calendar day. */
export function parseYmd(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}
