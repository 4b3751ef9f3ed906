import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '@drawdesk/shared-kernel/api';
import type {
  ClaimPrizesResult,
  PoolResult,
  ReleaseStatus,
  SavePoolResultBody,
} from '@drawdesk/shared-kernel/contract';
import { businessDate, formatAmount, poolById, POOLS } from '@drawdesk/shared-kernel/domain';
import { SubmitForm } from '@drawdesk/shared-kernel/forms';
import {
  Button,
  confirmDialog,
  ControlBar as Bar,
  Page,
  Panel,
  showDialog,
  theme,
} from '@drawdesk/shared-kernel/ui';
import { registerResultsTranslations, NAMESPACE } from './i18n';

registerResultsTranslations();

/** SPEC 2.8 / 9: the result screen refreshes itself every 10 seconds. */
export const RESULT_REFRESH_MS = 10_000;
export const TOTO_POOL_ID = 3;

export interface ResultDraft {
  first: string;
  second: string;
  third: string;
  starters: string[];
  consolations: string[];
  fiveDFirst: string;
  fiveDSecond: string;
  fiveDThird: string;
  sixDFirst: string;
}

const ten = () => Array.from({ length: 10 }, () => '');
export const emptyDraft = (): ResultDraft => ({
  first: '',
  second: '',
  third: '',
  starters: ten(),
  consolations: ten(),
  fiveDFirst: '',
  fiveDSecond: '',
  fiveDThird: '',
  sixDFirst: '',
});

export function resultToDraft(r: PoolResult): ResultDraft {
  return {
    first: r.first,
    second: r.second,
    third: r.third,
    starters: [...r.starters],
    consolations: [...r.consolations],
    fiveDFirst: r.fiveD?.first ?? '',
    fiveDSecond: r.fiveD?.second ?? '',
    fiveDThird: r.fiveD?.third ?? '',
    sixDFirst: r.sixD?.first ?? '',
  };
}

/**
 * The server's checks (DOMAIN 11), field by field: the 23 numbers 4 digits each; for Toto the 5D
 * (1st-3rd) 5 digits and the 6D 1st 6 digits. Keys: first, second, third, starters.N,
 * consolations.N, fiveDFirst..., sixDFirst; values are message keys.
 */
export function validateDraft(d: ResultDraft, poolId: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const digits = (key: string, value: string, n: number, message: string) => {
    if (!new RegExp(`^\\d{${n}}$`).test(value)) errors[key] = message;
  };
  digits('first', d.first, 4, 'err.four');
  digits('second', d.second, 4, 'err.four');
  digits('third', d.third, 4, 'err.four');
  d.starters.forEach((v, i) => digits(`starters.${i}`, v, 4, 'err.four'));
  d.consolations.forEach((v, i) => digits(`consolations.${i}`, v, 4, 'err.four'));
  if (poolId === TOTO_POOL_ID) {
    digits('fiveDFirst', d.fiveDFirst, 5, 'err.five');
    digits('fiveDSecond', d.fiveDSecond, 5, 'err.five');
    digits('fiveDThird', d.fiveDThird, 5, 'err.five');
    digits('sixDFirst', d.sixDFirst, 6, 'err.six');
  }
  return errors;
}

export function draftToBody(d: ResultDraft, drawDate: string, poolId: number): SavePoolResultBody {
  return {
    drawDate,
    poolId,
    first: d.first,
    second: d.second,
    third: d.third,
    starters: [...d.starters],
    consolations: [...d.consolations],
    ...(poolId === TOTO_POOL_ID
      ? {
          fiveD: { first: d.fiveDFirst, second: d.fiveDSecond, third: d.fiveDThird },
          sixD: { first: d.sixDFirst },
        }
      : {}),
  };
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(120px, 1fr));
  gap: ${theme.space.sm} ${theme.space.md};
  margin-bottom: ${theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    font-size: ${theme.font.small};
  }
  input {
    font-family: monospace;
    font-size: 16px;
    width: 8em;
  }
  [role='alert'] {
    color: ${theme.colors.danger};
    font-size: 12px;
  }
