/**
 * Date lines of the bet string (DOMAIN 7): `D`, `D2`..`D9`, `D23/11`, `D23/11/2026,26/11`.
 * Dates are ISO `YYYY-MM-DD` strings in the business time zone.
 */

export type DateSpec = { kind: 'next'; count: number } | { kind: 'dates'; dates: readonly string[] };

const pad = (n: number): string => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 9999) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * One `DD/MM[/YYYY]` item. Without a year: this year when on or after `today`, else next year.
 * A two-digit year means 20YY.
 */
export function parseDateItem(item: string, today: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(item);
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  if (m[3] !== undefined) {
    const y = Number(m[3]);
    return isoOf(m[3].length === 2 ? 2000 + y : y, month, day);
  }
  const year = Number(today.slice(0, 4));
  const thisYear = isoOf(year, month, day);
  if (thisYear !== null && thisYear >= today) return thisYear;
  return isoOf(year + 1, month, day);
}

/** The text after `D` (upper case, no spaces). Null when invalid. Dates come out sorted, once. */
export function parseDateSpec(rest: string, today: string): DateSpec | null {
  if (rest === '') return { kind: 'next', count: 1 };
  if (/^[1-9]$/.test(rest)) return { kind: 'next', count: Number(rest) };
  const dates = new Set<string>();
  for (const item of rest.split(',')) {
    const iso = parseDateItem(item, today);
    if (iso === null) return null;
    dates.add(iso);
  }
  return { kind: 'dates', dates: [...dates].sort() };
}

/** `2026-11-23` -> `23/11/2026` (canonical date lines). */
export function formatDayMonthYear(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
