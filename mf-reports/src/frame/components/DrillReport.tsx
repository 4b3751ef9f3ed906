import { useRef, useState } from 'react';
import {
  DataTable,
  DrillTrail,
  Page,
  Panel,
  type DataTableColumn,
  type DataTableHandle,
  type DrillStep,
  type FetchPage,
  type OverallItem,
  type TablePage,
  type TableQuery,
} from '@drawdesk/shared-kernel/ui';
import { registerFrameTranslations, useFrameT } from '../i18n';
import { filterBody, type DrillQuery, type ReportFilter } from '../model';
import { useReportFilter } from '../useReportFilter';
import { ReportFilters } from './ReportFilters';
import { Warning } from './Warning';

registerFrameTranslations();

export interface DrillReportProps<T extends DrillStep, O> {
  titleKey: string;
  /** One page of the report's rows for a query (the feature's typed call). */
  fetch: (query: DrillQuery, page: TableQuery) => Promise<TablePage<T, O>>;
  columns: DataTableColumn<T, O>[];
  /** Namespaces the table looks its keys up in (the report's own first). */
  namespaces: readonly string[];
  overall: (o: O | undefined) => OverallItem[];
  exportFileName: string;
  canDrill: (row: T) => boolean;
  /** For tests: the filter to start with. */
  initialFilter?: ReportFilter;
}

/**
 * A DOMAIN 14 report: filters, a server-paged table of direct downlines with totals footer and the
 * overall strip, drill-down by clicking a row (breadcrumb back), CSV/Excel export, and the
 * processing warning when the reply's overallInfo carries it.
 */
export function DrillReport<T extends DrillStep, O extends { processing?: boolean }>(
  props: DrillReportProps<T, O>,
) {
  const { t } = useFrameT();
  const { filter, setFilter, currencies, ready } = useReportFilter(props.initialFilter);
  const [trail, setTrail] = useState<DrillStep[]>([]);
  const [processing, setProcessing] = useState(false);
  const table = useRef<DataTableHandle>(null);
  const viewing = trail.at(-1);
  const query: DrillQuery = { ...filterBody(filter), ...(viewing ? { userId: viewing.userId } : {}) };

  const fetchPage: FetchPage<T, O> = async (q) => {
    const page = await props.fetch(query, q);
    setProcessing(Boolean(page.overallInfo && page.overallInfo.processing));
    return page;
  };

  return (
    <Page titleKey={props.titleKey}>
      <Panel>
        {ready && (
          <>
            <ReportFilters value={filter} onApply={setFilter} currencies={currencies} />
            <DrillTrail
              steps={trail}
              onGo={setTrail}
              label={t('crumb.label')}
              rootLabel={t('crumb.self')}
              linkCurrent
            />
            {processing && <Warning role="status">{t('msg.processing')}</Warning>}
            <DataTable<T, O>
              ref={table}
              caption={t(props.titleKey, { ns: ['common', 'ui'] })}
              columns={props.columns}
              fetchPage={fetchPage}
              queryKey={query}
              getRowId={(r) => String(r.userId)}
              namespaces={props.namespaces}
              overall={props.overall}
              onRowClick={(row) => {
                if (props.canDrill(row)) setTrail([...trail, { userId: row.userId, username: row.username }]);
              }}
              exportCsv
              exportExcel
              exportFileName={props.exportFileName}
            />
          </>
        )}
      </Panel>
    </Page>
  );
}
