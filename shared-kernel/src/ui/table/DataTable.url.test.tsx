import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '../../routing';
import { renderWithUi } from '../renderWithUi';
import { DataTable } from './DataTable';
import type { DataTableColumn, TableQuery } from './types';

interface Row {
  id: number;
  name: string;
}
const columns: DataTableColumn<Row>[] = [
  { id: 'id', header: 'ID', kind: 'number', sortable: true },
  { id: 'name', header: 'Name' },
];
const all: Row[] = Array.from({ length: 95 }, (_, i) => ({ id: i + 1, name: `Agent ${i + 1}` }));
const serverOf = () =>
  jest.fn(async (q: TableQuery) => {
    const rows = all.filter((r) => r.name.includes(q.search));
    if (q.sort?.desc) rows.reverse();
    return { rows: rows.slice(q.startCount, q.startCount + q.pageSize), totalCount: rows.length };
  });
const lastQuery = (fn: jest.Mock) => fn.mock.calls[fn.mock.calls.length - 1]?.[0] as TableQuery;

let address = '';
function Address() {
  const location = useLocation();
  address = location.search;
  return null;
}
const paramsOf = () => Object.fromEntries(new URLSearchParams(address));

function inRouter(url: string, ui: ReactNode) {
  return renderWithUi(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <Address />
    </MemoryRouter>,
  );
}

jest.setTimeout(20_000);

describe('DataTable query in the address', () => {
  it('starts from the page, size, search and sort of the address', async () => {
    const fetchPage = serverOf();
    inRouter(
      '/list?page=2&size=20&q=Agent&sort=-id',
      <DataTable columns={columns} fetchPage={fetchPage} searchable />,
    );
    expect(await screen.findByRole('cell', { name: 'Agent 75' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(lastQuery(fetchPage)).toEqual({
      startCount: 20,
      pageSize: 20,
      search: 'Agent',
      sort: { id: 'id', desc: true },
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Agent');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes paging, size, sort and search to the address', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchPage = serverOf();
    inRouter('/list?tab=x', <DataTable columns={columns} fetchPage={fetchPage} searchable />);
    await screen.findByRole('cell', { name: 'Agent 1' });
    expect(paramsOf()).toEqual({ tab: 'x' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('cell', { name: 'Agent 21' });
    expect(paramsOf()).toEqual({ tab: 'x', page: '3' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'Agent 51' });
    expect(paramsOf()).toEqual({ tab: 'x', page: '2', size: '50' });
    await user.click(screen.getByRole('button', { name: /ID/ }));
    await waitFor(() => expect(paramsOf()).toEqual({ tab: 'x', size: '50', sort: 'id' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Agent 9{Enter}');
    await waitFor(() => expect(paramsOf()).toEqual({ tab: 'x', size: '50', sort: 'id', q: 'Agent 9' }));
    expect(lastQuery(fetchPage)).toEqual({
      startCount: 0,
      pageSize: 50,
      search: 'Agent 9',
      sort: { id: 'id', desc: false },
    });
  });

  it('two tables on one screen keep their own parameters by urlKey', async () => {
    const user = userEvent.setup({ delay: null });
    const first = serverOf();
    const second = serverOf();
    inRouter(
      '/list?queue.page=4',
      <>
        <DataTable columns={columns} fetchPage={first} caption="Main" />
        <DataTable columns={columns} fetchPage={second} caption="Queue" urlKey="queue" />
      </>,
    );
    await waitFor(() => expect(lastQuery(second)?.startCount).toBe(30));
    expect(lastQuery(first).startCount).toBe(0);
    await user.click(screen.getAllByRole('button', { name: 'Page 2' })[0] as HTMLElement);
    await waitFor(() => expect(paramsOf()).toEqual({ page: '2', 'queue.page': '4' }));
  });

  it('urlKey false keeps the state in the table', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchPage = serverOf();
    inRouter('/list?page=5', <DataTable columns={columns} fetchPage={fetchPage} urlKey={false} />);
    await screen.findByRole('cell', { name: 'Agent 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'Agent 11' });
    expect(paramsOf()).toEqual({ page: '5' });
  });

  it('a new queryKey goes back to page 1 in the address too', async () => {
    const fetchPage = serverOf();
    const view = inRouter('/list?page=3', <DataTable columns={columns} fetchPage={fetchPage} queryKey="a" />);
    await screen.findByRole('cell', { name: 'Agent 21' });
    view.rerender(
      <MemoryRouter initialEntries={['/list?page=3']}>
        <DataTable columns={columns} fetchPage={fetchPage} queryKey="b" />
        <Address />
      </MemoryRouter>,
    );
    await screen.findByRole('cell', { name: 'Agent 1' });
    expect(paramsOf()).toEqual({});
  });
});
