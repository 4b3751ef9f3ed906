import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import { readRange, writeRange, type RangeFilter } from './model';

/** A summary's filter, kept in the address (a reload or a shared link shows the same rows). */
export function useRangeFilter(superAdmin: boolean): [RangeFilter, (f: RangeFilter) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const filter = useMemo(() => {
    const f = readRange(new URLSearchParams(text));
    // Only the super admin picks a company; anyone else's address may not name one.
    return superAdmin ? f : { fromDate: f.fromDate, toDate: f.toDate, poolIds: f.poolIds };
  }, [text, superAdmin]);
  const apply = useCallback((f: RangeFilter) => setParams((prev) => writeRange(prev, f)), [setParams]);
  return [filter, apply];
}
