import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { GetMapDetailReportBody } from '@drawdesk/shared-kernel/contract';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  DataTable,
  Hint,
  Modal,
  Page,
  Panel,
  theme,
  useCurrentUser,
  type DataTableColumn,
  type FetchPage,
  type ReportLine,
} from '@drawdesk/shared-kernel/ui';
import { CellButton } from '../../frame/components/CellButton';
import { ReportFilters } from '../../frame/components/ReportFilters';
import { Warning } from '../../frame/components/Warning';
import { registerFrameTranslations, useFrameT } from '../../frame/i18n';
import { readReportQuery, writeReportQuery, type ReportFilter } from '../../frame/model';
import { useReportFilter } from '../../frame/useReportFilter';
import { exposureApi, type MapOverall, type MapRow } from '../api';
import { registerExposureTranslations, TABLE_NAMESPACES, useExposureT } from '../i18n';
import {
  codeHeader,
  DEFAULT_MAP_OPTIONS,
  mapBody,
  mapColumns,
  mapDetailBody,
  mapDetailHref,
  mapOptionsOf,
  oneDateBody,
  poolLabel,
  readMapOptions,
  writeMapOptions,
  type MapFilter,
  type MapOptions,
} from '../model';
import { MapDetailTable } from './MapDetailTable';
import { MapFilterFields } from './MapFilterFields';

registerFrameTranslations();
registerExposureTranslations();

type Col = DataTableColumn<MapRow, MapOverall>;

/** What the last reply said: the viewer the rows belong to, the SPEC 8 flag, the numbers shown and matching. */
interface MapReply {
  viewerId: number | undefined;
  processing: boolean;
  shown: number;
  count: number;
}
const NO_REPLY: MapReply = { viewerId: undefined, processing: false, shown: 0, count: 0 };

/** How a number opens its lines: a modal on this page, or /map-detail in a new tab. */
export type MapDetailMode = 'modal' | 'tab';

/** The map's auto refresh on the active map (the figures move while agents take bets). */
export const ACTIVE_REFRESH_MS = 30_000;

const NumberLink = styled.a`
  color: ${theme.colors.primary};
  text-decoration: underline;
  @media print {
    color: inherit;
    text-decoration: none;
  }
`;

export interface MapReportProps {
  titleKey: string;
  detail: MapDetailMode;
  /** The active map: draws not yet released, refreshing itself. */
  active?: boolean;
  /** The active map's refresh period (tests shorten it). */
  refreshMs?: number;
  /** For tests: the filter to start with. */
  initialFilter?: ReportFilter;
}

/**
 * The map (REPORTS.md "Exposure family"): one draw date (the active map: or every draw not yet
 * released), one pool or all, digits, report type, sort, top N and number search, all kept in the
 * address; a row per number with the code columns of the digit filter and a total, totals in the
 * footer. A number opens its lines (GetMapDetailReport) in a modal or, in 'tab' mode, /map-detail in
 * a new tab. The active map refreshes its page silently every 30 s: the rows keep their place,
 * the scroll position and an open modal stay.
 */
