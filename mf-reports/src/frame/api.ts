/** The calls every report shares, typed from the kernel contract (types only, so TypeBox stays out). */
import { api } from '@drawdesk/shared-kernel/api';
import type { ReportInit } from '@drawdesk/shared-kernel/contract';

export type { ReportInit };

export const frameApi = {
  /** The report currencies (base first) and the caller's default one. */
  initReport: () => api.get<ReportInit>('Report', 'InitReport'),
};
