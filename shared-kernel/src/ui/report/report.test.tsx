import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Workbook } from 'exceljs';
import { PRINT_STYLES } from '../GlobalStyle';
import { Page } from '../Page';
import { renderWithUi } from '../renderWithUi';
import { DataTable } from '../table/DataTable';
import { downloadBlob } from '../table/downloadBlob';
import type { DataTableColumn } from '../table/types';
import { PrintButton } from './PrintButton';
import { PrintHeader } from './PrintHeader';
import { useRegisterReportLines } from './ReportContext';
import { reportPreamble, type ReportLine } from './reportLines';

// Only the file save is replaced; the CSV text and the exceljs workbook are produced for real.
jest.mock('../table/downloadBlob', () => ({ downloadBlob: jest.fn() }));
const saved = downloadBlob as jest.MockedFunction<typeof downloadBlob>;
beforeEach(() => saved.mockClear());

function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
const csvLines = async (blob: Blob) =>
  new TextDecoder()
    .decode(await readBlob(blob))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

interface Row {
  userId: number;
  username: string;
  turnover: number;
  eat: number;
  ownWinLoss: number;
}
const rows: Row[] = [
  { userId: 7, username: '代理', turnover: 100, eat: 40, ownWinLoss: -12.5 },
  { userId: 9, username: 'demo_p1', turnover: 50, eat: 10, ownWinLoss: 3 },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'username', header: 'Username' },
  { id: 'turnover', header: 'Turnover', kind: 'amount', group: 'Downline' },
  { id: 'eat', header: 'Eat', kind: 'amount', group: 'Own' },
  { id: 'ownWinLoss', header: 'Win/Loss', kind: 'signedAmount', group: 'Own' },
];
const lines: ReportLine[] = [
  ['From date', '2031-01-06'],
  ['Pools', 'M, T'],
  ['Account', 'demo_co › 代理'],
];

/** A report page: its filter bar registers the applied filters, its table exports them. */
function Report({
  registered = lines,
  onRowClick,
}: {
  registered?: ReportLine[];
  onRowClick?: (r: Row) => void;
}) {
  useRegisterReportLines(registered);
  return (
    <DataTable<Row>
      columns={columns}
      rows={rows}
      caption="Win/Loss 2"
      exportCsv
      exportExcel
      exportFileName="wl2"
      {...(onRowClick ? { onRowClick, rowClickable: (r: Row) => r.userId === 7 } : {})}
    />
  );
}

it('reportPreamble: title, the filter lines, then the export time', () => {
  expect(
    reportPreamble('输赢报表', lines, { label: 'Exported at', at: new Date('2031-01-06T01:05:03Z') }),
  ).toEqual([
    ['输赢报表'],
    ['From date', '2031-01-06'],
    ['Pools', 'M, T'],
    ['Account', 'demo_co › 代理'],
    // Business time (Kuala Lumpur), whatever the machine's time zone.
    ['Exported at', '06/01/2031 09:05:03'],
  ]);
});

