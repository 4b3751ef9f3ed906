import { useTranslation } from 'react-i18next';
import { useApiQuery, useQueryClient } from '@drawdesk/shared-kernel/query';
import { Hint, Panel } from '@drawdesk/shared-kernel/ui';
import { opsApi, opsKeys } from '../api';
import { NAMESPACE } from '../i18n';
import { RemoteRolloutForm } from './RemoteRolloutForm';

/** The admin tool's remote versions panel: one rollout form per remote, read again after a save. */
export function RolloutSection() {
  const { t } = useTranslation(NAMESPACE);
  const client = useQueryClient();
  const rollout = useApiQuery(opsKeys.remoteRollout(), (signal) => opsApi.remoteRollout({ signal }));
  // A failed read shows as no remotes, like an empty store.
  const items = rollout.isSuccess || rollout.isError ? (rollout.data?.data ?? []) : null;
  const saved = () => client.invalidateQueries({ queryKey: opsKeys.remoteRollout() });
  return (
    <Panel title={t('rollout.title')}>
      <Hint>{t('rollout.hint')}</Hint>
      {items && items.length === 0 && <Hint>{t('rollout.nothing')}</Hint>}
      {items?.map((item) => (
        <RemoteRolloutForm key={item.remote} item={item} onSaved={() => void saved()} />
      ))}
    </Panel>
  );
}
