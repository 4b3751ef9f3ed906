/**
 * The Print button prints every matching row of the page's tables: a server-paged table loads them
 * (with its current search, sort and filters) before the browser's print, then returns to its page.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '../DialogHost';
import { Page } from '../Page';
import { renderWithUi } from '../renderWithUi';
import { DataTable } from '../table/DataTable';
import type { DataTableColumn, FetchAll, TableQuery } from '../table/types';
import { PRINT_CONFIRM_ROWS, PrintButton } from './PrintButton';

interface Line {
  id: number;
  name: string;
  pool: string;
}
const columns: DataTableColumn<Line>[] = [
  { id: 'id', header: 'Id', kind: 'number', sortable: true },
  { id: 'name', header: 'Name', sortable: true },
  { id: 'pool', header: 'Pool' },
];
const lines = (n: number, pool: string): Line[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Line ${i + 1}`, pool }));

/** A server of lines of two pools: the pool is the screen's filter, search matches the name. */
function fakeServer() {
  const all = [...lines(25, 'M'), ...lines(7, 'T').map((l) => ({ ...l, id: 100 + l.id }))];
  const answer = (q: TableQuery, pool: string) => {
    const matching = all
      .filter((l) => l.pool === pool && l.name.includes(q.search))
      .sort((a, b) => (q.sort?.id === 'id' && q.sort.desc ? b.id - a.id : a.id - b.id));
    return { rows: matching.slice(q.startCount, q.startCount + q.pageSize), totalCount: matching.length };
  };
  return { answer };
}

const bodyRows = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent ?? '');

