import { useEffect, useState } from 'react';
import type { SelectOption } from '@drawdesk/shared-kernel/forms';
import { commonApi } from './api';

/**
 * Every company as a select option (value userId, label username), read once when `enabled`
 * (GetCompanyDetailBySuperAdmin, super admin only; all pages).
 */
export function useCompanyOptions(enabled: boolean): SelectOption<number>[] {
  const [options, setOptions] = useState<SelectOption<number>[]>([]);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void commonApi.allCompanies().then((all) => {
      if (live && all.success) setOptions(all.rows.map((c) => ({ value: c.userId, label: c.username })));
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return options;
}
