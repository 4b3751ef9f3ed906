import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScheduledDraw } from '@drawdesk/shared-kernel/contract';
import { businessDate, formatDate } from '@drawdesk/shared-kernel/domain';
import { useEditing } from '@drawdesk/shared-kernel/forms';
import { keepPreviousData, useApiMutation, useApiQuery, useQueryClient } from '@drawdesk/shared-kernel/query';
import { Button, confirmDialog, Modal, Page, Panel, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import { poolName } from '../common/model';
import { registerScheduleTranslations, NAMESPACE } from './i18n';
import { scheduleApi, scheduleKeys } from './api';
import { DrawFilter } from './components/DrawFilter';
import { MonthOfDraws } from './components/MonthOfDraws';
import { MoveDrawForm } from './components/MoveDrawForm';
import { SpecialDrawForm } from './components/SpecialDrawForm';
import { groupByMonth, scheduleYears } from './model';

export { MonthOfDraws } from './components/MonthOfDraws';
export { MoveDrawForm } from './components/MoveDrawForm';
export { SpecialDrawForm } from './components/SpecialDrawForm';
export { canChange, groupByMonth, validateSpecialDraw, type SpecialDrawValues } from './model';

registerScheduleTranslations();

const Months = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(520px, 1fr));
  gap: ${theme.space.md};
`;

/** /admin-setting/pool-schedule (super admin): a year's draws by pool, scheduling, special draws, moves. */
export default function PoolScheduleScreen() {
  const { t } = useTranslation(NAMESPACE);
  const thisYear = Number(businessDate(new Date()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [poolId, setPoolId] = useState(0);
  const [adding, setAdding] = useState(false);
  const queryClient = useQueryClient();
  const drawsKey = scheduleKeys.allDraws();
  /** Reads the draws again after the calendar changed. */
  const reload = () => queryClient.invalidateQueries({ queryKey: drawsKey });
  const moving = useEditing<ScheduledDraw>(() => void reload());

  // Another year or pool keeps the list shown until its draws arrive; a failed read lists none.
  const query = useApiQuery(
    scheduleKeys.draws(year, poolId),
    (signal) => scheduleApi.drawsOfYear(year, poolId, { signal }),
    { placeholderData: keepPreviousData },
  );
  const draws = query.isError
    ? []
    : query.data
      ? Array.isArray(query.data.data)
        ? query.data.data
        : []
      : null;

  // An unsuccessful reply has had its dialog from the api client; the calls below stop there.
  const scheduleYear = useApiMutation((y: number) => scheduleApi.scheduleYear(y), {
    invalidates: [drawsKey],
  });
  const removeDraw = useApiMutation((d: ScheduledDraw) => scheduleApi.removeDraw(d.drawId), {
    invalidates: [drawsKey],
  });

  const askScheduleYear = async () => {
    if (!(await confirmDialog(t('schedule.confirmYear', { year })))) return;
    scheduleYear.mutate(year, {
      onSuccess: (reply) => {
        if (reply.data)
          void showDialog('success', t('schedule.scheduled', { created: reply.data.created, year }));
      },
    });
  };

  const askRemove = async (d: ScheduledDraw) => {
    const ok = await confirmDialog(
      t('schedule.confirmRemove', { pool: poolName(d.poolId), date: formatDate(d.drawDate) }),
    );
    if (!ok) return;
    removeDraw.mutate(d, { onSuccess: () => void showDialog('success', t('schedule.removed')) });
  };

  const months = groupByMonth(draws ?? []);
  return (
    <Page
      titleKey="POOL_SCHEDULE"
      actions={
        <>
          <Button onClick={() => setAdding(true)}>{t('schedule.addSpecial')}</Button>{' '}
          <Button variant="primary" onClick={() => void askScheduleYear()}>
            {t('schedule.scheduleYear')}
          </Button>
        </>
      }
    >
      <Panel title={t('schedule.draws', { year })}>
        <DrawFilter
          year={year}
          years={scheduleYears(thisYear)}
          poolId={poolId}
          onYear={setYear}
          onPool={setPoolId}
        >
          {draws && <p data-testid="draw-count">{t('schedule.count', { count: draws.length })}</p>}
        </DrawFilter>
        {draws && draws.length === 0 && <p>{t('schedule.none', { year })}</p>}
        <Months>
          {months.map(([month, list]) => (
            <MonthOfDraws
              key={month}
              month={month}
              draws={list}
              onMove={moving.setEditing}
              onRemove={(d) => void askRemove(d)}
            />
          ))}
        </Months>
      </Panel>
      <Modal open={adding} title={t('schedule.specialTitle')} onClose={() => setAdding(false)}>
        <SpecialDrawForm
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void reload();
          }}
        />
      </Modal>
      {moving.editing && (
        <Modal
          open
          title={t('schedule.moveTitle', {
            pool: poolName(moving.editing.poolId),
            date: formatDate(moving.editing.drawDate),
          })}
          onClose={moving.close}
        >
          <MoveDrawForm draw={moving.editing} onCancel={moving.close} onDone={moving.saved} />
        </Modal>
      )}
    </Page>
  );
}
