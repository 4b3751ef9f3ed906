import { POOLS } from '@drawdesk/shared-kernel/domain';
import { Form, SelectField, TextField, useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import { Button, ControlBar } from '@drawdesk/shared-kernel/ui';
import { usePostingT } from '../i18n';
import { rangeError, type RangeFilter } from '../model';
import { Warning } from './bits';
import type { CompanyChoice } from './useCompanyChoice';

/** The form's values: one pool or every pool (0), the company as a select value (0 = every company). */
interface Values {
  fromDate: string;
  toDate: string;
  poolId: number;
  companyId: number;
}

const toValues = (f: RangeFilter): Values => ({
  fromDate: f.fromDate,
  toDate: f.toDate,
  poolId: f.poolIds.length === 1 ? (f.poolIds[0] as number) : 0,
  companyId: f.companyId ?? 0,
});

/** Options of a pool select: every pool (0), then each pool by its display name. */
export function usePoolOptions(allLabel: string) {
  return [
    { value: 0, label: allLabel },
    ...POOLS.map((p) => ({ value: p.id as number, label: p.displayName })),
  ];
}

/**
 * The summaries' filter bar: a range of draw dates (at most 366 days), one pool or every pool, and
 * for the super admin the company. Search (or Enter) applies it, not while the range is wrong.
 */
export function RangeFilterBar({
  value,
  onApply,
  company,
}: {
  value: RangeFilter;
  onApply: (f: RangeFilter) => void;
  company: CompanyChoice;
}) {
  const { t } = usePostingT();
  const pools = usePoolOptions(t('filter.allPools'));
  return (
    <div data-no-print>
      <Form<Values>
        label={t('filter.search')}
        initialValues={toValues(value)}
        enableReinitialize
        onSubmit={(v) => {
          if (rangeError(v) !== null) return;
          onApply({
            fromDate: v.fromDate,
            toDate: v.toDate,
            poolIds: v.poolId ? [v.poolId] : [],
            ...(v.companyId ? { companyId: v.companyId } : {}),
          });
        }}
      >
        <Fields company={company} pools={pools} />
      </Form>
    </div>
  );
}

function Fields({ company, pools }: { company: CompanyChoice; pools: { value: number; label: string }[] }) {
  const { t } = usePostingT();
  const { values } = useFormContext<Values>();
  const error = rangeError(values);
  return (
    <>
      <ControlBar>
        <TextField name="fromDate" type="date" label={t('filter.from')} />
        <TextField name="toDate" type="date" label={t('filter.to')} />
        <SelectField<number> name="poolId" label={t('filter.pool')} options={pools} />
        {company.superAdmin && company.ready && (
          <SelectField<number> name="companyId" label={t('filter.company')} options={company.options} />
        )}
        <Button type="submit" variant="primary" disabled={error !== null}>
          {t('filter.search')}
        </Button>
      </ControlBar>
      {error && <Warning role="alert">{t(error)}</Warning>}
    </>
  );
}
