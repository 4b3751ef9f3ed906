import type { SelectOption } from '@drawdesk/shared-kernel/forms';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { commonApi, commonKeys, type CompanyRow } from './api';

const NO_COMPANIES: SelectOption<number>[] = [];

/** Companies as select options: value userId, label username. */
const companyOptions = (rows: readonly CompanyRow[]): SelectOption<number>[] =>
  rows.map((c) => ({ value: c.userId, label: c.username }));

/**
 * Every company as a select option (value userId, label username), read when `enabled`
 * (GetCompanyDetailBySuperAdmin, super admin only; all pages). One cached read serves every screen.
 */
export function useCompanyOptions(enabled: boolean): SelectOption<number>[] {
  const companies = useApiQuery(commonKeys.companies(), (signal) => commonApi.allCompanies({ signal }), {
    enabled,
    select: (page) => companyOptions(page.rows),
  });
  return (enabled ? companies.data : undefined) ?? NO_COMPANIES;
}
