/** Lookups more than one admin feature reads, typed from the kernel contract (types only). */
import { api, type FetchAllOptions } from '@drawdesk/shared-kernel/api';
import type { CompanyRow } from '@drawdesk/shared-kernel/contract';

export type { CompanyRow };

/** Query keys of the shared lookups. */
export const commonKeys = {
  all: ['mf-admin', 'common'] as const,
  companies: () => ['mf-admin', 'common', 'companies'] as const,
};

export const commonApi = {
  /** Every company, all pages (GetCompanyDetailBySuperAdmin, super admin only). */
  allCompanies: (opts?: FetchAllOptions) =>
    api.fetchAllRows<CompanyRow>('Account', 'GetCompanyDetailBySuperAdmin', {}, opts),
};
