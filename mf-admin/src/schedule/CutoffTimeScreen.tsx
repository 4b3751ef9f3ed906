import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PoolSelection, UpdateCutoffTimeBody } from '@drawdesk/shared-kernel/contract';
import { Form } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery, useQueryClient } from '@drawdesk/shared-kernel/query';
import { Page, Panel, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import { registerScheduleTranslations, NAMESPACE } from './i18n';
import { scheduleApi, scheduleKeys } from './api';
import { CutoffRow } from './components/CutoffRow';
import { cutoffErrors, cutoffValuesOf, parseClockPart, type CutoffValues } from './model';

export { parseClockPart } from './model';

registerScheduleTranslations();

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${theme.font.size};
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: 4px 10px;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${theme.colors.headerBg};
  }
  input {
    width: 64px;
    padding: 3px 6px;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  [role='alert'] {
    display: block;
    color: ${theme.colors.danger};
    font-size: 12px;
  }
`;

const NO_POOLS: PoolSelection[] = [];

/** /adminSetting/cutoff-time (super admin): the 9 pools' cutoff hour and minute, saved per row. */
export default function CutoffTimeScreen() {
  const { t } = useTranslation(NAMESPACE);
  const client = useQueryClient();
  const query = useApiQuery(scheduleKeys.pools(), (signal) => scheduleApi.pools({ signal }));
  const pools = Array.isArray(query.data?.data) ? query.data.data : NO_POOLS;
  const initialValues = useMemo(() => cutoffValuesOf(pools), [pools]);

  /** Saves the row whose Save was pressed; the pool's stored cutoff is then the one shown. */
  const save = async (values: CutoffValues) => {
    const row = values.rows.find((r) => r.poolId === values.saving);
    const pool = pools.find((p) => p.poolId === values.saving);
    if (!row || !pool) return;
    const body: UpdateCutoffTimeBody = {
      poolId: row.poolId,
      hour: parseClockPart(row.hour, 23) ?? 0,
      minute: parseClockPart(row.minute, 59) ?? 0,
    };
    const reply = await scheduleApi.updateCutoff(body);
    if (!reply.success || !reply.data) return;
    const { cutoff } = reply.data;
    void showDialog('success', t('cutoff.saved', { pool: pool.displayName }));
    client.setQueryData<typeof query.data>(scheduleKeys.pools(), (old) =>
      old ? { ...old, data: pools.map((p) => (p.poolId === pool.poolId ? { ...p, cutoff } : p)) } : old,
    );
  };

  return (
    <Page titleKey="CUTOFF_TIME">
      <Panel title={t('cutoff.title')}>
        <Form<CutoffValues>
          label={t('cutoff.title')}
          // Filled once the pools are read; a saved row keeps what was typed (it is what was stored).
          key={query.isSuccess ? 'loaded' : 'loading'}
          initialValues={initialValues}
          validate={cutoffErrors}
          onSubmit={save}
        >
          <Table aria-label={t('cutoff.title')}>
            <thead>
              <tr>
                <th scope="col">{t('cutoff.pool')}</th>
                <th scope="col">{t('cutoff.current')}</th>
                <th scope="col">{t('cutoff.hour')}</th>
                <th scope="col">{t('cutoff.minute')}</th>
                <th scope="col">{t('cutoff.save')}</th>
              </tr>
            </thead>
            <tbody>
              {pools.map((p, i) => (
                <CutoffRow key={p.poolId} pool={p} index={i} />
              ))}
            </tbody>
          </Table>
        </Form>
      </Panel>
    </Page>
  );
}
