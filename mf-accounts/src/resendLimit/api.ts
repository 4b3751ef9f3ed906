/**
 * The calls of the resend order limit screen, typed from the kernel contract. Types only are
 * imported from the contract, so TypeBox stays out of the bundle.
 */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type { ResendOrderLimitRow, UpdateResendOrderLimitBody } from '@drawdesk/shared-kernel/contract';

export const resendLimitApi = {
  resendOrderLimits: (search: string | undefined, paging: Paging) =>
    api.fetchPage<ResendOrderLimitRow>('Account', 'GetResendOrderLimit', { search }, paging),
  saveResendOrderLimit: (body: UpdateResendOrderLimitBody) =>
    api.post<ResendOrderLimitRow | null>('Account', 'UpdateResendOrderLimit', body),
};
