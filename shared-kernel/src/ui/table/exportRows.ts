import { downloadBlob } from './downloadBlob';

/** One exported cell: numbers stay numbers (Excel sums them), everything else is text. */
export type ExportCell = string | number | null;

export interface ExportSheet {
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
  const lines = [sheet.headers.map((h) => csvField(h, 'text')).join(',')];
  for (const row of sheet.rows) lines.push(row.map((cell, i) => csvField(cell, sheet.kinds?.[i])).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export function downloadCsv(sheet: ExportSheet, fileName: string): void {
  downloadBlob(new Blob([toCsv(sheet)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ExcelModule = typeof import('exceljs');

/**
 * Writes an .xlsx with exceljs, loaded only now (dynamic import: it never weighs on the first load).
 * Header row bold and frozen, amount columns formatted '#,##0.00'.
 */
export async function downloadExcel(
  sheet: ExportSheet,
  fileName: string,
  sheetName = 'Sheet1',
): Promise<void> {
  const loaded = await import('exceljs');
  const Excel: ExcelModule =
    'Workbook' in loaded && loaded.Workbook
      ? loaded
      : (loaded as unknown as { default: ExcelModule }).default;
  const workbook = new Excel.Workbook();
  workbook.created = new Date();
  const worksheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.addRow(sheet.headers).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row.map((cell) => (cell === null ? '' : cell)));
  sheet.headers.forEach((header, i) => {
    const column = worksheet.getColumn(i + 1);
    column.width = Math.min(40, Math.max(10, Array.from(header).length + 4));
    if (sheet.kinds?.[i] === 'amount') column.numFmt = '#,##0.00';
  });
  const buffer = await workbook.xlsx.writeBuffer();
  downloadBlob(new Blob([buffer], { type: XLSX_TYPE }), `${fileName}.xlsx`);
}
