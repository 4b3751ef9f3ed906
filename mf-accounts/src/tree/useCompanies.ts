import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { treeApi, treeKeys, type CompanyRow } from './api';

const NONE: CompanyRow[] = [];

/** Every company (super admin), for the pickers of the reserve-name and API-account screens. */
export function useCompanies(): CompanyRow[] {
  const loaded = useApiQuery(treeKeys.companies(), (signal) => treeApi.allCompanies({ signal }));
  return loaded.data?.rows ?? NONE;
}
