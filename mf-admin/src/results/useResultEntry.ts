import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, poolById } from '@drawdesk/shared-kernel/domain';
import { confirmDialog, showDialog } from '@drawdesk/shared-kernel/ui';
import { resultsApi, type PoolResult, type ReleaseStatus } from './api';
import { NAMESPACE } from './i18n';
import {
  draftToBody,
  emptyDraft,
  RESULT_REFRESH_MS,
  resultToDraft,
  validateDraft,
  type ResultDraft,
} from './model';

/**
 * The state and actions of the result screen for one draw date and pool: the draft being typed, the
 * stored result and release status (read again every 10 seconds while auto refresh is on), and save,
 * validate, release and claim, each confirmed by a dialog.
 */
export function useResultEntry(today: string) {
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
      const draw = { drawDate, poolId };
      // Reads show no dialog: a date without a draw of the pool is a state of the screen (shown below).
      const quiet = { skipLoading: !showLoading, failureDialog: false };
      const [res, rel] = await Promise.all([
        resultsApi.poolResult(draw, quiet),
        resultsApi.releaseStatus(draw, quiet),
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
      const reply = await resultsApi.saveResult(draftToBody(draft, drawDate, poolId));
      if (!reply.success) return;
      dirtyRef.current = false;
      setDirty(false);
      await refresh(true);
      void showDialog('success', t('msg.saved'));
    });

  const validate = () =>
    run(async () => {
      const reply = await resultsApi.validateResult({ drawDate, poolId });
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
      const reply = await resultsApi.release({ drawDate, poolId });
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
      const reply = await resultsApi.claimPrizes(drawDate);
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

  return {
    drawDate,
    setDrawDate,
    poolId,
    setPoolId,
    pool,
    draft,
    dirty,
    errors,
    result,
    release,
    autoRefresh,
    setAutoRefresh,
    busy,
    readError,
    edit,
    save,
    validate,
    doRelease,
    claim,
  };
}
