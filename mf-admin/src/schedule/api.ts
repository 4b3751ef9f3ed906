/** The calls of the schedule screens (areas 'Pools' and 'Configuration'), typed from the kernel contract (types only). */
import { api, type CallOptions, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  Announcement,
  CreateOrUpdateAnnouncementBody,
  CutoffTime,
  PoolSelection,
  ScheduledDraw,
  ScheduleYearResult,
  SubmitEditedDrawResult,
  SubmitNewDrawBody,
  UpdateCutoffTimeBody,
} from '@drawdesk/shared-kernel/contract';

type ReadOptions = Omit<CallOptions, 'query' | 'method'>;

/** Query keys of the schedule feature. */
export const scheduleKeys = {
  all: ['mf-admin', 'schedule'] as const,
  pools: () => ['mf-admin', 'schedule', 'pools'] as const,
  /** Every year's draws (the prefix a change of the calendar refreshes). */
  allDraws: () => ['mf-admin', 'schedule', 'draws'] as const,
  /** The draws of a year, of one pool (0: all pools). */
  draws: (year: number, poolId: number) => ['mf-admin', 'schedule', 'draws', { year, poolId }] as const,
};

export const scheduleApi = {
  /** The draws of a year, of one pool when given. */
  drawsOfYear: (year: number, poolId?: number, opts?: ReadOptions) =>
    api.post<ScheduledDraw[]>(
      'Pools',
      'GetScheduledDrawByYear',
      { year, ...(poolId ? { poolId } : {}) },
      opts,
    ),
  scheduleYear: (year: number) =>
    api.post<ScheduleYearResult | null>('Pools', 'ScheduleSelectedYearDraw', { year }),
  addDraw: (body: SubmitNewDrawBody) => api.post<unknown>('Pools', 'SubmitNewDraw', body),
  moveDraw: (drawId: number, drawDate: string) =>
    api.post<SubmitEditedDrawResult | null>('Pools', 'SubmitEditedDraw', { drawId, drawDate }),
  removeDraw: (drawId: number) =>
    api.post<SubmitEditedDrawResult | null>('Pools', 'SubmitEditedDraw', { drawId, remove: true }),
  pools: (opts?: ReadOptions) => api.get<PoolSelection[]>('Pools', 'GetPoolsSelection', undefined, opts),
  updateCutoff: (body: UpdateCutoffTimeBody) =>
    api.post<{ poolId: number; cutoff: CutoffTime } | null>('Pools', 'UpdateCutoffTime', body),
  /** One page of announcements (GetAnnouncement is a GET call); `search`: part of the title or the message. */
  announcements: (paging: Paging & { search?: string }) =>
    api.fetchPage<Announcement>(
      'Configuration',
      'GetAnnouncement',
      paging.search?.trim() ? { search: paging.search.trim() } : {},
      paging,
      { method: 'GET' },
    ),
  saveAnnouncement: (body: CreateOrUpdateAnnouncementBody) =>
    api.post<{ id: number } | null>('Configuration', 'CreateOrUpdateAnnouncement', body),
};
