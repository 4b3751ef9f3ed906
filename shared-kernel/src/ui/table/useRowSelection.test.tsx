import { act, renderHook } from '@testing-library/react';
import type { TableSelection } from './types';
import { useRowSelection, type RowSelectionOptions } from './useRowSelection';

const page1 = { pageRows: ['a', 'b', 'c'], pageIds: ['1', '2', '3'] };
const page2 = { pageRows: ['d', 'e'], pageIds: ['4', '5'] };
const matching = { search: 'x', sort: undefined, totalCount: 5 };

function setup() {
  const onChange = jest.fn<void, [TableSelection<string>]>();
  const view = renderHook((props: RowSelectionOptions<string>) => useRowSelection(props), {
    initialProps: { enabled: true, ...page1, matching, onChange },
  });
  const last = () => onChange.mock.calls[onChange.mock.calls.length - 1]?.[0];
  return { ...view, onChange, last };
}

describe('useRowSelection', () => {
  it('ticks rows one by one and keeps them across pages', () => {
    const { result, rerender, onChange, last } = setup();
    act(() => result.current.toggleRow('b', '2', true));
    expect(last()).toEqual({
      allMatching: false,
      ids: ['2'],
      rows: ['b'],
      count: 1,
      query: { search: 'x', sort: undefined, totalCount: 5 },
    });
    expect(result.current.pageSomeSelected).toBe(true);
    expect(result.current.pageAllSelected).toBe(false);
    rerender({ enabled: true, ...page2, matching, onChange });
    act(() => result.current.toggleRow('d', '4', true));
    expect(last()?.ids).toEqual(['2', '4']);
    act(() => result.current.toggleRow('b', '2', false));
    expect(last()?.ids).toEqual(['4']);
  });

  it('ticks and unticks the whole page', () => {
    const { result, last } = setup();
    act(() => result.current.togglePage(true));
    expect(result.current.pageAllSelected).toBe(true);
    expect(last()).toMatchObject({ ids: ['1', '2', '3'], count: 3 });
    act(() => result.current.togglePage(false));
    expect(last()).toMatchObject({ ids: [], count: 0 });
  });

  it('selects all matching rows (count = total) until a row is toggled or it is cleared', () => {
    const { result, last } = setup();
    act(() => result.current.selectAllMatching());
    expect(last()).toMatchObject({ allMatching: true, count: 5 });
    expect(result.current.isSelected('4')).toBe(true);
    act(() => result.current.toggleRow('a', '1', true));
    expect(last()).toMatchObject({ allMatching: false, count: 1 });
    act(() => result.current.selectAllMatching());
    act(() => result.current.clear());
    expect(last()).toMatchObject({ allMatching: false, count: 0, ids: [] });
    expect(result.current.isSelected('1')).toBe(false);
  });

  it('reports nothing when selection is off', () => {
    const onChange = jest.fn();
    renderHook(() => useRowSelection({ enabled: false, ...page1, matching, onChange }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
