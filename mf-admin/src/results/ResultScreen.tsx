import { useTranslation } from 'react-i18next';
import { businessDate, formatDate } from '@drawdesk/shared-kernel/domain';
import { Form } from '@drawdesk/shared-kernel/forms/formik';
import { Page, Panel, useCurrentUser } from '@drawdesk/shared-kernel/ui';
import { FollowStoredResult } from './components/FollowStoredResult';
import { PoolDatePicker } from './components/PoolDatePicker';
import { ResultActions } from './components/ResultActions';
import { ResultGrid } from './components/ResultGrid';
import { ResultStatus } from './components/ResultStatus';
import { NAMESPACE, registerResultsTranslations } from './i18n';
import { draftErrors, emptyDraft } from './model';
import { useResultEntry } from './useResultEntry';
import { mayManageResults } from '@drawdesk/shared-kernel/domain/access';

registerResultsTranslations();

/**
 * /result: enter, save, validate and release a pool's result for a draw date (the super admin); a
 * company sees it read-only and claims the prizes of its own tree (mayManageResults, as the server).
 */
export default function ResultScreen({ today = businessDate(new Date()) }: { today?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const canManage =
    user !== null && mayManageResults({ roleId: user.userRoleId, isSubAccount: user.mainAccount !== '' });
  const entry = useResultEntry(today);
  const { drawDate, poolId, result, release, busy } = entry;
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
        {!canManage && <p role="note">{t('form.readOnly')}</p>}
      </Panel>
      <Panel title={`${t('form.title')} · ${entry.pool?.displayName ?? ''} · ${formatDate(drawDate)}`}>
        {/* Another date or pool starts from a blank form at once; its stored result fills it. */}
        <Form
          key={`${drawDate}/${poolId}`}
          label={t('form.title')}
          initialValues={emptyDraft()}
          validate={(values) => draftErrors(values, poolId)}
          onSubmit={canManage ? entry.save : () => undefined}
        >
          {(form) => (
            <>
              <FollowStoredResult stored={entry.stored} />
              <ResultActions
                canManage={canManage}
                busy={busy || form.isSubmitting}
                processing={release === 'processing'}
                canValidate={result !== null && !form.dirty}
                released={release === 'released'}
                onValidate={() => void entry.validate()}
                onRelease={() => void entry.doRelease()}
                onClaim={() => void entry.claim()}
              />
              <ResultGrid poolId={poolId} readOnly={!canManage} />
            </>
          )}
        </Form>
      </Panel>
    </Page>
  );
}
