/**
 * The applied filters of a report screen as lines (label, value): its filter bar registers them with
 * the page, and the page's tables write them above an export's header; the print header shows them.
 * Pure rules here; ReportContext.tsx holds the React side.
 */
import { formatDateTime } from '../../domain/format';
import type { ExportPreamble } from '../table/types';

/** One line of a report's applied filters: a translated label and its value as text. */
export type ReportLine = readonly [label: string, value: string];

/**
 * The lines above an exported report's header: the report's title, its filter lines, then when it
 * was exported (local time, 'YYYY-MM-DD HH:mm:ss').
 */
export function reportPreamble(
  title: string,
  lines: readonly ReportLine[],
  stamp: { label: string; at: Date },
): ExportPreamble {
  return [[title], ...lines.map(([label, value]) => [label, value]), [stamp.label, formatDateTime(stamp.at)]];
}
