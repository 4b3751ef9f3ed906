/**
 * The detail pages' calls, typed from the kernel contract (types only are imported, so TypeBox
 * stays out of the bundle).
 */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  DetailJackpot,
  JackpotLine,
  SelfWinLossDetailOverall,
  SelfWinLossDetailRow,
  WinLossDetailOverall,
  WinLossDetailRow,
} from '@drawdesk/shared-kernel/contract';
import { reportPage } from '../frame/api';
import type { JackpotDetailQuery, SelfWinLossDetailQuery, WinLossDetailQuery } from './model';

export type {
  DetailJackpot,
  JackpotLine,
  SelfWinLossDetailOverall,
  SelfWinLossDetailRow,
  WinLossDetailOverall,
  WinLossDetailRow,
};

/** Query keys of the detail pages (typed, for invalidation). */
export const detailKeys = {
  all: ['mf-reports', 'details'] as const,
  jackpot: (q: JackpotDetailQuery) => ['mf-reports', 'details', 'jackpot', q] as const,
};

export const detailsApi = {
  /** The settled lines behind one win/loss row (row account D, viewer V). */
  /** The table search goes to the server (a ticket number, or the start of a bettor's username). */
  winLossDetail: (query: WinLossDetailQuery, paging: Paging & { search?: string }) =>
    reportPage<WinLossDetailRow, WinLossDetailOverall>(
      'GetWinLossDetail',
      { ...query, ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
  /** The viewer's own eaten lines. */
  /** The table search as winLossDetail's. */
  selfWinLossDetail: (query: SelfWinLossDetailQuery, paging: Paging & { search?: string }) =>
    reportPage<SelfWinLossDetailRow, SelfWinLossDetailOverall>(
      'GetSelfWinLossDetail',
      { ...query, ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
  /** The jackpot amounts of a draw's result and the lines of the viewer's tree that won a 5D/6D tier. */
  jackpotDetail: (query: JackpotDetailQuery, opts: { signal?: AbortSignal } = {}) =>
    api.post<DetailJackpot | null>('Report', 'GetDetailJackpot', { ...query }, opts),
};
