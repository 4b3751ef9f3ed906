import { useTranslation } from 'react-i18next';
import { businessDate } from '@drawdesk/shared-kernel/domain';
import { SubmitForm } from '@drawdesk/shared-kernel/forms';
import { Page, Panel } from '@drawdesk/shared-kernel/ui';
import { PoolDatePicker } from './components/PoolDatePicker';
import { ResultActions } from './components/ResultActions';
import { ResultGrid } from './components/ResultGrid';
import { ResultStatus } from './components/ResultStatus';
import { NAMESPACE, registerResultsTranslations } from './i18n';
import { useResultEntry } from './useResultEntry';

registerResultsTranslations();

/** /result: enter, save, validate and release a pool's result for a draw date (super admin, company). */
export default function ResultScreen({ today = businessDate(new Date()) }: { today?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const entry = useResultEntry(today);
  const { drawDate, poolId, result, release, dirty, busy } = entry;
  return (
    <Page titleKey="RESULT">
      <Panel>
        <PoolDatePicker
          drawDate={drawDate}
          poolId={poolId}
          autoRefresh={entry.autoRefresh}
          onDrawDate={entry.setDrawDate}
          onPool={entry.setPoolId}
          onAutoRefresh={entry.setAutoRefresh}
        />
        <ResultStatus result={result} release={release} />
        {entry.readError && <p role="status">{entry.readError}</p>}
      </Panel>
      <Panel title={`${t('form.title')} · ${entry.pool?.displayName ?? ''} · ${drawDate}`}>
        <SubmitForm label={t('form.title')} onSubmit={entry.save}>
          <ResultActions
            busy={busy}
            processing={release === 'processing'}
            canValidate={result !== null && !dirty}
            released={release === 'released'}
            onValidate={() => void entry.validate()}
            onRelease={() => void entry.doRelease()}
            onClaim={() => void entry.claim()}
          />
          <ResultGrid draft={entry.draft} poolId={poolId} errors={entry.errors} edit={entry.edit} />
        </SubmitForm>
      </Panel>
    </Page>
  );
}
