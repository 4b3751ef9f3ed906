/** A small RFC 4180 reader: rows of fields with their 1-based line numbers ("" escapes a quote inside quotes). */
export interface CsvRow {
  line: number;
  fields: string[];
}

export type CsvResult = { ok: true; rows: CsvRow[] } | { ok: false; line: number; message: string };

export function parseCsv(text: string): CsvResult {
  const rows: CsvRow[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let line = 1;
  let rowLine = 1;
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let fieldStarted = false;
  const endRow = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0]?.trim() === '')) rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (fieldStarted && field.trim() !== '')
        return { ok: false, line, message: 'A quote inside an unquoted field.' };
      field = '';
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (ch === '\r') {
      // \r\n or a lone \r both end the row
      if (source[i + 1] !== '\n') {
        endRow();
        line++;
        rowLine = line;
      }
    } else if (ch === '\n') {
      endRow();
      line++;
      rowLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) return { ok: false, line: rowLine, message: 'A quoted field is not closed.' };
  if (field !== '' || fields.length > 0) endRow();
  return { ok: true, rows };
}
