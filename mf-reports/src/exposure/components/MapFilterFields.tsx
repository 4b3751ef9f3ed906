import { DIGIT_FILTERS, ALL_FILTER, POOLS } from '@drawdesk/shared-kernel/domain';
import { CheckboxField, SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { useExposureT } from '../i18n';
import { MAP_SORTS, REPORT_TYPES, TOP_CHOICES } from '../model';

/** Options of a pool select: every pool (when `all`), then each pool by its display name. */
export function usePoolOptions(all: boolean) {
  const { t } = useExposureT();
  return [
    ...(all ? [{ value: ALL_FILTER, label: t('filter.allPools') }] : []),
    ...POOLS.map((p) => ({ value: p.id as number, label: p.displayName })),
  ];
}

/** Options of the digit filter (SPEC 9). */
export function useDigitOptions() {
  const { t } = useExposureT();
  return DIGIT_FILTERS.map((d) => ({ value: d as string, label: t(`digits.${d}`) }));
}

/**
 * The map's own filter fields, bound by name in the frame's filter form: one pool or all, digits,
 * report type, sort, top N, number search and, on the active map, every draw not yet released.
 */
export function MapFilterFields({ active }: { active: boolean }) {
  const { t } = useExposureT();
  const pools = usePoolOptions(true);
  const digits = useDigitOptions();
  return (
    <>
      <SelectField<number> name="poolId" label={t('filter.pool')} options={pools} />
      <SelectField<string> name="digits" label={t('filter.digits')} options={digits} />
      <SelectField<number>
        name="reportType"
        label={t('filter.reportType')}
        options={REPORT_TYPES.map((type) => ({ value: type, label: t(`type.t${type}`) }))}
      />
      <SelectField<string>
        name="sort"
        label={t('filter.sort')}
        options={MAP_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
      />
      <SelectField<number>
        name="top"
        label={t('filter.top')}
        options={TOP_CHOICES.map((n) => ({ value: n, label: n ? t('top.n', { n }) : t('top.all') }))}
      />
      <TextField name="number" label={t('filter.number')} inputMode="numeric" maxLength={6} />
      {active && <CheckboxField name="allDates" label={t('filter.allDates')} />}
    </>
  );
}
