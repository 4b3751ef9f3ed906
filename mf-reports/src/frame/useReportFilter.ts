import { useEffect, useState } from 'react';
import { frameApi, type ReportInit } from './api';
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
  const [filter, setFilter] = useState<ReportFilter>(initialFilter ?? defaultFilter());
  const [currencies, setCurrencies] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let live = true;
    const done = (init: ReportInit | null) => {
      if (!live) return;
      setCurrencies(init?.currencies ?? []);
      if (init) setFilter((f) => (f.currency ? f : { ...f, currency: init.currency }));
    };
    frameApi.initReport().then(
      (reply) => done(reply.success ? reply.data : null),
      () => done(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return { filter, setFilter, currencies: currencies ?? [], ready: currencies !== null };
}
