import { chooseOption, SelectOptions } from '../SelectInput';
import { FieldArray, getIn, useFormikContext, type ArrayHelpers } from 'formik';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { translateKey } from '../../ui/translateKey';
import {
  amountDraftPattern,
  amountText,
  fieldControlCss,
  toAmount,
  useSelectFallback,
  type SelectOption,
} from '..';
import { useBoundField } from './useBoundField';

type Row = Record<string, unknown>;

/** One column of a grid: which row field it edits and how. */
export interface GridColumn<R extends object = Row> {
  /** The row's field ('code' edits `items[i].code`). */
  name: keyof R & string;
  /** Already translated header; a cell's accessible name is `<label> <row label>`. */
  label: string;
  /** text (default), amount (AmountInput's typing and 2-place display) or select. */
  kind?: 'text' | 'amount' | 'select';
  /** select: the choices (a missing value falls back to the first, SPEC 5, unless a placeholder is given). */
  options?: readonly SelectOption<string | number>[];
  placeholder?: string;
  /** amount: places accepted (default 2) and a leading minus. */
  decimals?: number;
  allowNegative?: boolean;
  /** text: 'numeric' for numbers typed on a phone's number pad. */
  inputMode?: 'text' | 'numeric' | 'decimal';
  maxLength?: number;
  /** Shown, not editable (a pool code, a prize name...). */
  readOnly?: boolean;
  width?: number | string;
}

export interface GridFieldProps<R extends object = Row> {
  /** The array field ('items'); each row an object with the columns' fields. */
  name: string;
  /** Already translated; the table's accessible name. */
  label: string;
  columns: readonly GridColumn<R>[];
  /** A new empty row. When given, rows can be added (button, Enter or paste past the last row). */
  newRow?: () => R;
  /** Rows can be removed (a button per row), down to `minRows`. */
  removable?: boolean;
  minRows?: number;
  maxRows?: number;
  /** A row's name in cell labels (default its number: 'Rate 2'). */
  rowLabel?: (row: R, index: number) => string;
  /** Already translated button texts (default 'Add row' / 'Remove'). */
  addLabel?: string;
  removeLabel?: string;
}

const Table = styled.table`
  border-collapse: collapse;
  margin-bottom: ${theme.space.sm};
  th {
    font-size: ${theme.font.small};
    font-weight: 600;
    text-align: left;
    padding: 2px 4px;
  }
  td {
    padding: 2px 4px;
    vertical-align: top;
  }
  th[scope='row'] {
    font-weight: normal;
    color: ${theme.colors.muted};
  }
`;
const CellInput = styled.input`
  ${fieldControlCss}
  width: 100%;
`;
const CellSelect = styled.select`
  ${fieldControlCss}
  width: 100%;
`;
const CellError = styled.div`
  color: ${theme.colors.danger};
  font-size: 12px;
`;
const GridError = styled.div`
  color: ${theme.colors.danger};
  font-size: 12px;
  margin-bottom: ${theme.space.sm};
`;

/** Data attributes a cell's control carries, for moving between cells. */
const cellSelector = (row: number, col: number) => `[data-grid-row="${row}"][data-grid-col="${col}"]`;

/** Cells of pasted text: lines, then tab-separated values (a spreadsheet's copy); a last empty line dropped. */
export function pastedCells(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t').map((v) => v.trim()));
}

/** A pasted value as a column stores it: amounts without commas, select options by value or label. */
function pastedValue(column: GridColumn<Row>, text: string): unknown {
  if (column.kind === 'amount') return text.replace(/,/g, '');
  if (column.kind === 'select') {
    const option = column.options?.find((o) => String(o.value) === text || o.label === text);
    return option ? option.value : text;
  }
  return text;
}

interface CellProps {
  path: string;
  row: number;
  col: number;
  column: GridColumn<Row>;
  label: string;
}