`;
const Status = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px ${theme.space.md};
  margin: 0;
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

function NumberField({
  label,
  value,
  error,
  width,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  width: number;
  onChange: (v: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        aria-label={label}
        inputMode="numeric"
        maxLength={width}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      {error && <span role="alert">{error}</span>}
    </label>
  );
}

/** /result: enter, save, validate and release a pool's result for a draw date (super admin, company). */
export default function ResultScreen({ today = businessDate(new Date()) }: { today?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [drawDate, setDrawDate] = useState(today);
  const [poolId, setPoolId] = useState<number>(1);
  const [draft, setDraft] = useState<ResultDraft>(emptyDraft);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<PoolResult | null>(null);
  const [release, setRelease] = useState<ReleaseStatus['status'] | null>(null);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [busy, setBusy] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const pool = poolById(poolId);

  const latestRead = useRef(0);

  /**
   * Reads the result and release status. Only the newest read answers (an older one may belong to
   * another date or pool), and numbers typed since the last save or switch are never replaced.
   */
  const refresh = useCallback(
    async (showLoading: boolean) => {
      const read = ++latestRead.current;
      const query = { drawDate, poolId };
      // Reads show no dialog: a date without a draw of the pool is a state of the screen (shown below).
      const quiet = { skipLoading: !showLoading, failureDialog: false };
      const [res, rel] = await Promise.all([
        api.get<PoolResult[] | null>('Result', 'GetPoolResult', query, quiet),
        api.get<ReleaseStatus | null>('Configuration', 'GetReleaseResultStatus', query, quiet),
      ]);
      if (read !== latestRead.current) return;
      setReadError(res.success ? null : res.message);
      const found = res.success && res.data ? (res.data.find((r) => r.poolId === poolId) ?? null) : null;
      setResult(found);
      setRelease(rel.success && rel.data ? rel.data.status : null);
      if (!dirtyRef.current) {
        setDraft(found ? resultToDraft(found) : emptyDraft());
        setDirty(false);
        setErrors({});
      }
    },
    [drawDate, poolId],
  );

  // Another date or pool starts from a blank form at once; its stored result fills it unless typing began.
  useEffect(() => {
    dirtyRef.current = false;
    setDirty(false);
    setDraft(emptyDraft());
    setErrors({});
    void refresh(true);
  }, [refresh]);

  useEffect(() => {
    if (!autoRefresh) return undefined;
    const timer = setInterval(() => void refresh(false), RESULT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, refresh]);

  const edit = (patch: Partial<ResultDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const errorOf = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      const found = validateDraft(draft, poolId);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const reply = await api.post('Result', 'SavePoolResult', draftToBody(draft, drawDate, poolId));
      if (!reply.success) return;
      dirtyRef.current = false;
      setDirty(false);
      await refresh(true);
      void showDialog('success', t('msg.saved'));
    });

  const validate = () =>
    run(async () => {
      const reply = await api.post('Result', 'ValidateResult', { drawDate, poolId });
      if (!reply.success) return;
      await refresh(true);
      void showDialog('success', t('msg.validated'));
    });

  const doRelease = () =>
    run(async () => {
      const ok = await confirmDialog(
        t('msg.confirmRelease', { pool: pool?.displayName ?? '', date: drawDate }),
      );
      if (!ok) return;
      setRelease('processing');
      const reply = await api.post<{ lines: number; winningLines: number; winnings: number } | null>(
        'Configuration',
        'SubmitReleaseResultStatus',
        { drawDate, poolId },
      );
      await refresh(true);
      if (reply.success && reply.data)
        void showDialog(
          'success',
          t('msg.released', {
            lines: reply.data.lines,
            winning: reply.data.winningLines,
            winnings: formatAmount(reply.data.winnings),
          }),
        );
    });

  const claim = () =>
    run(async () => {
      const ok = await confirmDialog(t('msg.confirmClaim', { date: drawDate }));
      if (!ok) return;
      const reply = await api.post<ClaimPrizesResult | null>('Payment', 'ClaimPrizes', { drawDate });
      if (!reply.success || !reply.data) return;
      void showDialog(
        'success',
        reply.data.claimed
          ? t('msg.claimed', {
              date: drawDate,
              bettors: reply.data.bettors,
              total: formatAmount(reply.data.total),
            })
          : t('msg.alreadyClaimed', { date: drawDate }),
      );
    });

  const resultStatus = result ? result.status : 'none';
  const processing = release === 'processing';
  return (
    <Page titleKey="RESULT">
      <Panel>
        <Bar>
          <label>
            {t('pick.drawDate')}{' '}
            <input
              type="date"
              aria-label={t('pick.drawDate')}
              value={drawDate}
              onChange={(e) => setDrawDate(e.target.value)}
            />
          </label>
          <label>
            {t('pick.pool')}{' '}
            <select
              aria-label={t('pick.pool')}
              value={poolId}
              onChange={(e) => setPoolId(Number(e.target.value))}
            >
              {POOLS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.displayName}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" checked={autoRefresh} onChange={(e) => setAutoRefresh(e.target.checked)} />{' '}
            {t('pick.autoRefresh')}
          </label>
        </Bar>
        <Status aria-label={t('status.title')} data-testid="result-status">
          <dt>{t('status.result')}</dt>
          <dd>
            {t(`status.${resultStatus === 'released' ? 'validated' : resultStatus}`)}
            {result ? ` · ${t('status.version', { v: result.version })}` : ''}
          </dd>
          <dt>{t('status.release')}</dt>
          <dd data-testid="release-status">{release ? t(`status.${release}`) : '-'}</dd>
        </Status>
        {readError && <p role="status">{readError}</p>}
      </Panel>
      <Panel title={`${t('form.title')} · ${pool?.displayName ?? ''} · ${drawDate}`}>
        <SubmitForm label={t('form.title')} onSubmit={save}>
          <Bar>
            <Button type="submit" variant="primary" disabled={busy || processing}>
              {t('form.save')}
            </Button>
            <Button
              type="button"
              disabled={busy || processing || !result || dirty}
              onClick={() => void validate()}
            >
              {t('form.validate')}
            </Button>
            <Button
              type="button"
              disabled={busy || processing || !result || dirty || release === 'released'}
              onClick={() => void doRelease()}
            >
              {t('form.release')}
            </Button>
            <Button type="button" disabled={busy} onClick={() => void claim()}>
              {t('form.claim')}
            </Button>
          </Bar>
          <Grid>
            <NumberField
              label={t('form.first')}
              width={4}
              value={draft.first}
              error={errorOf('first')}
              onChange={(v) => edit({ first: v })}
            />
            <NumberField
              label={t('form.second')}
              width={4}
              value={draft.second}
              error={errorOf('second')}
              onChange={(v) => edit({ second: v })}
            />
            <NumberField
              label={t('form.third')}
              width={4}
              value={draft.third}
              error={errorOf('third')}
              onChange={(v) => edit({ third: v })}
            />
          </Grid>
          <h4>{t('form.starters')}</h4>
          <Grid>
            {draft.starters.map((v, i) => (
              <NumberField
                key={`s${i}`}
                label={t('form.starter', { n: i + 1 })}
                width={4}
                value={v}
                error={errorOf(`starters.${i}`)}
                onChange={(nv) => edit({ starters: draft.starters.map((x, j) => (j === i ? nv : x)) })}
              />
            ))}
          </Grid>
          <h4>{t('form.consolations')}</h4>
          <Grid>
            {draft.consolations.map((v, i) => (
              <NumberField
                key={`c${i}`}
                label={t('form.consolation', { n: i + 1 })}
                width={4}
                value={v}
                error={errorOf(`consolations.${i}`)}
                onChange={(nv) =>
                  edit({ consolations: draft.consolations.map((x, j) => (j === i ? nv : x)) })
                }
              />
            ))}
          </Grid>
          {poolId === TOTO_POOL_ID && (
            <>
              <h4>{t('form.fiveD')} / 6D</h4>
              <Grid>
                <NumberField
                  label={t('form.fiveDFirst')}
                  width={5}
                  value={draft.fiveDFirst}
                  error={errorOf('fiveDFirst')}
                  onChange={(v) => edit({ fiveDFirst: v })}
                />
                <NumberField
                  label={t('form.fiveDSecond')}
                  width={5}
                  value={draft.fiveDSecond}
                  error={errorOf('fiveDSecond')}
                  onChange={(v) => edit({ fiveDSecond: v })}
                />
                <NumberField
                  label={t('form.fiveDThird')}
                  width={5}
                  value={draft.fiveDThird}
                  error={errorOf('fiveDThird')}
                  onChange={(v) => edit({ fiveDThird: v })}
                />
                <NumberField
                  label={t('form.sixDFirst')}
                  width={6}
                  value={draft.sixDFirst}
                  error={errorOf('sixDFirst')}
                  onChange={(v) => edit({ sixDFirst: v })}
                />
              </Grid>
            </>
          )}
        </SubmitForm>
      </Panel>
    </Page>
  );
}
