import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScheduledDraw, SubmitNewDrawBody } from '@drawdesk/shared-kernel/contract';
import { businessDate, cutoffText, rule, validate, weekday } from '@drawdesk/shared-kernel/domain';
import {
  CheckboxGroup,
  FormActions,
  SelectInput,
  TextInput,
  useForm,
  type FormErrors,
} from '@drawdesk/shared-kernel/forms';
import {
  Button,
  confirmDialog,
  ControlBar,
  Modal,
  Page,
  Panel,
  showDialog,
  theme,
} from '@drawdesk/shared-kernel/ui';
import { POOL_OPTIONS, poolName } from '../common/model';
import { registerScheduleTranslations, NAMESPACE } from './i18n';
import { scheduleApi } from './api';

registerScheduleTranslations();

const Toolbar = styled(ControlBar)`
  margin-bottom: 0;
  > div {
    min-width: 160px;
  }
`;
const Months = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(520px, 1fr));
  gap: ${theme.space.md};
`;
const MonthTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.small};
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${theme.space.xs} 0;
  }
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: 2px 6px;
    text-align: left;
  }
  thead th {
    background: ${theme.colors.headerBg};
  }
  td[data-state='open'] {
    color: ${theme.colors.positive};
  }
  td[data-state='closed'] {
    color: ${theme.colors.muted};
  }
`;
const today = () => businessDate(new Date());

/** Draws grouped by month ('2031-01'), months ascending, draws in the order given. */
export function groupByMonth(draws: readonly ScheduledDraw[]): [string, ScheduledDraw[]][] {
  const months = new Map<string, ScheduledDraw[]>();
  for (const d of draws) {
    const key = d.drawDate.slice(0, 7);
    const list = months.get(key) ?? [];
    list.push(d);
    months.set(key, list);
  }
  return [...months.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** A draw that may still be moved or removed: open and without tickets (the server checks too). */
export const canChange = (d: ScheduledDraw): boolean => d.state === 'open' && !d.hasTickets;

export interface SpecialDrawValues {
  drawDate: string;
  poolIds: number[];
}

/** Date required (YYYY-MM-DD); at least one pool ('Please select at least one pool', SPEC 5). */
export function validateSpecialDraw(
  values: SpecialDrawValues,
  pickPool: string,
): FormErrors<SpecialDrawValues> {
  const errors: FormErrors<SpecialDrawValues> = {};
  const date = validate(values.drawDate, [rule.required(), rule.pattern(/^\d{4}-\d{2}-\d{2}$/)]);
  if (date) errors.drawDate = date;
  if (values.poolIds.length === 0) errors.poolIds = pickPool;
  return errors;
}

/** The 'Add special draw' form: a date and pool checkboxes. */
export function SpecialDrawForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm<SpecialDrawValues>({
    initialValues: { drawDate: '', poolIds: [] },
    validate: (v) => validateSpecialDraw(v, t('schedule.pickPool')),
    onSubmit: async (values) => {
      const body: SubmitNewDrawBody = {
        drawDate: values.drawDate,
        poolIds: [...values.poolIds].sort((a, b) => a - b),
      };
      const reply = await scheduleApi.addDraw(body);
      if (!reply.success) return;
      void showDialog('success', t('schedule.added'));
      onDone();
    },
  });
  return (
    <form {...form.formProps} aria-label={t('schedule.specialTitle')}>
      <TextInput type="date" label={t('schedule.date')} min={today()} {...form.field('drawDate')} />
      <CheckboxGroup label={t('schedule.pools')} options={POOL_OPTIONS} {...form.field('poolIds')} />
      <FormActions
        submitLabel={t('schedule.save')}
        cancelLabel={t('schedule.cancel')}
        onCancel={onCancel}
        submitting={form.submitting}
      />
    </form>
  );
}

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
  const form = useForm<{ drawDate: string }>({
    initialValues: { drawDate: draw.drawDate },
    validate: (v) => {
      const error = validate(v.drawDate, [rule.required(), rule.pattern(/^\d{4}-\d{2}-\d{2}$/)]);
      return error ? { drawDate: error } : {};
    },
    onSubmit: async ({ drawDate }) => {
      const reply = await scheduleApi.moveDraw(draw.drawId, drawDate);
      if (!reply.success) return;
      void showDialog('success', t('schedule.moved'));
      onDone();
    },
  });
  return (
    <form
      {...form.formProps}
      aria-label={t('schedule.moveTitle', { pool: poolName(draw.poolId), date: draw.drawDate })}
    >
      <TextInput type="date" label={t('schedule.newDate')} min={today()} {...form.field('drawDate')} />
      <FormActions
        submitLabel={t('schedule.save')}
        cancelLabel={t('schedule.cancel')}
        onCancel={onCancel}
        submitting={form.submitting}
      />
    </form>
  );
}

