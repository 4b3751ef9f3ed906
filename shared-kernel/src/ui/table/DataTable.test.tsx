import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Workbook } from 'exceljs';
import { DataTable } from './DataTable';
import type { DataTableColumn, FetchAll, FetchPage, TableQuery, TableSelection } from './types';
import { downloadBlob } from './downloadBlob';
import { LazyDataTable } from './LazyDataTable';
import { renderWithUi } from '../renderWithUi';

// Only the file save is replaced; CSV text and the exceljs workbook are produced for real.
jest.mock('./downloadBlob', () => ({ downloadBlob: jest.fn() }));
const saved = downloadBlob as jest.MockedFunction<typeof downloadBlob>;

interface Ticket {
  id: number;
  name: string;
  amount: number;
  status: 'active' | 'cancelled';
}

const makeRows = (n: number, from = 0): Ticket[] =>
  Array.from({ length: n }, (_, i) => ({
    id: from + i + 1,
    name: `Agent ${from + i + 1}`,
    amount: (from + i + 1) * 1000.5,
    status: (from + i) % 3 === 0 ? 'cancelled' : 'active',
  }));

const columns: DataTableColumn<Ticket, { net: number }>[] = [
  { id: 'id', header: 'TICKET_ID', kind: 'number', sortable: true },
  { id: 'name', header: 'AGENT', sortable: true },
  {
    id: 'amount',
    header: 'Amount',
    kind: 'amount',
    footer: ({ pageRows }) => pageRows.reduce((s, r) => s + r.amount, 0),
  },
  { id: 'status', header: 'Status', hidden: true },
];
const common = { TICKET_ID: 'Ticket ID', AGENT: '代理' };

function serverOf(total: number, overallInfo?: { net: number }) {
  const all = makeRows(total);
  const fetchPage = jest.fn(async (q: TableQuery) => {
    const filtered = q.search ? all.filter((r) => r.name.includes(q.search)) : all;
    return {
      rows: filtered.slice(q.startCount, q.startCount + q.pageSize),
      totalCount: filtered.length,
      overallInfo,
    };
  });
  return { all, fetchPage };
}

const lastQuery = (fn: jest.Mock) => fn.mock.calls[fn.mock.calls.length - 1]?.[0] as TableQuery;
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

// Role queries over a few hundred cells are slow on a busy 2-core machine.
jest.setTimeout(20_000);
beforeEach(() => saved.mockClear());

