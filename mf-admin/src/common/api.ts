/** Lookups more than one admin feature reads, typed from the kernel contract (types only). */
import { api } from '@drawdesk/shared-kernel/api';
import type { CompanyRow } from '@drawdesk/shared-kernel/contract';

export type { CompanyRow };

export const commonApi = {
  /** Every company, all pages (GetCompanyDetailBySuperAdmin, super admin only). */
  allCompanies: () => api.fetchAllRows<CompanyRow>('Account', 'GetCompanyDetailBySuperAdmin', {}),
};