let print: jest.SpyInstance;
beforeEach(() => {
  print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => print.mockRestore());
jest.setTimeout(20_000);

describe('Print on a report page', () => {
  it('loads every page with the current query, prints once every row is rendered, then returns to the page', async () => {
    const user = userEvent.setup({ delay: null });
    const { answer } = fakeServer();
    // The print's load waits until the test lets it go, to see the progress.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchPage = jest.fn(async (q: TableQuery) => {
      if (q.pageSize === 500) await held;
      return answer(q, 'M');
    });
    const { container } = renderWithUi(
      <Page titleKey="Sales">
        <PrintButton />
        <DataTable<Line>
          columns={columns}
          fetchPage={fetchPage}
          queryKey={{ pool: 'M' }}
          caption="Lines"
          searchable
        />
      </Page>,
    );
    await screen.findByRole('cell', { name: 'Line 1' });
    // The current query: a search and a sort (id descending).
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Line{Enter}');
    await user.click(screen.getByRole('button', { name: /Id/ }));
    await user.click(screen.getByRole('button', { name: /Id/ }));
    await waitFor(() => expect(bodyRows(container)[0]).toBe('25'));
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    // Under a page that is not every row, the paper of the browser's own print says so.
    expect(screen.getByText('Printed rows 1–10 of 25.')).toHaveAttribute('data-print-only');
    const pageCalls = fetchPage.mock.calls.length;

    const printed: string[][] = [];
    print.mockImplementation(() => printed.push(bodyRows(container)));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    const busy = await screen.findByRole('button', { name: 'Loading 0 of 25 rows…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(print).not.toHaveBeenCalled();

    await act(async () => release());
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // One chunk of 500 with the table's search and sort, through the fetch that holds the filter.
    expect(fetchPage.mock.calls.slice(pageCalls).map((c) => c[0])).toEqual([
      { startCount: 0, pageSize: 500, search: 'Line', sort: { id: 'id', desc: true } },
    ]);
    // Every matching row of the filter (pool M), in the table's sort, was in the document.
    expect(printed[0]).toEqual(Array.from({ length: 25 }, (_, i) => String(25 - i)));
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.queryByText('Printed rows 1–10 of 25.')).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(bodyRows(container)).toEqual(['25', '24', '23', '22', '21', '20', '19', '18', '17', '16']);
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    // Back to the page without asking the server again.
    expect(fetchPage.mock.calls.length).toBe(pageCalls + 1);
  });

  it('a table whose page holds every row prints at once, without loading', async () => {
    const user = userEvent.setup({ delay: null });
    const { answer } = fakeServer();
    const fetchPage = jest.fn(async (q: TableQuery) => answer(q, 'T'));
    const { container } = renderWithUi(
      <Page titleKey="Sales">
        <PrintButton />
        <DataTable<Line> columns={columns} fetchPage={fetchPage} />
      </Page>,
    );
    await screen.findByRole('cell', { name: 'Line 7' });
    fetchPage.mockClear();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(bodyRows(container)).toHaveLength(7);
  });

  it('a client-rows table prints every matching row at once and returns to its page after the print', async () => {
    const user = userEvent.setup({ delay: null });
    const printed: string[][] = [];
    const view = renderWithUi(
      <Page titleKey="Sales">
        <PrintButton />
        <DataTable<Line> columns={columns} rows={lines(25, 'M')} initialSort={{ id: 'id', desc: false }} />
      </Page>,
    );
    const { container } = view;
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(bodyRows(container)[0]).toBe('11');
    print.mockImplementation(() => printed.push(bodyRows(container)));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    // Within the click: nothing to load.
    expect(print).toHaveBeenCalledTimes(1);
    expect(printed[0]).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(bodyRows(container)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
  });

  it(`asks before printing more than ${PRINT_CONFIRM_ROWS} rows; CANCEL prints nothing, OK loads and prints`, async () => {
    const user = userEvent.setup({ delay: null });
    const total = PRINT_CONFIRM_ROWS + 1;
    const fetchPage = jest.fn(async (q: TableQuery) => ({
      rows: lines(10, 'M').map((l) => ({ ...l, id: l.id + q.startCount })),
      totalCount: total,
    }));
    // The table's own fetch of every row (what its export uses); a few rows keep the test light.
    const fetchAll = jest.fn<ReturnType<FetchAll<Line>>, Parameters<FetchAll<Line>>>(
      async (_q, onProgress) => {
        onProgress(12, 12);
        return lines(12, 'M');
      },
    );
    const { container } = renderWithUi(
      <>
        <DialogHost />
        <Page titleKey="Sales">
          <PrintButton />
          <DataTable<Line> columns={columns} fetchPage={fetchPage} fetchAll={fetchAll} />
        </Page>
      </>,
    );
    await screen.findByRole('cell', { name: 'Line 1' });

    await user.click(screen.getByRole('button', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This report has 10,001 rows. Loading and printing every row may take a while. Print them all?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());
    expect(fetchAll).not.toHaveBeenCalled();
    expect(print).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(fetchAll).toHaveBeenCalledWith(
      { search: '', sort: undefined, totalCount: total },
      expect.any(Function),
    );
    expect(bodyRows(container)).toHaveLength(12);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(bodyRows(container)).toHaveLength(10);
  });

  it('a failed load prints nothing and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchPage = jest.fn(async (q: TableQuery) =>
      q.pageSize === 500
        ? { rows: [], totalCount: 0, success: false }
        : { rows: lines(10, 'M'), totalCount: 30 },
    );
    const { container } = renderWithUi(
      <>
        <DialogHost />
        <Page titleKey="Sales">
          <PrintButton />
          <DataTable<Line> columns={columns} fetchPage={fetchPage} />
        </Page>
      </>,
    );
    await screen.findByRole('cell', { name: 'Line 1' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The rows could not be loaded for printing. Please try again.',
    );
    expect(print).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(bodyRows(container)).toHaveLength(10);
  });

  it('off a Page the button prints the document as it is', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchPage = jest.fn(async () => ({ rows: lines(10, 'M'), totalCount: 30 }));
    renderWithUi(
      <>
        <PrintButton />
        <DataTable<Line> columns={columns} fetchPage={fetchPage} />
      </>,
    );
    await screen.findByRole('cell', { name: 'Line 1' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
