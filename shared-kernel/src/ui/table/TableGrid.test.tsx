import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../renderWithUi';
import { TableGrid, type TableGridProps } from './TableGrid';
import type { DataTableColumn } from './types';

interface Row {
  id: number;
  name: string;
  net: number;
}
const columns: DataTableColumn<Row>[] = [
  { id: 'id', header: 'ID', kind: 'number', sortable: true },
  { id: 'name', header: 'NAME' },
  { id: 'net', header: 'Net', kind: 'signedAmount' },
  { id: 'secret', header: 'Secret', hidden: true },
];
const rows: Row[] = [
  { id: 1, name: 'Ann', net: -12.5 },
  { id: 2, name: 'Bob', net: 1000 },
];
const base: TableGridProps<Row, unknown> = {
  columns,
  rows,
  rowIdOf: (r) => String(r.id),
  sort: undefined,
  onSort: jest.fn(),
  tr: (text) => (text === 'NAME' ? 'Name' : text),
  caption: 'People',
  totalCount: 2,
  loading: false,
  failed: false,
  onRetry: jest.fn(),
  maxHeight: '70vh',
};

describe('TableGrid', () => {
  it('keeps the cells mounted when the screen passes a new columns array with the same columns', async () => {
    const user = userEvent.setup({ delay: null });
    const edited: string[] = [];
    const withEdit = (label: string): DataTableColumn<Row>[] => [
      ...columns,
      {
        id: 'edit',
        header: 'Edit',
        cell: (row) => (
          <button type="button" onClick={() => edited.push(`${label} ${row.name}`)}>
            {`Edit ${row.name}`}
          </button>
        ),
      },
    ];
    const view = renderWithUi(<TableGrid {...base} columns={withEdit('first')} />);
    const button = screen.getByRole('button', { name: 'Edit Ann' });
    // A screen that builds its columns inline hands over a new array on each render.
    view.rerender(<TableGrid {...base} columns={withEdit('second')} />);
    expect(screen.getByRole('button', { name: 'Edit Ann' })).toBe(button);
    // The kept cell renders the current column: its handler is the new one.
    await user.click(button);
    expect(edited).toEqual(['second Ann']);
  });

  it('shows translated headers, formatted cells, and leaves hidden columns out', () => {
    renderWithUi(<TableGrid {...base} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID↕', 'Name', 'Net']);
    expect(within(table).getByRole('cell', { name: '-12.50' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1,000.00' })).toBeInTheDocument();
  });

  it('sorts through onSort: ascending, then descending', async () => {
    const user = userEvent.setup({ delay: null });
    const onSort = jest.fn();
    const view = renderWithUi(<TableGrid {...base} onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: /ID/ }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'id', desc: false });
    view.rerender(<TableGrid {...base} onSort={onSort} sort={{ id: 'id', desc: false }} />);
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /ID/ }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'id', desc: true });
  });

  it('says No Data Found, Loading, or offers a retry when there are no rows', async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = jest.fn();
    const view = renderWithUi(<TableGrid {...base} rows={[]} />);
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
    view.rerender(<TableGrid {...base} rows={[]} loading />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    view.rerender(<TableGrid {...base} rows={[]} failed onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('clicks, highlights and tints rows', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowClick = jest.fn();
    renderWithUi(
      <TableGrid {...base} onRowClick={onRowClick} rowTint={(r) => (r.net < 0 ? 'danger' : undefined)} />,
    );
    const ann = screen.getByRole('cell', { name: 'Ann' }).closest('tr') as HTMLElement;
    expect(ann).toHaveClass('row-danger');
    await user.click(screen.getByRole('cell', { name: 'Bob' }));
    expect(onRowClick).toHaveBeenCalledWith(rows[1], 1);
    expect(screen.getByRole('cell', { name: 'Bob' }).closest('tr')).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    ann.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0], 0);
  });
});
