import { keepPreviousData, useApiQuery, type ApiQueryError } from '@drawdesk/shared-kernel/query';
import { dashboardApi, dashboardKeys } from './api';
import { REFRESH_MS, RESULTS_REFRESH_MS } from './model';

/** Replies that asking again will not change: refused, not logged in, no such call. */
const FINAL_CODES = new Set([401, 403, 404]);

/**
 * Refetch every `ms`, but stop once the server has refused the call: a refused block stays hidden
 * and its call is not repeated (a failure such as a 500 or a lost connection is tried again).
 */
export const every =
  (ms: number) =>
  (query: { state: { error: ApiQueryError | null } }): number | false =>
    query.state.error && FINAL_CODES.has(query.state.error.code) ? false : ms;

/** A block re-renders when its data or error changes, not when a background refresh starts and ends. */
const NOTIFY = ['data', 'error', 'dataUpdatedAt'] as const;

// The blocks' queries. Each refetches in the background on its interval; the data on screen stays
// until the new reply replaces it (no loading state between two replies: no flicker). A refused
// call (403) is an error the block answers by not showing.

export function useNextDraws(enabled: boolean) {
  return useApiQuery(dashboardKeys.nextDraws, dashboardApi.nextDraws, {
    enabled,
    refetchInterval: every(REFRESH_MS),
    notifyOnChangeProps: [...NOTIFY],
  });
}

export function useTodaySales(userId: number, enabled: boolean) {
  return useApiQuery(dashboardKeys.todaySales(userId), dashboardApi.todaySales, {
    enabled,
    refetchInterval: every(REFRESH_MS),
    notifyOnChangeProps: [...NOTIFY],
  });
}

export function useTopNumbers(userId: number, drawDate: string | null) {
  return useApiQuery(
    dashboardKeys.topNumbers(userId, drawDate ?? ''),
    (signal) => dashboardApi.topNumbers(drawDate ?? '', signal),
    {
      enabled: drawDate !== null,
      refetchInterval: every(REFRESH_MS),
      notifyOnChangeProps: [...NOTIFY],
      placeholderData: keepPreviousData,
    },
  );
}

export function useLatestResults(enabled: boolean) {
  return useApiQuery(dashboardKeys.results, dashboardApi.latestResults, {
    enabled,
    refetchInterval: every(RESULTS_REFRESH_MS),
    notifyOnChangeProps: [...NOTIFY],
  });
}