describe('a report page', () => {
  it('writes the title and registered filters above the CSV header; grouped columns head as group · header', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(
      <Page titleKey="WIN_LOSS_2_REPORT">
        <Report />
      </Page>,
      { common: { WIN_LOSS_2_REPORT: '输赢报表 2' } },
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const text = await csvLines(saved.mock.calls[0]?.[0] as Blob);
    expect(text.slice(0, 4)).toEqual([
      '输赢报表 2',
      'From date,2031-01-06',
      'Pools,"M, T"',
      'Account,demo_co › 代理',
    ]);
    expect(text[4]).toMatch(/^Exported at,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(text.slice(5)).toEqual([
      '',
      'Username,Downline · Turnover,Own · Eat,Own · Win/Loss',
      '代理,100.00,40.00,-12.50',
      'demo_p1,50.00,10.00,3.00',
    ]);
  });

  it('puts the same lines above the Excel header row', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithUi(
      <Page titleKey="Win/Loss 2">
        <Report />
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const workbook = new Workbook();
    await workbook.xlsx.load((await readBlob(saved.mock.calls[0]?.[0] as Blob)).buffer as ArrayBuffer);
    // Excel refuses '/' in a sheet name: the caption's becomes '-'.
    const ws = workbook.getWorksheet('Win-Loss 2');
    const row = (r: number) => (ws?.getRow(r).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['Win/Loss 2']);
    expect(row(4)).toEqual(['Account', 'demo_co › 代理']);
    expect(row(5)[0]).toBe('Exported at');
    expect(row(7)).toEqual(['Username', 'Downline · Turnover', 'Own · Eat', 'Own · Win/Loss']);
    expect(row(8)).toEqual(['代理', 100, 40, -12.5]);
  });

  it('off a report page (nothing registered) the export starts with the header; a table may give its own lines', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderWithUi(
      <Page titleKey="Accounts">
        <DataTable<Row> columns={columns} rows={rows} exportCsv />
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((await csvLines(saved.mock.calls[0]?.[0] as Blob))[0]).toBe(
      'Username,Downline · Turnover,Own · Eat,Own · Win/Loss',
    );
    view.unmount();
    renderWithUi(<DataTable<Row> columns={columns} rows={rows} exportCsv exportPreamble={[['Own lines']]} />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect((await csvLines(saved.mock.calls[1]?.[0] as Blob)).slice(0, 3)).toEqual([
      'Own lines',
      '',
      'Username,Downline · Turnover,Own · Eat,Own · Win/Loss',
    ]);
  });

  it('shows a group header row over the grouped columns', () => {
    renderWithUi(<Report />);
    const table = screen.getByRole('table', { name: 'Win/Loss 2' });
    const headerRows = within(table).getAllByRole('row').slice(0, 2);
    const groups = within(headerRows[0] as HTMLElement).getAllByRole('columnheader');
    expect(groups.map((g) => [g.textContent, g.getAttribute('colspan')])).toEqual([
      ['', '1'],
      ['Downline', '1'],
      ['Own', '2'],
    ]);
    expect(
      within(headerRows[1] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Username', 'Turnover', 'Eat', 'Win/Loss']);
  });

  it('only the rows rowClickable allows take a click', async () => {
    const user = userEvent.setup({ delay: null });
    const clicked = jest.fn();
    renderWithUi(<Report onRowClick={clicked} />);
    const agent = screen.getByRole('cell', { name: '代理' }).closest('tr') as HTMLElement;
    const player = screen.getByRole('cell', { name: 'demo_p1' }).closest('tr') as HTMLElement;
    expect(agent).toHaveAttribute('tabindex', '0');
    expect(player).not.toHaveAttribute('tabindex');
    await user.click(player);
    expect(clicked).not.toHaveBeenCalled();
    await user.click(agent);
    expect(clicked).toHaveBeenCalledWith(rows[0], 0);
  });
});

describe('print', () => {
  it('the print header lists the filters and stamps the time when the print starts', () => {
    jest.useFakeTimers().setSystemTime(new Date('2031-01-06T01:00:00Z'));
    try {
      renderWithUi(<PrintHeader lines={lines} />);
      const header = screen.getByTestId('print-header');
      expect(header).toHaveAttribute('data-print-only');
      expect(within(header).getByText('Pools:').nextSibling).toHaveTextContent('M, T');
      expect(within(header).getByText('Printed at:').nextSibling).toHaveTextContent('06/01/2031 09:00:00');
      jest.setSystemTime(new Date('2031-01-06T09:45:12Z'));
      act(() => {
        window.dispatchEvent(new Event('beforeprint'));
      });
      expect(within(header).getByText('Printed at:').nextSibling).toHaveTextContent('06/01/2031 17:45:12');
    } finally {
      jest.useRealTimers();
    }
  });

  it('on screen too when asked, the print time still print only', () => {
    renderWithUi(<PrintHeader lines={lines} screen />);
    const header = screen.getByTestId('print-header');
    expect(header).not.toHaveAttribute('data-print-only');
    expect(within(header).getByText('Printed at:').parentElement).toHaveAttribute('data-print-only');
  });

  it('the Print button prints and is not printed itself', async () => {
    const user = userEvent.setup({ delay: null });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithUi(<PrintButton />);
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button).toHaveAttribute('data-no-print');
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('the global style prints the content alone on A4 landscape', () => {
    const css = PRINT_STYLES.replace(/\s+/g, ' ');
    expect(css).toContain('@media print {');
    expect(css).toContain('@page { size: A4 landscape;');
    expect(css).toContain('@media screen { [data-print-only] { display: none !important; } }');
    // The markers' rule comes last in the print block, so the layout rules never show them again.
    expect(css.trimEnd()).toMatch(/\[data-no-print\] \{ display: none !important; \} \}$/);
    expect(css).toContain('[data-print-scroll] { max-height: none !important;');
  });
});
