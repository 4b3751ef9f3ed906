import { useEffect, useState } from 'react';
import { api } from '@drawdesk/shared-kernel/api';
import type { CompanyRow } from '@drawdesk/shared-kernel/contract';
import type { SelectOption } from '@drawdesk/shared-kernel/forms';

/**
 * Every company as a select option (value userId, label username), read once when `enabled`
 * (GetCompanyDetailBySuperAdmin, super admin only; all pages).
 */
export function useCompanyOptions(enabled: boolean): SelectOption<number>[] {
  const [options, setOptions] = useState<SelectOption<number>[]>([]);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void api.fetchAllRows<CompanyRow>('Account', 'GetCompanyDetailBySuperAdmin', {}).then((all) => {
      if (live && all.success) setOptions(all.rows.map((c) => ({ value: c.userId, label: c.username })));
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return options;
}
