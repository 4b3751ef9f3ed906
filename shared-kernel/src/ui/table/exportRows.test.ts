import { toCsv } from './exportRows';
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