/** One month of draws. */
export function MonthOfDraws({
  month,
  draws,
  onMove,
  onRemove,
}: {
  month: string;
  draws: readonly ScheduledDraw[];
  onMove: (d: ScheduledDraw) => void;
  onRemove: (d: ScheduledDraw) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <MonthTable>
      <caption>
        {month} · {t('schedule.count', { count: draws.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('schedule.date')}</th>
          <th scope="col">{t('schedule.day')}</th>
          <th scope="col">{t('schedule.poolCol')}</th>
          <th scope="col">{t('schedule.special')}</th>
          <th scope="col">{t('schedule.cutoff')}</th>
          <th scope="col">{t('schedule.stateCol')}</th>
          <th scope="col">{t('schedule.tickets')}</th>
          <th scope="col">{t('schedule.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {draws.map((d) => {
          const label = `${poolName(d.poolId)} ${d.drawDate}`;
          return (
            <tr key={d.drawId} data-testid={`draw-${d.poolId}-${d.drawDate}`}>
              <td>{d.drawDate}</td>
              <td>{t(`weekday.d${weekday(d.drawDate)}`)}</td>
              <td>{poolName(d.poolId)}</td>
              <td>{d.isSpecial ? t('schedule.yes') : ''}</td>
              <td>{cutoffText(d.cutoff)}</td>
              <td data-state={d.state}>{t(`state.${d.state}`)}</td>
              <td>{d.hasTickets ? t('schedule.yes') : t('schedule.no')}</td>
              <td>
                {canChange(d) && (
                  <>
                    <Button compact aria-label={`${t('schedule.move')} ${label}`} onClick={() => onMove(d)}>
                      {t('schedule.move')}
                    </Button>{' '}
                    <Button
                      compact
                      variant="danger"
                      aria-label={`${t('schedule.remove')} ${label}`}
                      onClick={() => onRemove(d)}
                    >
                      {t('schedule.remove')}
                    </Button>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </MonthTable>
  );
}

/** /admin-setting/pool-schedule (super admin): a year's draws by pool, scheduling, special draws, moves. */
export default function PoolScheduleScreen() {
  const { t } = useTranslation(NAMESPACE);
  const thisYear = Number(today().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [poolId, setPoolId] = useState<number>(0);
  const [draws, setDraws] = useState<ScheduledDraw[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<ScheduledDraw | null>(null);

  const load = useCallback(async () => {
    const reply = await scheduleApi.drawsOfYear(year, poolId);
    setDraws(reply.success && Array.isArray(reply.data) ? reply.data : []);
  }, [year, poolId]);
  useEffect(() => {
    void load();
  }, [load]);

  const scheduleYear = async () => {
    if (!(await confirmDialog(t('schedule.confirmYear', { year })))) return;
    const reply = await scheduleApi.scheduleYear(year);
    if (!reply.success || !reply.data) return;
    void showDialog('success', t('schedule.scheduled', { created: reply.data.created, year }));
    await load();
  };

  const remove = async (d: ScheduledDraw) => {
    const ok = await confirmDialog(
      t('schedule.confirmRemove', { pool: poolName(d.poolId), date: d.drawDate }),
    );
    if (!ok) return;
    const reply = await scheduleApi.removeDraw(d.drawId);
    if (!reply.success) return;
    void showDialog('success', t('schedule.removed'));
    await load();
  };

  const years = Array.from({ length: 10 }, (_, i) => thisYear - 1 + i);
  const months = groupByMonth(draws ?? []);
  return (
    <Page
      titleKey="POOL_SCHEDULE"
      actions={
        <>
          <Button onClick={() => setAdding(true)}>{t('schedule.addSpecial')}</Button>{' '}
          <Button variant="primary" onClick={() => void scheduleYear()}>
            {t('schedule.scheduleYear')}
          </Button>
        </>
      }
    >
      <Panel title={t('schedule.draws', { year })}>
        <Toolbar>
          <SelectInput
            label={t('schedule.year')}
            value={year}
            options={years.map((y) => ({ value: y, label: String(y) }))}
            onChange={(v) => setYear(Number(v))}
          />
          <SelectInput
            label={t('schedule.pool')}
            value={poolId}
            options={[{ value: 0, label: t('schedule.allPools') }, ...POOL_OPTIONS]}
            onChange={(v) => setPoolId(Number(v))}
          />
          {draws && <p data-testid="draw-count">{t('schedule.count', { count: draws.length })}</p>}
        </Toolbar>
        {draws && draws.length === 0 && <p>{t('schedule.none', { year })}</p>}
        <Months>
          {months.map(([month, list]) => (
            <MonthOfDraws
              key={month}
              month={month}
              draws={list}
              onMove={setMoving}
              onRemove={(d) => void remove(d)}
            />
          ))}
        </Months>
      </Panel>
      <Modal open={adding} title={t('schedule.specialTitle')} onClose={() => setAdding(false)}>
        <SpecialDrawForm
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void load();
          }}
        />
      </Modal>
      {moving && (
        <Modal
          open
          title={t('schedule.moveTitle', { pool: poolName(moving.poolId), date: moving.drawDate })}
          onClose={() => setMoving(null)}
        >
          <MoveDrawForm
            draw={moving}
            onCancel={() => setMoving(null)}
            onDone={() => {
              setMoving(null);
              void load();
            }}
          />
        </Modal>
      )}
    </Page>
  );
}
