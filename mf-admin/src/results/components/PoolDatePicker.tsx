import { useTranslation } from 'react-i18next';
import { POOLS } from '@drawdesk/shared-kernel/domain';
import { ControlBar as Bar } from '@drawdesk/shared-kernel/ui';
import { NAMESPACE } from '../i18n';

/** The draw date and pool the screen shows, and whether it refreshes itself. */
export function PoolDatePicker({
  drawDate,
  poolId,
  autoRefresh,
  onDrawDate,
  onPool,
  onAutoRefresh,
}: {
  drawDate: string;
  poolId: number;
  autoRefresh: boolean;
  onDrawDate: (drawDate: string) => void;
  onPool: (poolId: number) => void;
  onAutoRefresh: (on: boolean) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Bar>
      <label>
        {t('pick.drawDate')}{' '}
        <input
          type="date"
          aria-label={t('pick.drawDate')}
          value={drawDate}
          onChange={(e) => onDrawDate(e.target.value)}
        />
      </label>
      <label>
        {t('pick.pool')}{' '}
        <select aria-label={t('pick.pool')} value={poolId} onChange={(e) => onPool(Number(e.target.value))}>
          {POOLS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.displayName}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={autoRefresh} onChange={(e) => onAutoRefresh(e.target.checked)} />{' '}
        {t('pick.autoRefresh')}
      </label>
    </Bar>
  );
}
