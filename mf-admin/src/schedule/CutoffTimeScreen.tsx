import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CutoffTime, PoolSelection, UpdateCutoffTimeBody } from '@drawdesk/shared-kernel/contract';
import { cutoffText } from '@drawdesk/shared-kernel/domain';
import { Button, Page, Panel, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import { registerScheduleTranslations, NAMESPACE } from './i18n';
import { scheduleApi } from './api';

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

/** A whole number within [min, max] typed in a field, else null. */
export function parseClockPart(text: string, max: number): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= max ? n : null;
}

/** One pool's row: hour and minute inputs and its own Save. */
export function CutoffRow({ pool, onSaved }: { pool: PoolSelection; onSaved: (c: CutoffTime) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [hour, setHour] = useState(String(pool.cutoff.hour));
  const [minute, setMinute] = useState(String(pool.cutoff.minute));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const h = parseClockPart(hour, 23);
  const m = parseClockPart(minute, 59);
  const save = async () => {
    setTried(true);
    if (h === null || m === null) return;
    setSaving(true);
    try {
      const body: UpdateCutoffTimeBody = { poolId: pool.poolId, hour: h, minute: m };
      const reply = await scheduleApi.updateCutoff(body);
      if (!reply.success || !reply.data) return;
      void showDialog('success', t('cutoff.saved', { pool: pool.displayName }));
      onSaved(reply.data.cutoff);
    } finally {
      setSaving(false);
    }
  };
  const hourError = tried && h === null;
  const minuteError = tried && m === null;
  return (
    <tr data-testid={`cutoff-${pool.poolId}`}>
      <th scope="row">{pool.displayName}</th>
      <td>{cutoffText(pool.cutoff)}</td>
      <td>
        <input
          inputMode="numeric"
          aria-label={`${t('cutoff.hour')} ${pool.displayName}`}
          aria-invalid={hourError || undefined}
          value={hour}
          onChange={(e) => setHour(e.target.value)}
        />
        {hourError && <span role="alert">{t('cutoff.invalidHour')}</span>}
      </td>
      <td>
        <input
          inputMode="numeric"
          aria-label={`${t('cutoff.minute')} ${pool.displayName}`}
          aria-invalid={minuteError || undefined}
          value={minute}
          onChange={(e) => setMinute(e.target.value)}
        />
        {minuteError && <span role="alert">{t('cutoff.invalidMinute')}</span>}
      </td>
      <td>
        <Button
          compact
          variant="primary"
          disabled={saving}
          aria-label={`${t('cutoff.save')} ${pool.displayName}`}
          onClick={() => void save()}
        >
          {t('cutoff.save')}
        </Button>
      </td>
    </tr>
  );
}

/** /adminSetting/cutoff-time (super admin): the 9 pools' cutoff hour and minute, saved per row. */
export default function CutoffTimeScreen() {
  const { t } = useTranslation(NAMESPACE);
  const [pools, setPools] = useState<PoolSelection[] | null>(null);
  const load = useCallback(async () => {
    const reply = await scheduleApi.pools();
    setPools(reply.success && Array.isArray(reply.data) ? reply.data : []);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <Page titleKey="CUTOFF_TIME">
      <Panel title={t('cutoff.title')}>
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
            {(pools ?? []).map((p) => (
              <CutoffRow
                key={`${p.poolId}-${cutoffText(p.cutoff)}`}
                pool={p}
                onSaved={(cutoff) =>
                  setPools((list) => (list ?? []).map((x) => (x.poolId === p.poolId ? { ...x, cutoff } : x)))
                }
              />
            ))}
          </tbody>
        </Table>
      </Panel>
    </Page>
  );
}
