import { useTranslation } from 'react-i18next';
import type { PoolSelection } from '@drawdesk/shared-kernel/contract';
import { cutoffText } from '@drawdesk/shared-kernel/domain';
import { useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import { Button } from '@drawdesk/shared-kernel/ui';
import { NAMESPACE } from '../i18n';
import type { CutoffValues } from '../model';
import { ClockCell } from './ClockCell';

/** One pool's row of the cutoff form: its current cutoff, hour and minute, and its own Save. */
export function CutoffRow({ pool, index }: { pool: PoolSelection; index: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { setFieldValue, submitForm, isSubmitting } = useFormContext<CutoffValues>();
  const save = async () => {
    await setFieldValue('saving', pool.poolId, false);
    await submitForm();
  };
  return (
    <tr data-testid={`cutoff-${pool.poolId}`}>
      <th scope="row">{pool.displayName}</th>
      <td>{cutoffText(pool.cutoff)}</td>
      <td>
        <ClockCell name={`rows[${index}].hour`} label={`${t('cutoff.hour')} ${pool.displayName}`} />
      </td>
      <td>
        <ClockCell name={`rows[${index}].minute`} label={`${t('cutoff.minute')} ${pool.displayName}`} />
      </td>
      <td>
        <Button
          compact
          variant="primary"
          disabled={isSubmitting}
          aria-label={`${t('cutoff.save')} ${pool.displayName}`}
          onClick={() => void save()}
        >
          {t('cutoff.save')}
        </Button>
      </td>
    </tr>
  );
}
