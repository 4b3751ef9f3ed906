import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, poolById, formatDate } from '@drawdesk/shared-kernel/domain';
import type { FormSubmitHelpers } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { confirmDialog, showDialog } from '@drawdesk/shared-kernel/ui';
import { resultsApi, resultsKeys } from './api';
import { NAMESPACE } from './i18n';
import { draftToBody, emptyDraft, RESULT_REFRESH_MS, resultToDraft, type ResultDraft } from './model';

/**
 * The state and actions of the result screen for one draw date and pool: the stored result and
 * release status (read again every 10 seconds while auto refresh is on), the draft they give the
 * form, and save, validate, release and claim, each confirmed by a dialog. The draft being typed
 * lives in the screen's form.
 */
export function useResultEntry(today: string) {
  const { t } = useTranslation(NAMESPACE);
  const [drawDate, setDrawDate] = useState(today);
  const [poolId, setPoolId] = useState<number>(1);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [busy, setBusy] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const pool = poolById(poolId);
  const draw = useMemo(() => ({ drawDate, poolId }), [drawDate, poolId]);

  // Reads show no dialog: a date without a draw of the pool is a state of the screen. Only the first
  // read of a draw shows the loading indicator; the timer's reads are quiet.
  const loaded = useRef(false);
  const state = useApiQuery(
    resultsKeys.draw(draw),
    (signal) => {
      const quiet = { skipLoading: loaded.current, failureDialog: false, signal };
      return resultsApi.drawState(draw, quiet);
    },
    { refetchInterval: autoRefresh ? RESULT_REFRESH_MS : false },
  );
  loaded.current = state.data !== undefined;
  const result = state.data?.data.result ?? null;
  const release = releasing ? 'processing' : (state.data?.data.release ?? null);
  const readError = state.data?.data.readError ?? null;
  // The stored numbers as a draft: the form takes them while nothing was typed since the last save.
  const stored = useMemo<ResultDraft>(() => (result ? resultToDraft(result) : emptyDraft()), [result]);

  const refresh = async () => {
    await state.refetch();
  };
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };

  /** The form's submit: the draft already passed its checks. */
  const save = async (values: ResultDraft, helpers: FormSubmitHelpers<ResultDraft>) => {
    const reply = await resultsApi.saveResult(draftToBody(values, drawDate, poolId));
    if (!reply.success) return reply;
    // Nothing unsaved any more: the stored result read next fills the form.
    helpers.resetForm(values);
    await refresh();
    void showDialog('success', t('msg.saved'));
    return reply;
  };

  const validate = () =>
    run(async () => {
      const reply = await resultsApi.validateResult(draw);
      if (!reply.success) return;
      await refresh();
      void showDialog('success', t('msg.validated'));
    });

  const doRelease = () =>
    run(async () => {
      const ok = await confirmDialog(
        t('msg.confirmRelease', { pool: pool?.displayName ?? '', date: formatDate(drawDate) }),
      );
      if (!ok) return;
      setReleasing(true);
      try {
        const reply = await resultsApi.release(draw);
        await refresh();
        if (reply.success && reply.data)
          void showDialog(
            'success',
            t('msg.released', {
              lines: reply.data.lines,
              winning: reply.data.winningLines,
              winnings: formatAmount(reply.data.winnings),
            }),
          );
      } finally {
        setReleasing(false);
      }
    });

  const claim = () =>
    run(async () => {
      const ok = await confirmDialog(t('msg.confirmClaim', { date: formatDate(drawDate) }));
      if (!ok) return;
      const reply = await resultsApi.claimPrizes(drawDate);
      if (!reply.success || !reply.data) return;
      void showDialog(
        'success',
        reply.data.claimed
          ? t('msg.claimed', {
              date: formatDate(drawDate),
              bettors: reply.data.bettors,
              total: formatAmount(reply.data.total),
            })
          : t('msg.alreadyClaimed', { date: formatDate(drawDate) }),
      );
    });

  return {
    drawDate,
    setDrawDate,
    poolId,
    setPoolId,
    pool,
    stored,
    result,
    release,
    autoRefresh,
    setAutoRefresh,
    busy,
    readError,
    save,
    validate,
    doRelease,
    claim,
  };
}
