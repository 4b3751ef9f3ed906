import { buildWorkbook, excelSheetName, toCsv, type ExportSheet } from './exportRows';
import { downloadBlob } from './downloadBlob';

describe('toCsv', () => {
  it('starts with a BOM, uses CRLF, quotes where needed and defuses formulas', () => {
    const csv = toCsv({
      headers: ['名称', 'Note', 'Amount'],
      rows: [
        ['甲, 乙', 'say "hi"', 1234.5],
        ['=SUM(A1)', null, -3],
        ['line\nbreak', '-x', 0],
      ],
      kinds: ['text', 'text', 'amount'],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '名称,Note,Amount',
      '"甲, 乙","say ""hi""",1234.50',
      "'=SUM(A1),,-3.00",
      `"line\nbreak",'-x,0.00`,
      '',
    ]);
  });
});

describe('the preamble above the header', () => {
  const sheet: ExportSheet = {
    preamble: [['输赢报表'], ['From date', '2031-01-06'], ['Pools', 'M, T'], ['Account', 'demo_co › 代理']],
    headers: ['用户名', 'Win/Loss'],
    rows: [
      ['代理', 1234.5],
      ['demo_p1', -3],
    ],
    kinds: ['text', 'amount'],
  };

  it('CSV: the preamble lines, a blank line, then the header and rows, Chinese intact', () => {
    const csv = toCsv(sheet);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '输赢报表',
      'From date,2031-01-06',
      'Pools,"M, T"',
      'Account,demo_co › 代理',
      '',
      '用户名,Win/Loss',
      '代理,1234.50',
      'demo_p1,-3.00',
      '',
    ]);
    // Without a preamble the header comes first.
    expect(
      toCsv({ ...sheet, preamble: [] })
        .slice(1)
        .split('\r\n')[0],
    ).toBe('用户名,Win/Loss');
  });

  it('Excel: the preamble rows, a blank row, the bold header frozen below them, numeric amounts', async () => {
    const workbook = await buildWorkbook(sheet, '输赢报表');
    const ws = workbook.getWorksheet('输赢报表');
    expect(ws).toBeDefined();
    if (!ws) return;
    const values = (r: number) => (ws.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['输赢报表']);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(values(2)).toEqual(['From date', '2031-01-06']);
    expect(values(4)).toEqual(['Account', 'demo_co › 代理']);
    expect(values(5)).toEqual([]);
    expect(values(6)).toEqual(['用户名', 'Win/Loss']);
    expect(ws.getRow(6).font?.bold).toBe(true);
    expect(values(7)).toEqual(['代理', 1234.5]);
    expect(values(8)).toEqual(['demo_p1', -3]);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 6 });
    expect(ws.getColumn(2).numFmt).toBe('#,##0.00');
    // The file itself: written and read back, the texts are intact.
    const again = new (await import('exceljs')).Workbook();
    await again.xlsx.load(await workbook.xlsx.writeBuffer());
    expect((again.getWorksheet('输赢报表')?.getRow(4).values as unknown[]).slice(1)).toEqual([
      'Account',
      'demo_co › 代理',
    ]);
  });

  it('names the worksheet as Excel allows', () => {
    expect(excelSheetName('Win/Loss Report: [Demo]?')).toBe('Win-Loss Report- -Demo--');
    expect(excelSheetName("'输赢报表'")).toBe('输赢报表');
    expect(excelSheetName('x'.repeat(40))).toHaveLength(31);
    expect(excelSheetName('')).toBe('Sheet1');
  });

  it('Excel without a preamble: the header is the first row, frozen', async () => {
    const workbook = await buildWorkbook({ ...sheet, preamble: undefined });
    const ws = workbook.getWorksheet('Sheet1');
    expect((ws?.getRow(1).values as unknown[]).slice(1)).toEqual(['用户名', 'Win/Loss']);
    expect(ws?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});

describe('downloadBlob', () => {
  it('clicks a temporary anchor with the file name and an object URL', () => {
    const create = jest.fn(() => 'blob:mock');
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('a.csv');
      expect(this.href).toBe('blob:mock');
    });
    jest.useFakeTimers();
    downloadBlob(new Blob(['x']), 'a.csv');
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
    jest.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:mock');
    jest.useRealTimers();
    click.mockRestore();
  });
});
