import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../renderWithUi';
import { ExportProgress, TableToolbar, type TableToolbarProps } from './TableToolbar';

const base: TableToolbarProps = {
  searchable: true,
  search: '',
  onSearch: jest.fn(),
  pageSize: 10,
  onPageSize: jest.fn(),
  loading: false,
  exportCsv: true,
  exportExcel: true,
  exportDisabled: false,
  onExport: jest.fn(),
};

describe('TableToolbar', () => {
  it('applies the search after a pause, or at once with Enter', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
      const onSearch = jest.fn();
      renderWithUi(<TableToolbar {...base} onSearch={onSearch} />);
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' abc ');
      expect(onSearch).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
      expect(onSearch).toHaveBeenCalledWith('abc');
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'd{Enter}');
      expect(onSearch).toHaveBeenLastCalledWith('abc d');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a search set from outside (the address)', () => {
    const view = renderWithUi(<TableToolbar {...base} search="from link" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('from link');
    view.rerender(<TableToolbar {...base} search="" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('changes the page size, exports, and shows the screen controls', async () => {
    const user = userEvent.setup({ delay: null });
    const onPageSize = jest.fn();
    const onExport = jest.fn();
    renderWithUi(
      <TableToolbar
        {...base}
        onPageSize={onPageSize}
        onExport={onExport}
        extra={<button>Void</button>}
        autoRefreshMs={10_000}
      />,
    );
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50', '100', '200', '500']);
    await user.selectOptions(size, '200');
    expect(onPageSize).toHaveBeenCalledWith(200);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(onExport.mock.calls).toEqual([['csv'], ['excel']]);
    expect(screen.getByRole('button', { name: 'Void' })).toBeInTheDocument();
    expect(screen.getByText('Refreshes every 10 s')).toBeInTheDocument();
  });

  it('hides what is off and disables export while it cannot run', () => {
    renderWithUi(<TableToolbar {...base} searchable={false} exportExcel={false} exportDisabled loading />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Excel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows export progress', () => {
    renderWithUi(<ExportProgress progress={{ done: 500, total: 1234 }} />);
    expect(screen.getByText('Exporting 500 of 1,234 rows…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('value', '500');
  });
});
