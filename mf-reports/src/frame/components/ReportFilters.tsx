import styled from 'styled-components';
import { POOLS } from '@drawdesk/shared-kernel/domain';
import {
  CheckboxGroupField,
  Form,
  SelectField,
  TextField,
  useFormContext,
} from '@drawdesk/shared-kernel/forms/formik';
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

const POOL_OPTIONS = POOLS.map((p) => ({ value: p.id, label: p.displayName }));

export interface ReportFiltersProps {
  value: ReportFilter;
  onApply: (f: ReportFilter) => void;
  /** Show the pool checkboxes (default true). */
  pools?: boolean;
  /** Currencies of the picker (base first); empty: no picker. */
  currencies?: readonly string[];
}

/** Date range, pools and currency; Search (or Enter) applies them, not while the range is wrong. */
export function ReportFilters({ value, onApply, pools = true, currencies = [] }: ReportFiltersProps) {
  return (
    <Form<ReportFilter>
      initialValues={value}
      onSubmit={(draft) => {
        if (rangeError(draft) === null) onApply(draft);
      }}
    >
      <FilterFields pools={pools} currencies={currencies} />
    </Form>
  );
}

function FilterFields({ pools, currencies }: { pools: boolean; currencies: readonly string[] }) {
  const { t } = useFrameT();
  const error = rangeError(useFormContext<ReportFilter>().values);
  return (
    <Row>
      <TextField name="fromDate" type="date" label={t('filter.from')} />
      <TextField name="toDate" type="date" label={t('filter.to')} />
      {pools && (
        <CheckboxGroupField<number> name="poolIds" label={t('filter.pools')} options={POOL_OPTIONS} />
      )}
      {currencies.length > 0 && (
        <SelectField<string>
          name="currency"
          label={t('filter.currency')}
          options={currencies.map((c) => ({ value: c, label: c }))}
        />
      )}
      <div>
        <Button type="submit" disabled={error !== null}>
          {t('filter.search')}
        </Button>
      </div>
      {error && <Warning role="alert">{t(error)}</Warning>}
    </Row>
  );
}
