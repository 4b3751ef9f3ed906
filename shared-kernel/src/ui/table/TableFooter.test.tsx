import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../renderWithUi';
import { SelectionBar } from './SelectionBar';
import { OverallStrip, TotalsRow } from './TableFooter';
import type { DataTableColumn } from './types';

interface Row {
  name: string;
  net: number;
}
const tr = (text: string) => (text === 'NET' ? 'Net total' : text);

describe('OverallStrip', () => {
  it('tones each value: zero or more green, negative red, none plain', () => {
    renderWithUi(
      <OverallStrip
        items={[
          { label: 'NET', value: -5 },
          { label: 'Zero', value: 0 },
          { label: 'None', value: null },
        ]}
        tr={tr}
      />,
    );
    const strip = screen.getByLabelText('Overall');
    expect(within(strip).getByText('Net total').parentElement).toHaveAttribute('data-tone', 'negative');
    expect(within(strip).getByText('-5.00')).toBeInTheDocument();
    expect(within(strip).getByText('Zero').parentElement).toHaveAttribute('data-tone', 'positive');
    expect(within(strip).getByText('None').parentElement).toHaveAttribute('data-tone', 'plain');
  });
});

describe('TotalsRow', () => {
  it('formats numbers like the column, translates text, and says Total first', () => {
    const columns: DataTableColumn<Row>[] = [
      { id: 'name', header: 'Name' },
      {
        id: 'net',
        header: 'Net',
        kind: 'signedAmount',
        footer: ({ pageRows }) => pageRows.reduce((s, r) => s + r.net, 0),
      },
      { id: 'label', header: 'Label', footer: 'NET' },
    ];
    const pageRows = [
      { name: 'a', net: -1000 },
      { name: 'b', net: 1.5 },
    ];
    renderWithUi(
      <table>
        <TotalsRow
          columns={columns}
          context={{ pageRows, matchingRows: pageRows, overallInfo: undefined, totalCount: 2 }}
          selectable
          tr={tr}
        />
      </table>,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['', 'Total', '-998.50', 'Net total']);
  });
});

describe('SelectionBar', () => {
  it('offers all matching rows, then clearing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelectAllMatching = jest.fn();
    const onClear = jest.fn();
    const view = renderWithUi(
      <SelectionBar
        allMatching={false}
        pageRowCount={10}
        totalCount={1500}
        onSelectAllMatching={onSelectAllMatching}
        onClear={onClear}
      />,
    );
    expect(screen.getByText('All 10 rows on this page are selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 1,500 matching rows' }));
    expect(onSelectAllMatching).toHaveBeenCalled();
    view.rerender(
      <SelectionBar
        allMatching
        pageRowCount={10}
        totalCount={1500}
        onSelectAllMatching={onSelectAllMatching}
        onClear={onClear}
      />,
    );
    expect(screen.getByText('All 1,500 matching rows are selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalled();
  });
});
