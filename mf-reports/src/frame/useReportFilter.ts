import { useState } from 'react';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { frameApi, frameKeys } from './api';
import { defaultFilter, type ReportFilter } from './model';

export interface ReportFilterState {
  filter: ReportFilter;
  setFilter: (f: ReportFilter) => void;
  /** Currencies the picker offers (base first); empty: no picker. */
  currencies: readonly string[];
  /** False until InitReport has answered (the first search waits for the default currency). */
  ready: boolean;
}

/**
 * The applied filter of a report screen. Its currency starts as InitReport's default (the
 * caller's account currency when it has a rate, else the base); if InitReport fails the screen
 * works without a picker, in the base currency.
 */
export function useReportFilter(initialFilter?: ReportFilter): ReportFilterState {
  const [applied, setFilter] = useState<ReportFilter>(initialFilter ?? defaultFilter());
  const init = useApiQuery(frameKeys.init, (signal) => frameApi.initReport({ signal }));
  const ready = !init.isPending;
  const report = init.data?.data ?? null;
  const filter: ReportFilter =
    applied.currency || !report ? applied : { ...applied, currency: report.currency };
  return { filter, setFilter, currencies: report?.currencies ?? [], ready };
}
