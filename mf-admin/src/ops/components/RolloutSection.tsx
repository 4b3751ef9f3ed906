import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint, Panel } from '@drawdesk/shared-kernel/ui';
import { opsApi, type RemoteVersions } from '../api';
import { NAMESPACE } from '../i18n';
import { RemoteRolloutForm } from './RemoteRolloutForm';

/** The admin tool's remote versions panel: one rollout form per remote, read once. */
export function RolloutSection() {
  const { t } = useTranslation(NAMESPACE);
  const [items, setItems] = useState<RemoteVersions[] | null>(null);
  useEffect(() => {
    void opsApi.remoteRollout().then((reply) => setItems(reply.success && reply.data ? reply.data : []));
  }, []);
  const saved = (next: RemoteVersions) =>
    setItems((list) => (list ?? []).map((i) => (i.remote === next.remote ? next : i)));
  return (
    <Panel title={t('rollout.title')}>
      <Hint>{t('rollout.hint')}</Hint>
      {items && items.length === 0 && <Hint>{t('rollout.nothing')}</Hint>}
      {items?.map((item) => (
        <RemoteRolloutForm key={item.remote} item={item} onSaved={saved} />
      ))}
    </Panel>
  );
}
