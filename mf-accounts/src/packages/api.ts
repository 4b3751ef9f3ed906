/**
 * The package calls, typed from the kernel contract. Types only are imported from the contract, so
 * TypeBox stays out of the bundle.
 */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  AccountPackageDetail,
  CreateOrUpdatePackageBody,
  PackageDefaults,
  PackageDetail,
  PackageRow,
} from '@drawdesk/shared-kernel/contract';

export type { AccountPackageDetail, PackageDefaults, PackageDetail, PackageRow };

/** What the package list's footer needs: the default package of each type, and whether "New" shows. */
export interface PackageListOverall {
  defaults: PackageDefaults;
  canCreate: boolean;
}

/** Filters of the package list (GetPackages besides paging). */
export interface PackageFilters {
  type: number;
  isRed?: boolean;
  keyword?: string;
}

/** Query keys of the package screens' loads. */
export const packagesKeys = {
  all: ['accounts', 'packages'] as const,
  detail: (packageId: number) => ['accounts', 'packages', 'detail', { packageId }] as const,
  /** Every package the caller may assign (the account form's pickers). */
  assignable: () => ['accounts', 'packages', 'assignable'] as const,
  /** What an account bets with now. */
  ofAccount: (userId: number) => ['accounts', 'packages', 'ofAccount', { userId }] as const,
};

/** Pickers load quietly: a failure leaves the list empty instead of a dialog. */
const QUIET = { failureDialog: false, silent: true } as const;

export const packagesApi = {
  list: (filters: PackageFilters, paging: Paging) =>
    api.fetchPage<PackageRow, PackageListOverall>('Configuration', 'GetPackages', { ...filters }, paging),
  setDefault: (body: { type: number; packageId: number }) =>
    api.post<PackageDefaults>('Configuration', 'SetDefaultPackage', body),
  byId: (packageId: number, options: { signal?: AbortSignal } = {}) =>
    api.get<PackageDetail>('Configuration', 'GetPackageDetailById', { packageId }, options),
  save: (body: CreateOrUpdatePackageBody) =>
    api.post<{ packageId: number }>('Configuration', 'CreateOrUpdatePackage', body),
  /** Every package the caller may assign, for the account form's pickers. */
  assignable: (options: { signal?: AbortSignal } = {}) =>
    api.get<PackageRow[]>(
      'Configuration',
      'GetPackages',
      { StartCount: 0, PageSize: 500, includeDisabled: false },
      { ...QUIET, ...options },
    ),
  /** What an existing account bets with now, and where each package comes from. */
  ofAccount: (userId: number, options: { signal?: AbortSignal } = {}) =>
    api.get<AccountPackageDetail>('Configuration', 'GetPackageDetail', { userId }, { ...QUIET, ...options }),
};
