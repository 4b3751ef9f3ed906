import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Form, SelectField, TextField, useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  parseDrillTrail,
  PrintButton,
  PrintHeader,
  theme,
  useCurrentUser,
  useRegisterReportLines,
  type DrillStep,
  type ReportLine,
} from '@drawdesk/shared-kernel/ui';
import { registerFrameTranslations, useFrameT } from '../i18n';
import {
  filterLines,
  normalizePools,
  PARAMS,
  quickPickOf,
  quickRange,
  QUICK_PICKS,
  rangeError,
  type ReportFilter,
} from '../model';
import { PoolChips } from './PoolChips';
import { Warning } from './Warning';

registerFrameTranslations();

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: end;
  margin-bottom: ${theme.space.sm};
`;
const Picks = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: ${theme.space.md};
  flex-wrap: wrap;
`;
const Actions = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
`;

export interface ReportFiltersProps<F extends ReportFilter = ReportFilter> {
  value: F;
  onApply: (f: F) => void;
  /** Show the pool chips (default true). */
  pools?: boolean;
  /** Currencies of the picker (base first); empty: no picker. */
  currencies?: readonly string[];
  /** Show the quick picks of the date range (default true). */
  quickPicks?: boolean;
  /**
   * One draw date instead of a range (fromDate; toDate follows it): a report of one draw. Of the
   * quick picks only 'last draw' is offered.
   */
  singleDate?: boolean;
  /** The viewed accounts for the print header and export preamble; default the address's trail. */
  trail?: readonly DrillStep[];
  /** Lines of the report's own filters (label, value) printed and exported after the shared ones. */
  extraLines?: readonly ReportLine[];
  /** The report's own filter fields (formik fields bound by name in the same form). */
  children?: ReactNode;
  /** The clock of the quick picks (tests). */
  now?: () => Date;
}

/**
 * The filter bar of a report (REPORTS.md "The frame"): date range with quick picks (last draw, this
 * week Mon-Sun, last week, this month, last month; at most 366 days), pool chips, currency, the
 * report's own fields; Search (or Enter) applies them, not while the range is wrong; a quick pick
 * applies at once. Print prints the report; the applied filters and the print time head the
 * printed page, and the page's tables write them above an export's header.
 */
export function ReportFilters<F extends ReportFilter = ReportFilter>(props: ReportFiltersProps<F>) {
  const {
    value,
    onApply,
    pools = true,
    currencies = [],
    quickPicks = true,
    singleDate = false,
    now = () => new Date(),
  } = props;
  const { t } = useFrameT();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const trailParam = params.get(PARAMS.trail);
  const trail = useMemo(() => props.trail ?? parseDrillTrail(trailParam), [props.trail, trailParam]);
  const extraText = JSON.stringify(props.extraLines ?? []);
  const lines = useMemo<ReportLine[]>(
    () => [
      ...filterLines(
        value,
        {
          from: t('filter.from'),
          to: t('filter.to'),
          drawDate: t('filter.drawDate'),
          pools: t('filter.pools'),
          allPools: t('filter.allPools'),
          currency: t('filter.currency'),
          account: t('filter.account'),
        },
        { trail, pools, singleDate, ...(user ? { root: user.username } : {}) },
      ),
      ...(JSON.parse(extraText) as ReportLine[]),
    ],
    [value, t, trail, pools, user, extraText, singleDate],
  );
  useRegisterReportLines(lines);

  const apply = (given: F) => {
    const draft = singleDate ? { ...given, toDate: given.fromDate } : given;
    if (rangeError(draft) === null) onApply({ ...draft, poolIds: normalizePools(draft.poolIds) });
  };
  return (
    <>
      <div data-no-print>
        <Form<F> initialValues={value} enableReinitialize onSubmit={apply}>
          <FilterFields<F>
            pools={pools}
            currencies={currencies}
            quickPicks={quickPicks}
            singleDate={singleDate}
            now={now}
            onApply={apply}
          >
            {props.children}
          </FilterFields>
        </Form>
      </div>
      <PrintHeader lines={lines} />
    </>
  );
}

interface FilterFieldsProps<F extends ReportFilter> {
  pools: boolean;
  currencies: readonly string[];
  quickPicks: boolean;
  singleDate: boolean;
  now: () => Date;
  onApply: (f: F) => void;
  children?: ReactNode;
}

function FilterFields<F extends ReportFilter>(props: FilterFieldsProps<F>) {
  const { t } = useFrameT();
  const { values: typed } = useFormContext<F>();
  const values = props.singleDate ? { ...typed, toDate: typed.fromDate } : typed;
  const error = rangeError(values);
  const picked = props.quickPicks ? quickPickOf(values, props.now()) : null;
  const picks = props.singleDate ? QUICK_PICKS.filter((p) => p === 'lastDraw') : QUICK_PICKS;
  return (
    <Row>
      {props.singleDate ? (
        <TextField name="fromDate" type="date" label={t('filter.drawDate')} />
      ) : (
        <>
          <TextField name="fromDate" type="date" label={t('filter.from')} />
          <TextField name="toDate" type="date" label={t('filter.to')} />
        </>
      )}
      {props.quickPicks && (
        <Picks role="group" aria-label={t('filter.quick')}>
          {picks.map((pick) => (
            <Button
              key={pick}
              compact
              aria-pressed={picked === pick}
              onClick={() => props.onApply({ ...values, ...quickRange(pick, props.now()) })}
            >
              {t(`pick.${pick}`)}
            </Button>
          ))}
        </Picks>
      )}
      {props.pools && <PoolChips name="poolIds" />}
      {props.currencies.length > 0 && (
        <SelectField<string>
          name="currency"
          label={t('filter.currency')}
          options={props.currencies.map((c) => ({ value: c, label: c }))}
        />
      )}
      {props.children}
      <Actions>
        <Button type="submit" variant="primary" disabled={error !== null}>
          {t('filter.search')}
        </Button>
        <PrintButton compact={false} />
      </Actions>
      {error && <Warning role="alert">{t(error)}</Warning>}
    </Row>
  );
}
