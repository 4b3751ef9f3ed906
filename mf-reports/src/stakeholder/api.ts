/** The stakeholder report's calls, typed from the kernel contract (types only). */
import { api } from '@drawdesk/shared-kernel/api';
import type {
  AccountOption,
  GetStakeHolderReportBody,
  StakeHolderOverall,
  StakeHolderRow,
} from '@drawdesk/shared-kernel/contract';
import { allRows } from '../frame/api';

export type { AccountOption, GetStakeHolderReportBody, StakeHolderOverall, StakeHolderRow };

export const stakeholderKeys = {
  all: ['mf-reports', 'stakeholder'] as const,
  report: (body: GetStakeHolderReportBody) => ['mf-reports', 'stakeholder', 'report', body] as const,
  /** Direct downlines of an account (undefined: the caller's). */
  downlines: (uplineId: number | undefined) =>
    ['mf-reports', 'stakeholder', 'downlines', uplineId ?? 'self'] as const,
};

export const stakeholderApi = {
  /** The chain of one account's lines, a row per level from its bettors up to the company (not paged). */
  report: (body: GetStakeHolderReportBody, signal?: AbortSignal) =>
    allRows<StakeHolderRow, StakeHolderOverall>('GetStakeHolderReport', body, signal),
  /** Main accounts directly under an account (default the caller): the account picker's choices. */
  directDownlines: (uplineId: number | undefined, signal?: AbortSignal) =>
    api.get<AccountOption[] | null>('Account', 'GetDirectDownlines', uplineId ? { uplineId } : undefined, {
      signal,
    }),
};
