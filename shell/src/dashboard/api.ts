/**
 * The dashboard's calls, typed from the kernel contract, and their query keys. Every call is quiet:
 * no busy indicator (they refresh in the background) and no dialog (a refused block stays hidden).
 */
import { api } from '@drawdesk/shared-kernel/api';
import type {
  LatestResult,
  MapOverall,
  MapRow,
  NextDraws,
  TodaySales,
} from '@drawdesk/shared-kernel/contract';
import { TOP_NUMBERS } from './model';

const quiet = (signal: AbortSignal) => ({ skipLoading: true, silent: true, failureDialog: false, signal });

export const dashboardKeys = {
  nextDraws: ['shell', 'dashboard', 'nextDraws'] as const,
  todaySales: (userId: number) => ['shell', 'dashboard', 'todaySales', userId] as const,
  topNumbers: (userId: number, drawDate: string) =>
    ['shell', 'dashboard', 'topNumbers', userId, drawDate] as const,
  results: ['shell', 'dashboard', 'results'] as const,
};

export const dashboardApi = {
  nextDraws: (signal: AbortSignal) => api.get<NextDraws>('Pools', 'GetNextDraws', {}, quiet(signal)),
  todaySales: (signal: AbortSignal) => api.get<TodaySales>('Report', 'GetTodaySales', {}, quiet(signal)),
  latestResults: (signal: AbortSignal) =>
    api.get<LatestResult[]>('Result', 'GetLatestResults', {}, quiet(signal)),
  /** The map report of the caller on one draw date (every pool): report type 1, the top numbers by total. */
  topNumbers: (drawDate: string, signal: AbortSignal) =>
    api.fetchPage<MapRow, MapOverall>(
      'Report',
      'GetMapReport',
      { drawDate, reportType: 1, sort: 'total', top: TOP_NUMBERS },
      { startCount: 0, pageSize: TOP_NUMBERS },
      { method: 'POST', ...quiet(signal) },
    ),
};
