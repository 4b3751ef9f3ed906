import { useTranslation } from 'react-i18next';
import { CheckboxInput, SelectInput, TextInput } from '@drawdesk/shared-kernel/forms';
import { ControlBar as Bar } from '@drawdesk/shared-kernel/ui';
import { POOL_OPTIONS } from '../../common/model';
import { NAMESPACE } from '../i18n';

/**
 * The draw date and pool the screen shows, and whether it refreshes itself: a filter above the
 * result form (the kit's controls, not fields of that form), applied as soon as it changes.
 */
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
      <TextInput type="date" label={t('pick.drawDate')} value={drawDate} onChange={onDrawDate} />
      <SelectInput<number> label={t('pick.pool')} value={poolId} options={POOL_OPTIONS} onChange={onPool} />
      <CheckboxInput label={t('pick.autoRefresh')} checked={autoRefresh} onChange={onAutoRefresh} />
    </Bar>
  );
}
