import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useSearchParams } from '../../routing';
import { useTableQuery, type TableQueryControls, type TableQueryOptions } from './useTableQuery';

const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search));
const defaults = { pageSize: 10, sort: undefined, sortableIds: ['id'] };

/** Renders the hook inside a router at `url`; exposes the hook, the address and a navigate. */
function renderInRouter(url: string, options: Partial<TableQueryOptions> = {}) {
  const current: { controls?: TableQueryControls; search?: string; go?: (to: string) => void } = {};
  function Probe() {
    const urlParams = useSearchParams();
    current.controls = useTableQuery({ ...defaults, ...options, urlParams });
    current.search = useLocation().search;
    current.go = useNavigate();
    return <span data-testid="page">{current.controls.query.page}</span>;
  }
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  render(<Probe />, { wrapper: Wrapper });
  return current as Required<typeof current>;
}

describe('useTableQuery', () => {
  it('reads the state from the address on mount', () => {
    const view = renderInRouter('/list?page=3&size=50&q=abc&sort=-id');
    expect(view.controls.query).toEqual({
      page: 3,
      pageSize: 50,
      search: 'abc',
      sort: { id: 'id', desc: true },
    });
    expect(view.search).toBe('?page=3&size=50&q=abc&sort=-id');
  });

  it('writes each change to the address, keeping the screen parameters; defaults are left out', () => {
    const view = renderInRouter('/list?trail=7');
    act(() => view.controls.setPage(2));
    expect(view.search).toBe('?trail=7&page=2');
    act(() => view.controls.setPageSize(20));
    expect(view.search).toBe('?trail=7&size=20');
    act(() => view.controls.setSort({ id: 'id', desc: false }));
    act(() => view.controls.setPage(4));
    expect(paramsOf(view.search)).toEqual({ trail: '7', size: '20', page: '4', sort: 'id' });
    act(() => view.controls.setSearch('Agent 1'));
    expect(new URLSearchParams(view.search).get('q')).toBe('Agent 1');
    expect(new URLSearchParams(view.search).get('page')).toBeNull();
    expect(view.controls.query).toEqual({
      page: 1,
      pageSize: 20,
      search: 'Agent 1',
      sort: { id: 'id', desc: false },
    });
  });

  it('namespaces the parameters with urlKey', () => {
    const view = renderInRouter('/list?page=9&queue.page=2', { urlKey: 'queue' });
    expect(view.controls.query.page).toBe(2);
    act(() => view.controls.setPage(5));
    expect(view.search).toBe('?page=9&queue.page=5');
  });

  it('takes over a change of the address made elsewhere (a link, Back)', () => {
    const view = renderInRouter('/list?page=4');
    act(() => view.go('/list?page=2&size=20'));
    expect(view.controls.query).toMatchObject({ page: 2, pageSize: 20 });
    expect(screen.getByTestId('page')).toHaveTextContent('2');
    act(() => view.go('/list'));
    expect(view.controls.query).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('two quick changes both reach the address and neither is undone', () => {
    const view = renderInRouter('/list');
    act(() => {
      view.controls.setPage(3);
      view.controls.setPageSize(50);
    });
    act(() => view.controls.setPage(2));
    expect(view.controls.query).toMatchObject({ page: 2, pageSize: 50 });
    expect(paramsOf(view.search)).toEqual({ page: '2', size: '50' });
  });

  it('without a router keeps the state in the table', () => {
    const { result } = renderHook(() => useTableQuery({ ...defaults, sort: { id: 'id', desc: true } }));
    expect(result.current.query).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      sort: { id: 'id', desc: true },
    });
    act(() => result.current.setPage(3));
    expect(result.current.query.page).toBe(3);
    act(() => result.current.setSort(undefined));
    expect(result.current.query).toMatchObject({ page: 1, sort: undefined });
  });
});
