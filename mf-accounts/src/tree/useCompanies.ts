import { useEffect, useState } from 'react';
import { treeApi, type CompanyRow } from './api';

/** Every company (super admin), for the pickers of the reserve-name and API-account screens. */
export function useCompanies(): CompanyRow[] {
  const [rows, setRows] = useState<CompanyRow[]>([]);
  useEffect(() => {
    let live = true;
    void treeApi
      .companies({}, { startCount: 0, pageSize: 500 })
      .then((page) => live && page.success && setRows(page.rows));
    return () => {
      live = false;
    };
  }, []);
  return rows;
}