function GridCell({ path, row, col, column, label }: CellProps) {
  const { i18n } = useTranslation();
  const field = useBoundField<unknown>(path);
  const errorId = `${useSafeId(path)}-error`;
  const errorText = field.error ? translateKey(i18n, field.error, ['common']) : undefined;
  const common = {
    'data-grid-row': row,
    'data-grid-col': col,
    'aria-label': label,
    'aria-invalid': errorText ? true : undefined,
    'aria-describedby': errorText ? errorId : undefined,
    onBlur: field.onBlur,
  } as const;
  const text = field.value === undefined || field.value === null ? '' : String(field.value);
  let control;
  if (column.kind === 'select') {
    control = (
      <SelectCell
        {...common}
        value={field.value as string | number | ''}
        options={column.options ?? []}
        placeholder={column.placeholder}
        disabled={column.readOnly}
        onChange={field.onChange}
      />
    );
  } else if (column.kind === 'amount') {
    const decimals = column.decimals ?? 2;
    const draft = amountDraftPattern(decimals, column.allowNegative ?? false);
    control = (
      <CellInput
        {...common}
        type="text"
        inputMode="decimal"
        style={{ textAlign: 'right' }}
        readOnly={column.readOnly}
        value={text}
        onChange={(e) => {
          const clean = e.target.value.replace(/,/g, '');
          if (draft.test(clean)) field.onChange(clean);
        }}
        onBlur={() => {
          const n = toAmount(text, decimals);
          if (n !== undefined && amountText(n, decimals) !== text) field.onChange(amountText(n, decimals));
          field.onBlur();
        }}
      />
    );
  } else {
    control = (
      <CellInput
        {...common}
        type="text"
        inputMode={column.inputMode}
        maxLength={column.maxLength}
        readOnly={column.readOnly}
        value={text}
        onChange={(e) => field.onChange(e.target.value)}
      />
    );
  }
  return (
    <td style={column.width !== undefined ? { width: column.width } : undefined}>
      {control}
      {errorText && (
        <CellError id={errorId} role="alert">
          {errorText}
        </CellError>
      )}
    </td>
  );
}

