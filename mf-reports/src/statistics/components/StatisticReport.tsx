import { useMemo } from 'react';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { DataTable, Page, Panel, type DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { ReportFilters } from '../../frame/components/ReportFilters';
import { ReportOutcome } from '../../frame/components/ReportOutcome';
import { registerFrameTranslations } from '../../frame/i18n';
import { filterBody, type ReportFilter } from '../../frame/model';
import { useReportFilter } from '../../frame/useReportFilter';
import type { StatisticBody, StatisticReply } from '../api';
import { TABLE_NAMESPACES, useStatisticsT } from '../i18n';
import { poolLabel, sortRows, statisticSeries, type DatePoolRow } from '../model';
import { LazyStatisticChart } from './LazyStatisticChart';
import { ownStrip } from '../../winloss/model';

registerFrameTranslations();

/** The fields of a reply's totals that hold a number. */
type NumberField<O> = { [K in keyof O]: O[K] extends number ? K : never }[keyof O];

export interface StatisticReportProps<
  R extends DatePoolRow,
  O extends { processing: boolean; currency: string },
> {
  titleKey: string;
  /** The query key of a body (the report's own key family). */
  queryKey: (body: StatisticBody) => readonly unknown[];
  fetch: (body: StatisticBody, signal?: AbortSignal) => Promise<StatisticReply<R, O>>;
  /** The stacked figure of a row (turnover, payout). */
  bar: (row: R) => number;
  /** The figure of the line (net amount, win/loss). */
  line: (row: R) => number;
  /** Keys of the chart's title and of its line's legend entry. */
  chartTitleKey: string;
  lineKey: string;
  /** The table's columns after the draw date and pool columns every statistic starts with. */
  columns: DataTableColumn<R, O>[];
  /** The totals shown above the table, each labelled `col.<field>`. */
  overallFields: readonly (NumberField<O> & string)[];
  exportFileName: string;
  initialFilter?: ReportFilter | undefined;
}

/**
 * A statistics report: the filters, a chart of the rows (bars per draw date stacked by pool, a line
 * over them; chart.js loads lazily) and the table of the same rows with totals, print and export.
 */
export function StatisticReport<R extends DatePoolRow, O extends { processing: boolean; currency: string }>(
  props: StatisticReportProps<R, O>,
) {
  const { t, i18n } = useStatisticsT();
  const { filter, setFilter, currencies, ready, error } = useReportFilter(props.initialFilter);
  const body: StatisticBody = filterBody(filter);
  const reply = useApiQuery(props.queryKey(body), (signal) => props.fetch(body, signal), {
    enabled: ready && !error,
  });
  const rows = useMemo(() => reply.data?.data ?? [], [reply.data]);
  const overallInfo = reply.data?.overallInfo ?? undefined;
  const { bar, line, overallFields } = props;
  const columns = useMemo<DataTableColumn<R, O>[]>(
    () => [
      { id: 'drawDate', header: 'col.drawDate', footer: 'col.total', sortable: true },
      { id: 'pool', header: 'col.pool', value: (r) => poolLabel(r.poolId) },
      ...props.columns,
    ],
    [props.columns],
  );
  const series = useMemo(() => statisticSeries(rows, bar, line), [rows, bar, line]);
  const tableRows = useMemo(() => sortRows(rows), [rows]);
  const currency = overallInfo?.currency ?? filter.currency;
  const language = i18n.language;
  const texts = useMemo(
    () => ({
      title: t(props.chartTitleKey),
      dateAxis: t('chart.dateAxis'),
      amountAxis: currency ? t('chart.amountAxis', { currency }) : t('chart.amountAxisPlain'),
      lineLabel: t(props.lineKey),
    }),
    // The texts change with the language (t) and the reply's currency.
    [t, props.chartTitleKey, props.lineKey, currency],
  );

  return (
    <Page titleKey={props.titleKey}>
      <Panel>
        {ready && (
          <>
            <ReportFilters value={filter} onApply={setFilter} currencies={currencies} />
            <ReportOutcome error={error} processing={overallInfo?.processing}>
              {series.dates.length > 0 ? (
                <LazyStatisticChart series={series} texts={texts} language={language} />
              ) : (
                reply.isSuccess && <p>{t('chart.empty')}</p>
              )}
              <DataTable<R, O>
                caption={t(props.titleKey, { ns: ['common', 'ui'] })}
                columns={columns}
                rows={tableRows}
                {...(overallInfo ? { overallInfo } : {})}
                namespaces={TABLE_NAMESPACES}
                overall={(o) =>
                  o
                    ? ownStrip(
                        o as { ownPosition?: boolean },
                        overallFields.map((f) => ({ label: `col.${f}`, value: o[f] as number })),
                      )
                    : []
                }
                getRowId={(r) => `${r.drawDate}:${r.poolId}`}
                initialPageSize={100}
                exportCsv
                exportExcel
                exportFileName={props.exportFileName}
              />
            </ReportOutcome>
          </>
        )}
      </Panel>
    </Page>
  );
}
