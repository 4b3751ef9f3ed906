import { downloadBlob } from './downloadBlob';

/** One exported cell: numbers stay numbers (Excel sums them), everything else is text. */
export type ExportCell = string | number | null;

export interface ExportSheet {
  /**
   * Lines written above the header (a report's applied filters: title, dates, pools, currency...),
   * each a row of cells; a blank line separates them from the header. Absent: the header comes first.
   */
  preamble?: readonly (readonly ExportCell[])[];
  /** Translated column headers, in visible order. */
  headers: string[];
  rows: ExportCell[][];
  /** Per column: 'amount' columns get 2 decimals and thousand separators in Excel. */
  kinds?: ('amount' | 'number' | 'text')[];
}

const BOM = '\uFEFF';

/** Text that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function defuse(text: string): string {
  return /^[=+@\t\r]/.test(text) || /^-[^\d.]/.test(text) ? `'${text}` : text;
}

function csvField(cell: ExportCell, kind: 'amount' | 'number' | 'text' | undefined): string {
  if (cell === null) return '';
  const text = typeof cell === 'number' ? (kind === 'amount' ? cell.toFixed(2) : String(cell)) : defuse(cell);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV text of RFC 4180 (CRLF lines, quoted where needed) with a UTF-8 byte-order mark, so Excel
 * opens Chinese text intact. Amounts are written plainly with 2 decimals ("1234.50").
 */
export function toCsv(sheet: ExportSheet): string {
  const preamble = sheet.preamble ?? [];
  const lines = preamble.map((row) => row.map((cell) => csvField(cell, 'text')).join(','));
  if (preamble.length > 0) lines.push('');
  lines.push(sheet.headers.map((h) => csvField(h, 'text')).join(','));
  for (const row of sheet.rows) lines.push(row.map((cell, i) => csvField(cell, sheet.kinds?.[i])).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export function downloadCsv(sheet: ExportSheet, fileName: string): void {
  downloadBlob(new Blob([toCsv(sheet)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ExcelModule = typeof import('exceljs');

type Workbook = InstanceType<ExcelModule['Workbook']>;

/**
 * A worksheet name Excel accepts: the characters it refuses (: \ / ? * [ ]) become '-', at most 31
 * characters, never empty ('Win/Loss Report' -> 'Win-Loss Report').
 */
export function excelSheetName(name: string): string {
  const safe = name
    .replace(/[:\\/?*[\]]/g, '-')
    .replace(/^'+|'+$/g, '')
    .trim();
  return Array.from(safe).slice(0, 31).join('') || 'Sheet1';
}

/**
 * The .xlsx workbook of a sheet, with exceljs loaded only now (dynamic import: it never weighs on
 * the first load). The preamble lines first (the first bold), a blank row, then the header row,
 * bold and frozen, then the rows; amount columns formatted '#,##0.00'.
 */
export async function buildWorkbook(sheet: ExportSheet, sheetName = 'Sheet1'): Promise<Workbook> {
  const loaded = await import('exceljs');
  const Excel: ExcelModule =
    'Workbook' in loaded && loaded.Workbook
      ? loaded
      : (loaded as unknown as { default: ExcelModule }).default;
  const workbook = new Excel.Workbook();
  workbook.created = new Date();
  const preamble = sheet.preamble ?? [];
  const headerRow = preamble.length > 0 ? preamble.length + 2 : 1;
  const worksheet = workbook.addWorksheet(excelSheetName(sheetName), {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  preamble.forEach((line, i) => {
    const row = worksheet.addRow(line.map((cell) => (cell === null ? '' : cell)));
    if (i === 0) row.font = { bold: true };
  });
  if (preamble.length > 0) worksheet.addRow([]);
  worksheet.addRow(sheet.headers).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row.map((cell) => (cell === null ? '' : cell)));
  sheet.headers.forEach((header, i) => {
    const column = worksheet.getColumn(i + 1);
    column.width = Math.min(40, Math.max(10, Array.from(header).length + 4));
    // The preamble's cells are text: the number format leaves them as they are.
    if (sheet.kinds?.[i] === 'amount') column.numFmt = '#,##0.00';
  });
  return workbook;
}

/** Saves a sheet as an .xlsx file (see buildWorkbook). */
export async function downloadExcel(
  sheet: ExportSheet,
  fileName: string,
  sheetName = 'Sheet1',
): Promise<void> {
  const workbook = await buildWorkbook(sheet, sheetName);
  const buffer = await workbook.xlsx.writeBuffer();
  downloadBlob(new Blob([buffer], { type: XLSX_TYPE }), `${fileName}.xlsx`);
}
