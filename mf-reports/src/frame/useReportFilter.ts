import { useCallback, useMemo } from 'react';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import { withoutTableQuery, type DrillStep } from '@drawdesk/shared-kernel/ui';
import { frameApi, frameKeys } from './api';
import {
  defaultFilter,
  filterBody,
  rangeError,
  readReportQuery,
  withTrail,
  writeReportQuery,
  type DrillQuery,
  type ReportFilter,
} from './model';

export interface ReportFilterState {
  /** The applied filter (from the address), its currency defaulted to InitReport's. */
  filter: ReportFilter;
  /** Applies a filter: written to the address (a new history entry), the trail kept. */
  setFilter: (f: ReportFilter) => void;
  /** Currencies the picker offers (base first); empty: no picker. */
  currencies: readonly string[];
  /** False until InitReport has answered (the first search waits for the default currency). */
  ready: boolean;
  /** The drill-down trail (from the address); empty = the caller's own level. */
  trail: DrillStep[];
  /** Goes to a level of the drill-down (a new list: the table's page and search start over). */
  setTrail: (steps: readonly DrillStep[]) => void;
  /** The address ('?…') of a level of the drill-down, for links that open it. */
  trailHref: (steps: readonly DrillStep[]) => string;
  /** The viewed account once drilled in. */
  viewing: DrillStep | undefined;
  /** The call's filter fields and the viewed account. */
  query: DrillQuery;
  /** Why the applied filter cannot be asked for (a hand-edited address), else null. */
  error: string | null;
}

/**
 * The applied filter and drill-down trail of a report screen, kept in the address (fromDate, toDate,
 * poolIds, currency, trail), so a report can be bookmarked, shared and reloaded. Missing values
 * take `initialFilter` (default: today, all pools). The currency starts as InitReport's default
 * (the caller's account currency when it has a rate, else the base); if InitReport fails the screen
 * works without a picker, in the base currency. Needs a router (every remote screen has one).
 */
export function useReportFilter(initialFilter?: ReportFilter): ReportFilterState {
  const [params, setParams] = useSearchParams();
  const init = useApiQuery(frameKeys.init, (signal) => frameApi.initReport({ signal }));
  const ready = !init.isPending;
  const report = init.data?.data ?? null;

  const fallbackText = JSON.stringify(initialFilter ?? defaultFilter());
  const paramsText = params.toString();
  const address = useMemo(
    () => readReportQuery(new URLSearchParams(paramsText), JSON.parse(fallbackText) as ReportFilter),
    [paramsText, fallbackText],
  );
  const defaultCurrency = report?.currency;
  const filter = useMemo<ReportFilter>(
    () =>
      address.filter.currency || !defaultCurrency
        ? address.filter
        : { ...address.filter, currency: defaultCurrency },
    [address, defaultCurrency],
  );
  const trail = address.trail;
  const viewing = trail.at(-1);
  const query = useMemo<DrillQuery>(
    () => ({ ...filterBody(filter), ...(viewing ? { userId: viewing.userId } : {}) }),
    [filter, viewing],
  );

  const setFilter = useCallback(
    (f: ReportFilter) => setParams((prev) => writeReportQuery(prev, f, readReportQuery(prev, f).trail)),
    [setParams],
  );
  const setTrail = useCallback(
    (steps: readonly DrillStep[]) => setParams((prev) => withoutTableQuery(withTrail(prev, steps))),
    [setParams],
  );
  const trailHref = useCallback(
    (steps: readonly DrillStep[]) =>
      `?${withoutTableQuery(withTrail(new URLSearchParams(paramsText), steps)).toString()}`,
    [paramsText],
  );

  return {
    filter,
    setFilter,
    currencies: report?.currencies ?? [],
    ready,
    trail,
    setTrail,
    trailHref,
    viewing,
    query,
    error: rangeError(filter),
  };
}
