/**
 * The calls of the sub-account screen, typed from the kernel contract. Types only are imported from
 * the contract, so TypeBox stays out of the bundle.
 */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  Activity,
  CreateOrUpdateSubAccountBody,
  SubAccountRow,
  TargetLines,
} from '@drawdesk/shared-kernel/contract';

type ReadOptions = { signal?: AbortSignal };

/** Query keys of the sub-account screen's loads. */
export const subAccountKeys = {
  all: ['accounts', 'subAccounts'] as const,
  activities: () => ['accounts', 'subAccounts', 'activities'] as const,
  /** The lines a new sub-account (0) or an existing one may act for. */
  targetLines: (subAccountId: number) =>
    ['accounts', 'subAccounts', 'targetLines', { subAccountId }] as const,
};

export const subAccountsApi = {
  subAccounts: (search: string | undefined, paging: Paging) =>
    api.fetchPage<SubAccountRow>('Account', 'GetSubAccountListing', { search }, paging),
  saveSubAccount: (body: CreateOrUpdateSubAccountBody) =>
    api.post<{ userId: number } | null>('Account', 'CreateOrUpdateSubAccount', body),
  /** The functions there are; the report ones can be granted to a sub-account. */
  activities: (options: ReadOptions = {}) =>
    api.get<Activity[]>('Setting', 'GetActivities', undefined, options),
  /** The lines a sub-account may act for, and those it has (when editing one). */
  targetLines: (subAccountId?: number, options: ReadOptions = {}) =>
    api.get<TargetLines | null>('Account', 'GetTargetLines', subAccountId ? { subAccountId } : {}, options),
};
