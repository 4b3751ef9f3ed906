/**
 * The results family's calls (strike, winning, payout, self payout, payout table), typed from the kernel contract (types only, so TypeBox stays out of the bundle).
 */
import { api, type PageResult, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  AccountOption,
  GetPayoutTableBody,
  GetStrikeReportBody,
  PayoutOverall,
  PayoutRow,
  PayoutTableCodeRow,
  PayoutTableOverall,
  PayoutTablePool,
  SelfPayoutOverall,
  SelfPayoutRow,
  StrikeOverall,
  StrikeRow,
  WinningOverall,
  WinningRow,
} from '@drawdesk/shared-kernel/contract';
import { allRows, reportPage } from '../frame/api';
import type { DrillQuery } from '../frame/model';

export type {
  AccountOption,
  PayoutOverall,
  PayoutRow,
  PayoutTableCodeRow,
  PayoutTableOverall,
  PayoutTablePool,
  SelfPayoutOverall,
  SelfPayoutRow,
  StrikeOverall,
  StrikeRow,
  WinningOverall,
  WinningRow,
};

/** The winning report's own filters on top of the range (number, one bettor). */
export type WinningQuery = DrillQuery & { number?: string; bettorId?: number };

export const resultsKeys = {
  all: ['mf-reports', 'results'] as const,
  strike: (body: GetStrikeReportBody) => ['mf-reports', 'results', 'strike', body] as const,
  payoutTable: (body: GetPayoutTableBody) => ['mf-reports', 'results', 'payoutTable', body] as const,
  downlines: ['mf-reports', 'results', 'directDownlines'] as const,
};

export const resultsApi = {
  /** Prize positions of one draw date with what the viewer's subtree had on each. */
  strike: (body: GetStrikeReportBody, signal?: AbortSignal) =>
    allRows<StrikeRow, StrikeOverall>('GetStrikeReport', body, signal),
  /** Winning expanded lines of the viewer's subtree in the range. */
  /** The table search goes to the server (a ticket number, or the start of a bettor's username). */
  winning: (
    query: WinningQuery,
    paging: Paging & { search?: string },
  ): Promise<PageResult<WinningRow, WinningOverall>> =>
    reportPage<WinningRow, WinningOverall>(
      'GetWinningReport',
      { ...query, ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
  /** Winning lines, stake and payout per direct downline of the viewed account. */
  payout: (query: DrillQuery, paging: Paging) =>
    reportPage<PayoutRow, PayoutOverall>('GetPayoutReport', query, paging),
  /** The viewed account's own part of the payouts, per draw date and pool. */
  selfPayout: (query: DrillQuery, paging: Paging) =>
    reportPage<SelfPayoutRow, SelfPayoutOverall>('GetSelfPayoutReport', query, paging),
  /** Per pool, the grid of bet code by prize rank. */
  payoutTable: (body: GetPayoutTableBody, signal?: AbortSignal) =>
    allRows<PayoutTablePool, PayoutTableOverall>('GetPayoutTable', body, signal),
  /**
   * The caller's direct downlines (the winning report's optional account filter): silent, so an
   * account that may not list its downlines sees the report without the filter and no dialog.
   */
  directDownlines: (signal?: AbortSignal) =>
    api.get<AccountOption[] | null>('Account', 'GetDirectDownlines', undefined, { signal, silent: true }),
};
