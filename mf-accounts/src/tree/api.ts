/**
 * The account tree calls, typed from the kernel contract (accountTree.ts). Types only are
 * imported from the contract, so TypeBox stays out of the bundle.
 */
import { api } from '@drawdesk/shared-kernel/api';
import type {
  AccountOption,
  AccountStatusValue,
  AgentDetail,
  ApiAccount,
  ApiCredentials,
  CloneAccountBody,
  CompanyRow,
  CreateOrUpdateUserBody,
  CreditLimitChange,
  ReserveNamePrefixRow,
  SaveApiAccountBody,
  SaveReserveNamePrefixBody,
  UpdateCreditLimitBody,
  UserDetailInit,
  UserEditDetail,
  UserIdData,
  UserListingOverall,
  UserListingRow,
} from '@drawdesk/shared-kernel/contract';

export type {
  AccountStatusValue,
  CompanyRow,
  UserListingOverall,
  UserListingRow,
  UserEditDetail,
  UserDetailInit,
  ReserveNamePrefixRow,
};

/** Filters of the downline list (GetUserListing besides paging). */
export interface ListingFilters {
  search?: string;
  status?: AccountStatusValue | '';
  userRoleId?: number;
  uplineId?: number;
}

export interface Paging {
  startCount: number;
  pageSize: number;
}

/** Query keys of the tree screens' loads. */
export const treeKeys = {
  all: ['accounts', 'tree'] as const,
  detailInit: (query: { uplineId?: number; userId?: number }) =>
    ['accounts', 'tree', 'detailInit', query] as const,
  /** The caller's direct downlines (the clone screen's source picker). */
  directDownlines: () => ['accounts', 'tree', 'directDownlines'] as const,
  /** Every company (the pickers of the reserve-name and API-account screens). */
  companies: () => ['accounts', 'tree', 'companies'] as const,
  /** A company's API account. */
  apiAccount: (userId: number) => ['accounts', 'tree', 'apiAccount', { userId }] as const,
};

export const treeApi = {
  listing: (filters: ListingFilters, paging: Paging) =>
    api.fetchPage<UserListingRow, UserListingOverall | null>(
      'Account',
      'GetUserListing',
      { ...filters },
      paging,
    ),
  listingAll: (
    filters: ListingFilters,
    totalCount: number,
    onProgress?: (p: { loaded: number; total: number }) => void,
  ) =>
    api.fetchAllRows<UserListingRow, UserListingOverall | null>(
      'Account',
      'GetUserListing',
      { ...filters },
      { totalCount, onProgress },
    ),
  init: (query: { uplineId?: number; userId?: number }, options: { signal?: AbortSignal } = {}) =>
    api.get<UserDetailInit | null>('Account', 'GetUserDetailInit', query, options),
  byUsername: (username: string) =>
    api.get<UserEditDetail | null>('Account', 'GetUserDetailByUsername', { username }),
  byId: (userId: number) =>
    api.get<{ agent: AgentDetail } | null>('Account', 'GetUserDetailsById', { userId }),
  directDownlines: (uplineId?: number, options: { signal?: AbortSignal } = {}) =>
    api.get<AccountOption[] | null>('Account', 'GetDirectDownlines', { uplineId }, options),
  save: (body: CreateOrUpdateUserBody) => api.post<UserIdData | null>('Account', 'CreateOrUpdateUser', body),
  updateCreditLimit: (body: UpdateCreditLimitBody) =>
    api.post<CreditLimitChange | null>('Account', 'UpdateUserCreditLimit', body),
  adminUpdateCreditLimit: (body: UpdateCreditLimitBody) =>
    api.post<CreditLimitChange | null>('Account', 'AdminUpdateUserCreditLimit', body),
  companies: (filters: { search?: string; status?: AccountStatusValue | '' }, paging: Paging) =>
    api.fetchPage<
      CompanyRow,
      { creditLimit: number; creditLeft: number; downlineCreditLimit: number } | null
    >('Account', 'GetCompanyDetailBySuperAdmin', { ...filters }, paging),
  /** Every company (up to 500), for the pickers. */
  allCompanies: (options: { signal?: AbortSignal } = {}) =>
    api.fetchPage<CompanyRow, unknown>(
      'Account',
      'GetCompanyDetailBySuperAdmin',
      {},
      { startCount: 0, pageSize: 500 },
      options,
    ),
  clone: (body: CloneAccountBody) => api.post<UserIdData | null>('Account', 'CloneAccount', body),
  prefixes: (filters: { search?: string; companyId?: number }, paging: Paging) =>
    api.fetchPage<ReserveNamePrefixRow, null>('Account', 'GetReserveNamePrefix', { ...filters }, paging),
  savePrefix: (body: SaveReserveNamePrefixBody) =>
    api.post<{ id: number } | null>('Account', 'CreateOrUpdateReserveNamePrefix', body),
  apiAccount: (userId: number, options: { signal?: AbortSignal } = {}) =>
    api.get<{ apiAccount: ApiAccount | null } | null>('Account', 'GetApiAccount', { userId }, options),
  saveApiAccount: (body: SaveApiAccountBody) =>
    api.post<ApiCredentials | null>('Account', 'CreateOrUpdateApiAccount', body),
  generateApiCode: (userId: number) =>
    api.post<ApiCredentials | null>('Account', 'GenerateApiCode', { userId }),
  /** Super admin: clear the account's failed login and secondary password checks. */
  unlockLogin: (userId: number) => api.post<null>('Account', 'UnlockLogin', { userId }),
  deleteUser: (userId: number) => api.post<null>('Setting', 'DeleteUser', { userId }),
  moveUpline: (userId: number, newUplineId: number) =>
    api.post<{ userId: number; uplineId: number; movedCount: number } | null>(
      'Setting',
      'UpdateTargetUserUpline',
      {
        userId,
        newUplineId,
        confirmed: true,
      },
    ),
};

/** The identity part of an edit body from a loaded account (settings omitted: the server keeps them). */
export function identityBody(user: UserEditDetail): CreateOrUpdateUserBody {
  return {
    userId: user.userId,
    username: user.username,
    fullName: user.fullName,
    userRoleId: user.userRoleId,
    uplineId: user.uplineId ?? 0,
    status: user.status,
    agentLevel: user.userRoleId === 4 ? user.agentLevel : null,
    creditLimit: user.creditLimit,
  };
}
