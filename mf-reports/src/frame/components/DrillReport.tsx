import { useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useNavigate } from '@drawdesk/shared-kernel/routing';
import {
  DataTable,
  DrillTrail,
  Page,
  Panel,
  theme,
  type DataTableColumn,
  type DrillStep,
  type FetchPage,
  type OverallItem,
  type TablePage,
  type TableQuery,
} from '@drawdesk/shared-kernel/ui';
import { registerFrameTranslations, useFrameT } from '../i18n';
import type { DrillQuery, ReportFilter } from '../model';
import { useReportFilter, type ReportFilterState } from '../useReportFilter';
import { ReportFilters } from './ReportFilters';
import { Warning } from './Warning';

registerFrameTranslations();

/** What a report's links and columns may use: the applied filter, the trail, the viewed account. */
export interface DrillContext {
  filter: ReportFilter;
  query: DrillQuery;
  trail: DrillStep[];
  /** The viewed account V: the last reply's viewerId, else the trail's last step (else the caller). */
  viewerId: number | undefined;
}

const StyledLink = styled(Link)`
  color: ${theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;
const stopRowClick = (e: MouseEvent) => e.stopPropagation();

/**
 * A link inside a table row (a drill-down, a detail page): looks like a link, opens in a new tab
 * on a middle click, and its click does not also click the row.
 */
export function RowLink(props: ComponentProps<typeof Link>) {
  return <StyledLink {...props} onClick={stopRowClick} />;
}

/** The drill-down trail of a report (not printed: the print header names the viewed account). */
export function ReportTrail({ state }: { state: Pick<ReportFilterState, 'trail' | 'setTrail'> }) {
  const { t } = useFrameT();
  return (
    <div data-no-print>
      <DrillTrail
        steps={state.trail}
        onGo={state.setTrail}
        label={t('crumb.label')}
        rootLabel={t('crumb.self')}
        linkCurrent
      />
    </div>
  );
}

export interface DrillReportProps<T extends DrillStep, O> {
  titleKey: string;
  /** One page of the report's rows for a query (the feature's typed call). */
  fetch: (query: DrillQuery, page: TableQuery) => Promise<TablePage<T, O>>;
  /** The columns, or a function of the context (for columns with links). */
  columns: DataTableColumn<T, O>[] | ((ctx: DrillContext) => DataTableColumn<T, O>[]);
  /** Namespaces the table looks its keys up in (the report's own first). */
  namespaces: readonly string[];
  overall: (o: O | undefined) => OverallItem[];
  exportFileName: string;
  canDrill: (row: T) => boolean;
  /** Where a row that cannot be drilled into leads, in the same tab (its detail page). */
  leafHref?: (row: T, ctx: DrillContext) => string | undefined;
  /** The column whose cell links to the drill-down or detail (default 'username'). */
  linkColumn?: string;
  /** Content between the trail and the table (links to detail pages, legends). */
  above?: (ctx: DrillContext) => ReactNode;
  /** For tests: the filter to start with. */
  initialFilter?: ReportFilter;
}

/**
 * A DOMAIN 14 report: the filters (kept in the address), the drill-down trail, the processing
 * warning, and a server-paged table of the viewed account's direct downlines with the totals footer,
 * the overall strip, CSV/Excel export (the filters above the header) and print. A row with
 * downlines views that account (its name is a link, the row takes a click); a row without, when
 * `leafHref` gives one, opens its detail page.
 */
export function DrillReport<T extends DrillStep, O extends { processing?: boolean; viewerId?: number }>(
  props: DrillReportProps<T, O>,
) {
  const { t } = useFrameT();
  const navigate = useNavigate();
  const state = useReportFilter(props.initialFilter);
  const { filter, setFilter, currencies, ready, trail, setTrail, trailHref, viewing, query } = state;
  const [reply, setReply] = useState<{ processing: boolean; viewerId: number | undefined }>({
    processing: false,
    viewerId: undefined,
  });
  const ctx: DrillContext = {
    filter,
    query,
    trail,
    viewerId: reply.viewerId ?? viewing?.userId,
  };
  const { canDrill, leafHref } = props;
  const linkColumn = props.linkColumn ?? 'username';

  const fetchPage: FetchPage<T, O> = async (q) => {
    const page = await props.fetch(query, q);
    const o = page.overallInfo ?? undefined;
    const next = { processing: Boolean(o?.processing), viewerId: o?.viewerId };
    setReply((prev) =>
      prev.processing === next.processing && prev.viewerId === next.viewerId ? prev : next,
    );
    return page;
  };

  const hrefOf = (row: T): string | undefined =>
    canDrill(row)
      ? trailHref([...trail, { userId: row.userId, username: row.username }])
      : leafHref?.(row, ctx);

  const given = typeof props.columns === 'function' ? props.columns(ctx) : props.columns;
  const columns = given.map((c) =>
    c.id === linkColumn && !c.cell
      ? {
          ...c,
          cell: (row: T) => {
            const href = hrefOf(row);
            const text = String(c.value ? c.value(row) : row.username);
            return href ? <RowLink to={href}>{text}</RowLink> : text;
          },
        }
      : c,
  );
  return (
    <Page titleKey={props.titleKey}>
      <Panel>
        {ready && (
          <>
            <ReportFilters value={filter} onApply={setFilter} currencies={currencies} trail={trail} />
            <ReportTrail state={state} />
            {/* A wrong filter in the address: the filter bar says why, nothing is asked for. */}
            {state.error ? null : (
              <>
                {reply.processing && <Warning role="status">{t('msg.processing')}</Warning>}
                {props.above?.(ctx)}
                <DataTable<T, O>
                  caption={t(props.titleKey, { ns: ['common', 'ui'] })}
                  columns={columns}
                  fetchPage={fetchPage}
                  queryKey={query}
                  getRowId={(r) => String(r.userId)}
                  namespaces={props.namespaces}
                  overall={props.overall}
                  onRowClick={(row) => {
                    if (canDrill(row)) setTrail([...trail, { userId: row.userId, username: row.username }]);
                    else {
                      const href = leafHref?.(row, ctx);
                      if (href) navigate(href);
                    }
                  }}
                  rowClickable={(row) => canDrill(row) || Boolean(leafHref?.(row, ctx))}
                  exportCsv
                  exportExcel
                  exportFileName={props.exportFileName}
                />
              </>
            )}
          </>
        )}
      </Panel>
    </Page>
  );
}
