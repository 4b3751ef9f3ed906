/** The calls every report shares, typed from the kernel contract (types only, so TypeBox stays out). */
import { api } from '@drawdesk/shared-kernel/api';
import type { ReportInit } from '@drawdesk/shared-kernel/contract';

export type { ReportInit };

/** Query keys of the data every report shares (typed, for invalidation). */
export const frameKeys = {
  all: ['mf-reports', 'frame'] as const,
  init: ['mf-reports', 'frame', 'initReport'] as const,
};

export const frameApi = {
  /** The report currencies (base first) and the caller's default one. */
  initReport: (opts: { signal?: AbortSignal } = {}) =>
    api.get<ReportInit>('Report', 'InitReport', undefined, opts),
};
