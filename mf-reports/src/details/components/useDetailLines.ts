import { useMemo } from 'react';
import type { ReportLine } from '@drawdesk/shared-kernel/ui';
import { registerFrameTranslations, useFrameT } from '../../frame/i18n';
import { filterLines } from '../../frame/model';
import type { DetailFilter } from '../model';

registerFrameTranslations();

/**
 * What a detail page shows about its address, as lines: the account (when it is about one), the
 * dates, the pools and the currency; null when the address has no valid filter.
 */
export function useDetailLines(filter: DetailFilter | null, account?: string): ReportLine[] | null {
  const { t } = useFrameT();
  const key = JSON.stringify(filter);
  return useMemo(() => {
    const f = JSON.parse(key) as DetailFilter | null;
    if (!f) return null;
    const lines: ReportLine[] = account ? [[t('filter.account'), account]] : [];
    return [
      ...lines,
      ...filterLines(
        {
          fromDate: f.fromDate,
          toDate: f.toDate,
          poolIds: f.poolIds ?? [],
          ...(f.currency ? { currency: f.currency } : {}),
        },
        {
          from: t('filter.from'),
          to: t('filter.to'),
          pools: t('filter.pools'),
          allPools: t('filter.allPools'),
          currency: t('filter.currency'),
          account: t('filter.account'),
        },
      ),
    ];
  }, [key, account, t]);
}
