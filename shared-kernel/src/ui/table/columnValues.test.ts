import { displayText, exportHeaderOf, groupSpans } from './columnValues';
import type { DataTableColumn } from './types';

const col = (id: string, group?: string): DataTableColumn<unknown> => ({
  id,
  header: id,
  ...(group ? { group } : {}),
});

describe('column groups', () => {
  it('no group: no group row', () => {
    expect(groupSpans([col('a'), col('b')])).toEqual([]);
  });

  it('neighbours of one group share a cell; a group met again after another starts a new cell', () => {
    expect(
      groupSpans([
        col('name'),
        col('a', 'D'),
        col('b', 'D'),
        col('c', 'O'),
        col('x'),
        col('y'),
        col('d', 'D'),
      ]),
    ).toEqual([
      { group: undefined, span: 1 },
      { group: 'D', span: 2 },
      { group: 'O', span: 1 },
      { group: undefined, span: 2 },
      { group: 'D', span: 1 },
    ]);
  });

  it('heads an exported grouped column with its group', () => {
    const tr = (text: string) => ({ own: '自身', eat: '吃' })[text] ?? text;
    expect(exportHeaderOf({ id: 'eat', header: 'eat', group: 'own' }, tr)).toBe('自身 · 吃');
    expect(exportHeaderOf({ id: 'eat', header: 'eat' }, tr)).toBe('吃');
  });
});

describe('cell text of dates', () => {
  it('a business date shows as dd/mm/yyyy, a Date in business time, other text as it is', () => {
    expect(displayText(col('drawDate'), '2026-11-26')).toBe('26/11/2026');
    expect(displayText(col('at'), new Date('2026-11-25T16:30:00Z'))).toBe('26/11/2026 00:30:00');
    expect(displayText(col('note'), '2026-11-26 and more')).toBe('2026-11-26 and more');
    expect(displayText(col('n'), 12)).toBe('12');
  });
});
