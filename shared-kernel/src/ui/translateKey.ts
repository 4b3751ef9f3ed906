import type { i18n as I18n } from 'i18next';

/**
 * Translates `text` when it is an i18n key of one of `namespaces` (first match wins, `ns:key` form
 * allowed); otherwise returns it unchanged, so plain server messages pass through as they are.
 */
export function translateKey(
  i18n: Pick<I18n, 'exists' | 't'> | undefined,
  text: string,
  namespaces: readonly string[] = ['common'],
  values?: Record<string, unknown>,
): string {
  if (!i18n || typeof i18n.exists !== 'function' || text.trim() === '') return text;
  for (const ns of namespaces) {
    if (i18n.exists(text, { ns })) return String(i18n.t(text, { ...values, ns }));
  }
  return text;
}