/** A stable DOM id from a field path ('items[1].rate' -> 'grid-items-1-rate'). */
function useSafeId(path: string): string {
  return `grid-${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

function SelectCell({
  value,
  options,
  placeholder,
  onChange,
  ...rest
}: {
  value: string | number | '';
  options: readonly SelectOption<string | number>[];
  placeholder: string | undefined;
  onChange: (value: string | number) => void;
  disabled: boolean | undefined;
  onBlur: () => void;
  'data-grid-row': number;
  'data-grid-col': number;
  'aria-label': string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}) {
  const shown = useSelectFallback(value, options, onChange, placeholder);
  return (
    <CellSelect {...rest} value={shown} onChange={(e) => chooseOption(options, e.target.value, onChange)}>
      <SelectOptions options={options} placeholder={placeholder} />
    </CellSelect>
  );
}

/**
 * Rows × columns of kit inputs bound to `name[i].column` of the enclosing <Form> (a formik
 * FieldArray), for screens that key in many numbers. Like a spreadsheet: Enter moves down (and adds
 * a row past the last one when rows can be added; on the last row of a fixed grid it submits),
 * Shift+Enter up, the up/down arrows move between rows, left/right between cells once the caret is
 * at the text's edge; pasting several lines (or tab-separated cells) fills the cells from the one
 * pasted into, adding rows as needed. Each cell shows its own error; the array's own error (no rows,
 * too many) shows under the table.
 */
export function GridField<R extends object = Row>({
  name,
  label,
  columns,
  newRow,
  removable = false,
  minRows = 0,
  maxRows,
  rowLabel = (_row, index) => String(index + 1),
  addLabel,
  removeLabel,
}: GridFieldProps<R>) {
  const { t, i18n } = useTranslation('ui');
  const formik = useFormikContext<unknown>();
  const rows = (getIn(formik.values, name) as R[] | undefined) ?? [];
  const own = useBoundField<R[]>(name);
  const tableRef = useRef<HTMLTableElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ row: number; col: number } | null>(null);
  const canAdd = newRow !== undefined && (maxRows === undefined || rows.length < maxRows);
  const cols = columns as readonly GridColumn<Row>[];

  useEffect(() => {
    if (!focusTarget) return;
    const target = tableRef.current?.querySelector<HTMLElement>(
      cellSelector(focusTarget.row, focusTarget.col),
    );
    if (target) {
      target.focus();
      setFocusTarget(null);
    }
  }, [focusTarget, rows.length]);

  const editable = (col: number) => cols[col] !== undefined && !cols[col]?.readOnly;
  const nextEditable = (from: number, step: 1 | -1): number | undefined => {
    for (let c = from + step; c >= 0 && c < cols.length; c += step) if (editable(c)) return c;
    return undefined;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>, helpers: ArrayHelpers) => {
    const el = e.target as HTMLInputElement | HTMLSelectElement;
    const row = Number(el.dataset['gridRow']);
    const col = Number(el.dataset['gridCol']);
    if (Number.isNaN(row) || Number.isNaN(col)) return;
    const move = (r: number, c: number) => {
      e.preventDefault();
      setFocusTarget({ row: r, col: c });
    };
    const isSelect = el.tagName === 'SELECT';
    const caret = isSelect ? null : (el as HTMLInputElement);
    switch (e.key) {
      case 'Enter':
        if (e.shiftKey) {
          if (row > 0) move(row - 1, col);
          else e.preventDefault();
        } else if (row < rows.length - 1) move(row + 1, col);
        else if (canAdd) {
          e.preventDefault();
          helpers.push(newRow());
          setFocusTarget({ row: row + 1, col });
        }
        // Last row of a grid that cannot grow: Enter submits the form, as in any field.
        return;
      case 'ArrowDown':
        if (!isSelect && row < rows.length - 1) move(row + 1, col);
        return;
      case 'ArrowUp':
        if (!isSelect && row > 0) move(row - 1, col);
        return;
      case 'ArrowRight': {
        const atEnd = !caret || caret.selectionStart === null || caret.selectionEnd === caret.value.length;
        const next = nextEditable(col, 1);
        if (atEnd && next !== undefined) move(row, next);
        return;
      }
      case 'ArrowLeft': {
        const atStart = !caret || caret.selectionStart === null || caret.selectionEnd === 0;
        const prev = nextEditable(col, -1);
        if (atStart && prev !== undefined) move(row, prev);
        return;
      }
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLTableElement>) => {
    const el = e.target as HTMLElement;
    const row = Number(el.dataset['gridRow']);
    const col = Number(el.dataset['gridCol']);
    const text = e.clipboardData.getData('text/plain');
    if (Number.isNaN(row) || Number.isNaN(col) || !/[\t\n\r]/.test(text)) return; // one value: the browser pastes it
    e.preventDefault();
    const next: Row[] = rows.map((r) => ({ ...(r as Row) }));
    const touched: string[] = [];
    pastedCells(text).forEach((values, i) => {
      const r = row + i;
      if (r >= next.length) {
        if (!newRow || (maxRows !== undefined && next.length >= maxRows)) return;
        next.push({ ...(newRow() as Row) });
      }
      let c = col;
      for (const value of values) {
        if (c >= cols.length) break;
        const column = cols[c];
        if (column && !column.readOnly) {
          next[r] = { ...next[r], [column.name]: pastedValue(column, value) };
          touched.push(`${name}[${r}].${column.name}`);
        }
        c += 1;
      }
    });
    void formik.setFieldValue(name, next);
    // Pasted cells count as visited: their errors show at once.
    for (const path of touched) void formik.setFieldTouched(path, true, false);
  };

  const ownError = own.error ? translateKey(i18n, own.error, ['common']) : undefined;
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <div>
          <Table
            ref={tableRef}
            aria-label={label}
            aria-invalid={ownError ? true : undefined}
            onKeyDown={(e) => onKeyDown(e, helpers)}
            onPaste={onPaste}
          >
            <thead>
              <tr>
                <th scope="col">#</th>
                {cols.map((c) => (
                  <th key={c.name} scope="col">
                    {c.label}
                  </th>
                ))}
                {removable && <td />}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const rowName = rowLabel(r, i);
                return (
                  <tr key={i}>
                    <th scope="row">{rowName}</th>
                    {cols.map((c, j) => (
                      <GridCell
                        key={c.name}
                        path={`${name}[${i}].${c.name}`}
                        row={i}
                        col={j}
                        column={c}
                        label={`${c.label} ${rowName}`}
                      />
                    ))}
                    {removable && (
                      <td>
                        <Button
                          aria-label={`${removeLabel ?? t('form.removeRow')} ${rowName}`}
                          disabled={rows.length <= minRows}
                          onClick={() => helpers.remove(i)}
                        >
                          ×
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {ownError && <GridError role="alert">{ownError}</GridError>}
          {newRow && (
            <Button
              disabled={!canAdd}
              onClick={() => {
                helpers.push(newRow());
                setFocusTarget({ row: rows.length, col: nextEditable(-1, 1) ?? 0 });
              }}
            >
              {addLabel ?? t('form.addRow')}
            </Button>
          )}
        </div>
      )}
    </FieldArray>
  );
}
