import { useTranslation } from 'react-i18next';
import type { ScheduledDraw } from '@drawdesk/shared-kernel/contract';
import { businessDate, formatDate } from '@drawdesk/shared-kernel/domain';
import { Form, FormActions, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { showDialog } from '@drawdesk/shared-kernel/ui';
import { poolName } from '../../common/model';
import { scheduleApi } from '../api';
import { NAMESPACE } from '../i18n';
import { MOVE_DRAW_RULES, type MoveDrawValues } from '../model';

/** Move a draw to a new date. */
export function MoveDrawForm({
  draw,
  onDone,
  onCancel,
}: {
  draw: ScheduledDraw;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const save = async ({ drawDate }: MoveDrawValues) => {
    const reply = await scheduleApi.moveDraw(draw.drawId, drawDate);
    if (!reply.success) return;
    void showDialog('success', t('schedule.moved'));
    onDone();
  };
  return (
    <Form<MoveDrawValues>
      label={t('schedule.moveTitle', { pool: poolName(draw.poolId), date: formatDate(draw.drawDate) })}
      initialValues={{ drawDate: draw.drawDate }}
      rules={MOVE_DRAW_RULES}
      onSubmit={save}
    >
      <TextField name="drawDate" type="date" label={t('schedule.newDate')} min={businessDate(new Date())} />
      <FormActions submitLabel={t('schedule.save')} cancelLabel={t('schedule.cancel')} onCancel={onCancel} />
    </Form>
  );
}
