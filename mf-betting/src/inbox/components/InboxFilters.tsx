import { POOLS } from '@drawdesk/shared-kernel/domain';
import { Form, SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { Button } from '@drawdesk/shared-kernel/ui';
import { useInboxT } from '../i18n';
import { EMPTY, SOURCES, STATUSES, type Filters } from '../model';

const POOL_OPTIONS = POOLS.map((p) => ({ value: String(p.id), label: p.displayName }));

/** The inbox filters; Search (or Enter) applies them, Reset clears and applies. */
export function InboxFilters({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useInboxT();
  const all = t('filter.all');
  return (
    <Form<Filters>
      label={t('filter.search')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}
      initialValues={EMPTY}
      onSubmit={(values) => onSearch(values)}
    >
      {({ resetForm }) => (
        <>
          <SelectField<Filters['dateType']>
            name="dateType"
            label={t('filter.dateType')}
            options={[
              { value: 'draw', label: t('filter.byDraw') },
              { value: 'order', label: t('filter.byOrder') },
            ]}
          />
          <TextField name="fromDate" type="date" label={t('filter.from')} />
          <TextField name="toDate" type="date" label={t('filter.to')} />
          <SelectField<string>
            name="status"
            label={t('filter.status')}
            placeholder={all}
            options={STATUSES.map((s) => ({ value: String(s), label: t(`status.s${s}`) }))}
          />
          <TextField name="username" label={t('filter.username')} />
          <TextField name="ticketNo" label={t('filter.ticketNo')} />
          <SelectField<string>
            name="poolId"
            label={t('filter.pool')}
            placeholder={all}
            options={POOL_OPTIONS}
          />
          <SelectField<string>
            name="source"
            label={t('filter.source')}
            placeholder={all}
            options={SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
          />
          <Button type="submit" variant="primary">
            {t('filter.search')}
          </Button>
          <Button
            onClick={() => {
              resetForm({ values: EMPTY });
              onSearch(EMPTY);
            }}
          >
            {t('filter.reset')}
          </Button>
        </>
      )}
    </Form>
  );
}