export function MapReport(props: MapReportProps) {
  const { titleKey, detail, active = false } = props;
  const { t } = useExposureT();
  const frame = useFrameT();
  const user = useCurrentUser();
  const state = useReportFilter(props.initialFilter);
  const { filter, currencies, ready, error, viewing, trail } = state;
  const [params, setParams] = useSearchParams();
  const defaults = useMemo<MapOptions>(() => ({ ...DEFAULT_MAP_OPTIONS, allDates: active }), [active]);
  const paramsText = params.toString();
  const options = useMemo(
    () => readMapOptions(new URLSearchParams(paramsText), defaults),
    [paramsText, defaults],
  );
  const mapFilter = useMemo<MapFilter>(() => ({ ...filter, ...options }), [filter, options]);
  const body = useMemo(
    () => mapBody(mapFilter, { active, ...(viewing ? { userId: viewing.userId } : {}) }),
    [mapFilter, active, viewing],
  );

  const apply = useCallback(
    (f: MapFilter) =>
      setParams((prev) =>
        writeMapOptions(writeReportQuery(prev, f, readReportQuery(prev, f).trail), mapOptionsOf(f), defaults),
      ),
    [setParams, defaults],
  );

  const [reply, setReply] = useState<MapReply>(NO_REPLY);
  const fetchPage: FetchPage<MapRow, MapOverall> = async (q) => {
    const page = active
      ? await exposureApi.activeMap(body, q)
      : await exposureApi.map(oneDateBody(body, filter.fromDate), q);
    const o = page.overallInfo ?? undefined;
    const next: MapReply = {
      viewerId: o?.viewerId,
      processing: Boolean(o?.processing),
      shown: page.totalCount,
      count: o?.numberCount ?? page.totalCount,
    };
    setReply((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    return page;
  };

  const [opened, setOpened] = useState<GetMapDetailReportBody | null>(null);
  const agentName = viewing?.username ?? user?.username ?? '';
  const detailOf = (row: MapRow): GetMapDetailReportBody | null => {
    const agentId = reply.viewerId ?? viewing?.userId ?? user?.userId;
    if (!agentId) return null;
    return mapDetailBody({
      agentId,
      agentName: agentName || `#${agentId}`,
      betNumber: row.number,
      drawDate: active && options.allDates ? null : filter.fromDate,
      poolId: options.poolId,
      reportType: options.reportType,
      ...(filter.currency ? { currency: filter.currency } : {}),
      ...(active ? { active: true } : {}),
    });
  };
  const numberCell = (row: MapRow) => {
    const target = detailOf(row);
    if (!target) return row.number;
    if (detail === 'tab')
      return (
        <NumberLink href={mapDetailHref(target)} target="_blank" rel="noopener noreferrer">
          {row.number}
        </NumberLink>
      );
    return (
      <CellButton type="button" onClick={() => setOpened(target)}>
        {row.number}
      </CellButton>
    );
  };

  const codes = mapColumns(options.digits);
  const columns: Col[] = [
    { id: 'number', header: 'col.number', cell: numberCell, footer: 'col.total' },
    ...codes.map((code): Col => ({
      id: `code_${code}`,
      header: codeHeader(code),
      kind: 'amount',
      value: (r) => r.amounts[code] ?? 0,
      footer: (c) => (c.overallInfo ? (c.overallInfo.amounts[code] ?? 0) : null),
    })),
    {
      id: 'total',
      header: 'col.total',
      kind: 'amount',
      footer: (c) => (c.overallInfo ? c.overallInfo.total : null),
    },
  ];

  const extraLines: ReportLine[] = [
    [t('filter.pool'), poolLabel(options.poolId, t('filter.allPools'))],
    [t('filter.digits'), t(`digits.${options.digits}`)],
    [t('filter.reportType'), t(`type.t${options.reportType}`)],
    [t('filter.sort'), t(`sort.${options.sort}`)],
    [t('filter.top'), options.top ? t('top.n', { n: options.top }) : t('top.all')],
    ...(options.number ? [[t('filter.number'), options.number] as const] : []),
    ...(active && options.allDates ? [[t('filter.allDates'), '✓'] as const] : []),
  ];

  const caption = t(titleKey, { ns: ['common', 'ui'] });
  const hint = detail === 'tab' ? t('map.openTabHint') : t('map.openHint');
  return (
    <Page titleKey={titleKey}>
      <Panel>
        {ready && (
          <>
            <ReportFilters<MapFilter>
              value={mapFilter}
              onApply={apply}
              currencies={currencies}
              pools={false}
              singleDate
              trail={trail}
              extraLines={extraLines}
            >
              <MapFilterFields active={active} />
            </ReportFilters>
            {error ? null : (
              <>
                {reply.processing && <Warning role="status">{frame.t('msg.processing')}</Warning>}
                <Hint data-no-print>
                  {reply.count > 0 ? `${t('map.count', { shown: reply.shown, total: reply.count })}. ` : ''}
                  {hint}
                  {active ? ` ${t('map.refresh')}` : ''}
                </Hint>
                <DataTable<MapRow, MapOverall>
                  caption={caption}
                  columns={columns}
                  fetchPage={fetchPage}
                  queryKey={body}
                  getRowId={(r) => r.number}
                  namespaces={TABLE_NAMESPACES}
                  searchable={false}
                  initialPageSize={50}
                  overall={(o) => (o ? [{ label: 'col.total', value: o.total }] : [])}
                  {...(active ? { autoRefreshMs: props.refreshMs ?? ACTIVE_REFRESH_MS } : {})}
                  exportCsv
                  exportExcel
                  exportFileName={active ? 'active-map-report' : 'map-report'}
                />
              </>
            )}
          </>
        )}
      </Panel>
      <Modal
        open={opened !== null}
        title={
          opened
            ? t('map.detailTitle', { number: opened.betNumber, type: t(`type.t${opened.searchType ?? 1}`) })
            : ''
        }
        onClose={() => setOpened(null)}
        width="1200px"
        footer={<Button onClick={() => setOpened(null)}>{t('map.close')}</Button>}
      >
        {opened && (
          <MapDetailTable body={opened} caption={t('MAP_DETAIL', { ns: ['common', 'ui'] })} urlKey={false} />
        )}
      </Modal>
    </Page>
  );
}