describe('DataTable with server paging', () => {
  it('asks for startCount / pageSize and moves through pages with the 7-window and first/prev/next/last', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchPage } = serverOf(250);
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} caption="Tickets" />, { common });
    expect(await screen.findByRole('cell', { name: 'Agent 1' })).toBeInTheDocument();
    expect(lastQuery(fetchPage)).toEqual({ startCount: 0, pageSize: 10, search: '', sort: undefined });
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByText('1–10 of 250')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('cell', { name: 'Agent 21' });
    expect(lastQuery(fetchPage)).toMatchObject({ startCount: 20, pageSize: 10 });
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('cell', { name: 'Agent 31' });
    expect(lastQuery(fetchPage).startCount).toBe(30);

    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    await screen.findByRole('cell', { name: 'Agent 61' });
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8', '9', '10']);

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByRole('cell', { name: 'Agent 241' });
    expect(lastQuery(fetchPage).startCount).toBe(240);
    expect(pageButtons()).toEqual(['19', '20', '21', '22', '23', '24', '25']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('cell', { name: 'Agent 231' });
    expect(lastQuery(fetchPage).startCount).toBe(230);

    await user.click(screen.getByRole('button', { name: 'First page' }));
    await screen.findByRole('cell', { name: 'Agent 1' });
    expect(lastQuery(fetchPage).startCount).toBe(0);
  });

  it('go-to page clamps into range', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchPage } = serverOf(95);
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} />, { common });
    await screen.findByRole('cell', { name: 'Agent 1' });
    const input = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.type(input, '999{Enter}');
    await screen.findByRole('cell', { name: 'Agent 91' });
    expect(lastQuery(fetchPage).startCount).toBe(90);
    expect(input).toHaveValue(10);

    await user.clear(input);
    await user.type(input, '4');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByRole('cell', { name: 'Agent 31' });
    expect(lastQuery(fetchPage).startCount).toBe(30);

    await user.clear(input);
    await user.type(input, '0{Enter}');
    await screen.findByRole('cell', { name: 'Agent 1' });
    expect(input).toHaveValue(1);
  });

  it('changing the page size goes back to page 1; sizes are 10..500', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchPage } = serverOf(250);
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} />, { common });
    await screen.findByRole('cell', { name: 'Agent 1' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('cell', { name: 'Agent 21' });
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50', '100', '200', '500']);
    expect(size).toHaveValue('10');
    await user.selectOptions(size, '50');
    await screen.findByRole('cell', { name: 'Agent 50' });
    expect(lastQuery(fetchPage)).toMatchObject({ startCount: 0, pageSize: 50 });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows no search box unless the screen passes its search to the server', async () => {
    const { fetchPage } = serverOf(30);
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} />, { common });
    await screen.findByRole('cell', { name: 'Agent 1' });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('passes the search through and starts again at page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchPage } = serverOf(250);
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} searchable />, { common });
    await screen.findByRole('cell', { name: 'Agent 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'Agent 11' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Agent 12{Enter}');
    await waitFor(() => expect(lastQuery(fetchPage)).toMatchObject({ search: 'Agent 12', startCount: 0 }));
    expect(await screen.findByRole('cell', { name: 'Agent 120' })).toBeInTheDocument();
  });

  it('sorts by a sortable column through the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchPage } = serverOf(30);
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} />, { common });
    await screen.findByRole('cell', { name: 'Agent 1' });
    const header = screen.getByRole('columnheader', { name: /Ticket ID/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchPage).sort).toEqual({ id: 'id', desc: false }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchPage).sort).toEqual({ id: 'id', desc: true }));
  });

  it("shows 'No Data Found' for an empty result", async () => {
    const fetchPage = jest.fn(async () => ({ rows: [] as Ticket[], totalCount: 0 }));
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} />, { common });
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });

  it('offers a retry when the page call failed (success false, as the api client answers)', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchPage = jest
      .fn<ReturnType<FetchPage<Ticket, { net: number }>>, Parameters<FetchPage<Ticket, { net: number }>>>()
      .mockResolvedValueOnce({ rows: [], totalCount: 0, overallInfo: null, success: false })
      .mockResolvedValueOnce({ rows: makeRows(1), totalCount: 1, overallInfo: null, success: true });
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} />, { common });
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Agent 1' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('shows a loading state until the page arrives', async () => {
    let release: (v: { rows: Ticket[]; totalCount: number }) => void = () => undefined;
    const fetchPage = jest.fn(
      () => new Promise<{ rows: Ticket[]; totalCount: number }>((r) => (release = r)),
    );
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} />, { common });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    expect(screen.queryByText('No Data Found')).not.toBeInTheDocument();
    await act(async () => release({ rows: makeRows(2), totalCount: 2 }));
    expect(screen.getByRole('cell', { name: 'Agent 2' })).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('overall strip: green for zero or positive, red for negative', async () => {
    const { fetchPage } = serverOf(5, { net: -1234.5 });
    renderWithUi(
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        overall={(info) => [
          { label: 'Net', value: info?.net },
          { label: 'Zero', value: 0 },
          { label: 'Gross', value: 99 },
        ]}
      />,
    );
    const strip = await screen.findByLabelText('Overall');
    await within(strip).findByText('-1,234.50');
    const net = within(strip).getByText('Net').parentElement;
    expect(net).toHaveAttribute('data-tone', 'negative');
    expect(within(strip).getByText('-1,234.50')).toHaveStyle({ color: '#c62828' });
    expect(within(strip).getByText('Zero').parentElement).toHaveAttribute('data-tone', 'positive');
    expect(within(strip).getByText('0.00')).toHaveStyle({ color: '#1b7f3b' });
    expect(within(strip).getByText('99.00')).toHaveStyle({ color: '#1b7f3b' });
  });

  it('renders amounts with 2 decimals and a totals footer', async () => {
    const { fetchPage } = serverOf(3);
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} />, { common });
    expect(await screen.findByRole('cell', { name: '1,000.50' })).toBeInTheDocument();
    const [, , foot] = screen.getAllByRole('rowgroup');
    expect(foot?.tagName).toBe('TFOOT');
    const cells = within(foot as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Total');
    expect(cells[2]).toHaveTextContent('6,003.00');
  });

  it('translates a footer given as a key, as it does headers', async () => {
    const { fetchPage } = serverOf(2);
    const keyed: DataTableColumn<Ticket, { net: number }>[] = [
      { id: 'name', header: 'AGENT', footer: 'GRAND_TOTAL' },
      { id: 'amount', header: 'Amount', kind: 'amount', footer: 'not a key' },
    ];
    renderWithUi(<DataTable columns={keyed} fetchPage={fetchPage} />, {
      common: { ...common, GRAND_TOTAL: '合计' },
    });
    expect(await screen.findByRole('cell', { name: 'Agent 1' })).toBeInTheDocument();
    const [, , foot] = screen.getAllByRole('rowgroup');
    const cells = within(foot as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('合计');
    expect(cells[1]).toHaveTextContent('not a key');
  });

  it('tints rows by rowTint (pink background, red text), clicks and highlights rows', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowClick = jest.fn();
    const { fetchPage } = serverOf(3);
    renderWithUi(
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(r) => String(r.id)}
        rowTint={(r) => (r.status === 'cancelled' ? 'danger' : undefined)}
        onRowClick={onRowClick}
      />,
      { common },
    );
    const cancelled = (await screen.findByRole('cell', { name: 'Agent 1' })).closest('tr') as HTMLElement;
    const active = screen.getByRole('cell', { name: 'Agent 2' }).closest('tr') as HTMLElement;
    expect(cancelled).toHaveClass('row-danger');
    expect(cancelled).toHaveAttribute('data-tint', 'danger');
    expect(cancelled).toHaveStyle({ backgroundColor: '#fde2e4', color: '#b3261e' });
    expect(active).not.toHaveClass('row-danger');

    await user.click(screen.getByRole('cell', { name: 'Agent 2' }));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 1);
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveAttribute('data-highlighted', 'true');
    expect(cancelled).toHaveAttribute('aria-selected', 'false');

    active.focus();
    await user.keyboard('{ArrowDown}');
    cancelled.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), 0);
    expect(cancelled).toHaveAttribute('data-highlighted', 'true');
  });

  it('a controlled highlightedRowId wins', async () => {
    const { fetchPage } = serverOf(3);
    renderWithUi(
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(r) => String(r.id)}
        highlightedRowId="3"
      />,
      { common },
    );
    const row = (await screen.findByRole('cell', { name: 'Agent 3' })).closest('tr');
    expect(row).toHaveAttribute('data-highlighted', 'true');
  });

  it('exports every matching row to CSV through fetchAll, with a BOM and translated (Chinese) headers', async () => {
    const user = userEvent.setup({ delay: null });
    const { all, fetchPage } = serverOf(1234);
    const fetchAll = jest.fn<ReturnType<FetchAll<Ticket>>, Parameters<FetchAll<Ticket>>>(
      async (query, onProgress) => {
        onProgress(1234, 1234);
        return all.filter((r) => r.name.includes(query.search));
      },
    );
    renderWithUi(
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        fetchAll={fetchAll}
        exportCsv
        exportFileName="tickets"
      />,
      { common },
    );
    await screen.findByRole('cell', { name: 'Agent 1' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(fetchAll).toHaveBeenCalledWith(
      { search: '', sort: undefined, totalCount: 1234 },
      expect.any(Function),
    );
    const [blob, name] = saved.mock.calls[0] as [Blob, string];
    expect(name).toBe('tickets.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBlob(blob);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Ticket ID,代理,Amount'); // visible columns only (Status is hidden)
    expect(lines).toHaveLength(1 + 1234);
    expect(lines[1]).toBe('1,Agent 1,1000.50');
    expect(lines[1234]).toBe(`1234,Agent 1234,${(1234 * 1000.5).toFixed(2)}`);
  });

  it('without fetchAll, exports by fetching pages of 500 and shows progress', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchPage } = serverOf(1100);
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} exportCsv />, { common });
    await screen.findByRole('cell', { name: 'Agent 1' });
    fetchPage.mockClear();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(fetchPage.mock.calls.map(([q]) => [q.startCount, q.pageSize])).toEqual([
      [0, 500],
      [500, 500],
      [1000, 500],
    ]);
    const text = new TextDecoder().decode(await readBlob(saved.mock.calls[0]?.[0] as Blob));
    expect(text.trimEnd().split('\r\n')).toHaveLength(1101);
  });

  it('shows export progress while rows are fetched', async () => {
    const user = userEvent.setup({ delay: null });
    const { all, fetchPage } = serverOf(20);
    let finish: (rows: Ticket[]) => void = () => undefined;
    const fetchAll: FetchAll<Ticket> = (_q, onProgress) =>
      new Promise((resolve) => {
        onProgress(10, 20);
        finish = resolve;
      });
    renderWithUi(<DataTable columns={columns} fetchPage={fetchPage} fetchAll={fetchAll} exportCsv />, {
      common,
    });
    await screen.findByRole('cell', { name: 'Agent 1' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting 10 of 20 rows…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('value', '10');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await act(async () => finish(all));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('exports to Excel with exceljs: header row, every row, numeric amounts', async () => {
    const user = userEvent.setup({ delay: null });
    const { all, fetchPage } = serverOf(25);
    const fetchAll: FetchAll<Ticket> = async () => all;
    renderWithUi(
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        fetchAll={fetchAll}
        exportExcel
        exportFileName="report"
        caption="Win loss"
      />,
      {
        common,
      },
    );
    await screen.findByRole('cell', { name: 'Agent 1' });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [blob, name] = saved.mock.calls[0] as [Blob, string];
    expect(name).toBe('report.xlsx');
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new Workbook();
    await workbook.xlsx.load((await readBlob(blob)).buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Win loss');
    expect(sheet).toBeDefined();
    const values = (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual(['Ticket ID', '代理', 'Amount']);
    expect(values).toHaveLength(26);
    expect(values[1]).toEqual([1, 'Agent 1', 1000.5]);
    expect(values[25]).toEqual([25, 'Agent 25', 25012.5]);
    expect(sheet?.getColumn(3).numFmt).toBe('#,##0.00');
  });

  it('refreshes the current page every autoRefreshMs, and not at all without it', async () => {
    jest.useFakeTimers();
    try {
      const { fetchPage } = serverOf(30);
      const view = renderWithUi(
        <DataTable columns={columns} fetchPage={fetchPage} autoRefreshMs={10_000} />,
        { common },
      );
      await act(async () => undefined);
      expect(fetchPage).toHaveBeenCalledTimes(1);
      await act(async () => {
        jest.advanceTimersByTime(9_999);
      });
      expect(fetchPage).toHaveBeenCalledTimes(1);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(fetchPage).toHaveBeenCalledTimes(2);
      expect(lastQuery(fetchPage)).toEqual({ startCount: 0, pageSize: 10, search: '', sort: undefined });
      for (let i = 0; i < 2; i += 1) {
        await act(async () => {
          jest.advanceTimersByTime(10_000);
        });
      }
      expect(fetchPage).toHaveBeenCalledTimes(4);
      expect(screen.getByText('Refreshes every 10 s')).toBeInTheDocument();
      view.unmount();

      const other = serverOf(30);
      renderWithUi(<DataTable columns={columns} fetchPage={other.fetchPage} />, { common });
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      expect(other.fetchPage).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a new queryKey refetches from page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchPage } = serverOf(100);
    const view = renderWithUi(
      <DataTable columns={columns} fetchPage={fetchPage} queryKey={{ date: '2025-01-01' }} />,
      { common },
    );
    await screen.findByRole('cell', { name: 'Agent 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'Agent 11' });
    const calls = fetchPage.mock.calls.length;
    view.rerender(<DataTable columns={columns} fetchPage={fetchPage} queryKey={{ date: '2025-01-02' }} />);
    await screen.findByRole('cell', { name: 'Agent 1' });
    expect(fetchPage.mock.calls.length).toBe(calls + 1);
    expect(lastQuery(fetchPage).startCount).toBe(0);
  });

  it('selects rows, the page, and all matching rows for bulk actions', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchPage } = serverOf(45);
    const onSelectionChange = jest.fn<void, [TableSelection<Ticket>]>();
    renderWithUi(
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(r) => String(r.id)}
        selectable
        onSelectionChange={onSelectionChange}
      />,
      {
        common,
      },
    );
    await screen.findByRole('cell', { name: 'Agent 1' });
    const last = () => onSelectionChange.mock.calls[onSelectionChange.mock.calls.length - 1]?.[0];
    await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1] as HTMLElement);
    expect(last()).toMatchObject({ allMatching: false, ids: ['2'], count: 1 });

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(last()?.count).toBe(10);
    expect(screen.getByText('All 10 rows on this page are selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 45 matching rows' }));
    expect(last()).toMatchObject({ allMatching: true, count: 45, query: { search: '', totalCount: 45 } });
    expect(screen.getByText('All 45 matching rows are selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(last()).toMatchObject({ allMatching: false, count: 0 });
  });
});

describe('DataTable with client rows', () => {
  it('searches, sorts and pages in memory', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = makeRows(35);
    renderWithUi(<DataTable columns={columns} rows={rows} />, { common });
    expect(screen.getByRole('cell', { name: 'Agent 1' })).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '3', '4']);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByRole('cell', { name: 'Agent 35' })).toBeInTheDocument();
    expect(screen.getByText('31–35 of 35')).toBeInTheDocument();

    await user.click(within(screen.getByRole('columnheader', { name: /Ticket ID/ })).getByRole('button'));
    await user.click(within(screen.getByRole('columnheader', { name: /Ticket ID/ })).getByRole('button'));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Agent 35');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Agent 3');
    await waitFor(() => expect(screen.getByText('1–7 of 7')).toBeInTheDocument());
    expect(screen.queryByRole('cell', { name: 'Agent 20' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this{Enter}');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('exports the filtered client rows', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(<DataTable columns={columns} rows={makeRows(12)} exportCsv />, { common });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Agent 1{Enter}');
    await screen.findByText('1–4 of 4');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const text = new TextDecoder().decode(await readBlob(saved.mock.calls[0]?.[0] as Blob));
    expect(
      text
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[1]),
    ).toEqual(['Agent 1', 'Agent 10', 'Agent 11', 'Agent 12']);
  });
});

describe('LazyDataTable', () => {
  it('loads the table on first use', async () => {
    renderWithUi(<LazyDataTable columns={columns} rows={makeRows(2)} />, { common });
    expect(await screen.findByRole('cell', { name: 'Agent 2' })).toBeInTheDocument();
  });
});
