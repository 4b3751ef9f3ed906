import { useMemo } from 'react';
import { Role } from '@drawdesk/shared-kernel/domain';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useCurrentUser } from '@drawdesk/shared-kernel/ui';
import { postingApi, postingKeys } from '../api';
import { usePostingT } from '../i18n';

export interface CompanyChoice {
  /** The caller is the super admin: it may pick a company (else it sees every company's). */
  superAdmin: boolean;
  /**
   * The companies are known (or could not be read): a company select renders only then, so a company
   * picked in the address is among its options and is not replaced by the first one.
   */
  ready: boolean;
  /** Select options: 0 = every company, then each company by username. */
  options: { value: number; label: string }[];
  /** The label of a picked company (or of "every company"). */
  labelOf: (companyId: number | undefined) => string;
}

/**
 * The super admin's company picker (SPEC 6: it sees every company's posting or the one it picks);
 * a company user gets no picker, its own rows only (the server decides either way).
 */
export function useCompanyChoice(): CompanyChoice {
  const { t } = usePostingT();
  const user = useCurrentUser();
  const superAdmin = user?.userRoleId === Role.SuperAdmin;
  const companies = useApiQuery(postingKeys.companies, (signal) => postingApi.companies(signal), {
    enabled: superAdmin,
  });
  const options = useMemo(
    () => [
      { value: 0, label: t('filter.allCompanies') },
      ...(companies.data?.data ?? [])
        .filter((c) => c.userRoleId === Role.Company)
        .map((c) => ({ value: c.userId, label: c.username })),
    ],
    [companies.data, t],
  );
  return {
    superAdmin,
    ready: !superAdmin || !companies.isPending,
    options,
    labelOf: (companyId) => options.find((o) => o.value === (companyId ?? 0))?.label ?? String(companyId),
  };
}
