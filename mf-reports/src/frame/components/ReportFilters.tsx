import { useState } from 'react';
import styled from 'styled-components';
import { POOLS } from '@drawdesk/shared-kernel/domain';
import { Button, theme } from '@drawdesk/shared-kernel/ui';
import { registerFrameTranslations, useFrameT } from '../i18n';
import { rangeError, type ReportFilter } from '../model';
import { Warning } from './Warning';

registerFrameTranslations();

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: end;
  margin-bottom: ${theme.space.sm};
  fieldset {
    border: 1px solid ${theme.colors.border};
    padding: 2px 8px;
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
`;

export interface ReportFiltersProps {
  value: ReportFilter;
  onApply: (f: ReportFilter) => void;
  /** Show the pool checkboxes (default true). */
  pools?: boolean;
  /** Currencies of the picker (base first); empty: no picker. */
  currencies?: readonly string[];
}

/** Date range, pools and currency; Search applies them. */
export function ReportFilters({ value, onApply, pools = true, currencies = [] }: ReportFiltersProps) {
  const { t } = useFrameT();
  const [draft, setDraft] = useState(value);
  const error = rangeError(draft);
  const toggle = (id: number, on: boolean) =>
    setDraft((d) => ({ ...d, poolIds: on ? [...d.poolIds, id] : d.poolIds.filter((p) => p !== id) }));
  return (
    <Row>
      <label>
        {t('filter.from')}{' '}
        <input
          type="date"
          aria-label={t('filter.from')}
          value={draft.fromDate}
          onChange={(e) => setDraft({ ...draft, fromDate: e.target.value })}
        />
      </label>
      <label>
        {t('filter.to')}{' '}
        <input
          type="date"
          aria-label={t('filter.to')}
          value={draft.toDate}
          onChange={(e) => setDraft({ ...draft, toDate: e.target.value })}
        />
      </label>
      {pools && (
        <fieldset>
          <legend>{t('filter.pools')}</legend>
          {POOLS.map((p) => (
            <label key={p.id}>
              <input
                type="checkbox"
                checked={draft.poolIds.includes(p.id)}
                onChange={(e) => toggle(p.id, e.target.checked)}
              />{' '}
              {p.displayName}
            </label>
          ))}
        </fieldset>
      )}
      {currencies.length > 0 && (
        <label>
          {t('filter.currency')}{' '}
          <select
            aria-label={t('filter.currency')}
            value={draft.currency ?? currencies[0]}
            onChange={(e) => setDraft({ ...draft, currency: e.target.value })}
          >
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      )}
      <div>
        <Button disabled={error !== null} onClick={() => onApply(draft)}>
          {t('filter.search')}
        </Button>
      </div>
      {error && <Warning role="alert">{t(error)}</Warning>}
    </Row>
  );
}
