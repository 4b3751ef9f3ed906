import { useCallback, useEffect, useRef, useState } from 'react';
import type { MatchingQuery, TableSelection } from './types';

export interface RowSelectionOptions<T> {
  enabled: boolean;
  /** Rows on screen and their ids, in order. */
  pageRows: readonly T[];
  pageIds: readonly string[];
  /** The filter and total that define "all matching". */
  matching: MatchingQuery;
  onChange?: (selection: TableSelection<T>) => void;
}

export interface RowSelection<T> {
  allMatching: boolean;
  isSelected: (id: string) => boolean;
  pageAllSelected: boolean;
  pageSomeSelected: boolean;
  toggleRow: (row: T, id: string, checked: boolean) => void;
  togglePage: (checked: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

/**
 * Rows ticked one by one or a page at a time (kept across pages by id), or "all N matching rows";
 * every change is reported to `onChange` with the query that defines "all matching".
 */
export function useRowSelection<T>(options: RowSelectionOptions<T>): RowSelection<T> {
  const { enabled, pageRows, pageIds, matching, onChange } = options;
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  const clear = useCallback(() => {
    setSelected(new Map());
    setAllMatching(false);
  }, []);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const { search, sort, totalCount } = matching;
  useEffect(() => {
    if (!enabled) return;
    const ids = [...selected.keys()];
    onChangeRef.current?.({
      allMatching,
      ids,
      rows: [...selected.values()],
      count: allMatching ? totalCount : ids.length,
      query: { search, sort, totalCount },
    });
  }, [enabled, selected, allMatching, totalCount, search, sort]);

  const toggleRow = (row: T, id: string, checked: boolean) => {
    setAllMatching(false);
    setSelected((prev) => {
      const next = new Map(prev);
      if (checked) next.set(id, row);
      else next.delete(id);
      return next;
    });
  };
  const togglePage = (checked: boolean) => {
    setAllMatching(false);
    setSelected((prev) => {
      const next = new Map(prev);
      pageRows.forEach((row, i) => {
        const id = pageIds[i] ?? '';
        if (checked) next.set(id, row);
        else next.delete(id);
      });
      return next;
    });
  };

  return {
    allMatching,
    isSelected: (id) => allMatching || selected.has(id),
    pageAllSelected: pageIds.length > 0 && pageIds.every((id) => selected.has(id)),
    pageSomeSelected: pageIds.some((id) => selected.has(id)),
    toggleRow,
    togglePage,
    selectAllMatching: () => setAllMatching(true),
    clear,
  };
}
