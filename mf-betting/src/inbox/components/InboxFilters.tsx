import { useState } from 'react';
import { POOLS } from '@drawdesk/shared-kernel/domain';
import { SubmitForm } from '@drawdesk/shared-kernel/forms';
import { Button } from '@drawdesk/shared-kernel/ui';
import { useInboxT } from '../i18n';
import { EMPTY, SOURCES, STATUSES, type Filters } from '../model';

/** The inbox filters; Search applies them, Reset clears and applies. */
export function InboxFilters({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useInboxT();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <SubmitForm
      label={t('filter.search')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}
      onSubmit={() => onSearch(draft)}
    >
      <label>
        {t('filter.dateType')}{' '}
        <select
          aria-label={t('filter.dateType')}
          value={draft.dateType}
          onChange={(e) => set({ dateType: e.target.value as Filters['dateType'] })}
        >
          <option value="draw">{t('filter.byDraw')}</option>
          <option value="order">{t('filter.byOrder')}</option>
        </select>
      </label>
      <label>
        {t('filter.from')}{' '}
        <input
          type="date"
          aria-label={t('filter.from')}
          value={draft.fromDate}
          onChange={(e) => set({ fromDate: e.target.value })}
        />
      </label>
      <label>
        {t('filter.to')}{' '}
        <input
          type="date"
          aria-label={t('filter.to')}
          value={draft.toDate}
          onChange={(e) => set({ toDate: e.target.value })}
        />
      </label>
      <label>
        {t('filter.status')}{' '}
        <select
          aria-label={t('filter.status')}
          value={draft.status}
          onChange={(e) => set({ status: e.target.value })}
        >
          <option value="">{t('filter.all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.s${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('filter.username')}{' '}
        <input
          aria-label={t('filter.username')}
          value={draft.username}
          onChange={(e) => set({ username: e.target.value })}
        />
      </label>
      <label>
        {t('filter.ticketNo')}{' '}
        <input
          aria-label={t('filter.ticketNo')}
          value={draft.ticketNo}
          onChange={(e) => set({ ticketNo: e.target.value })}
        />
      </label>
      <label>
        {t('filter.pool')}{' '}
        <select
          aria-label={t('filter.pool')}
          value={draft.poolId}
          onChange={(e) => set({ poolId: e.target.value })}
        >
          <option value="">{t('filter.all')}</option>
          {POOLS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.displayName}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('filter.source')}{' '}
        <select
          aria-label={t('filter.source')}
          value={draft.source}
          onChange={(e) => set({ source: e.target.value })}
        >
          <option value="">{t('filter.all')}</option>
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`source.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="primary">
        {t('filter.search')}
      </Button>
      <Button
        onClick={() => {
          setDraft(EMPTY);
          onSearch(EMPTY);
        }}
      >
        {t('filter.reset')}
      </Button>
    </SubmitForm>
  );
}
