import { useMemo } from 'react';
import type { GetMapDetailReportBody, MapDetailBetType } from '@drawdesk/shared-kernel/contract';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { DataTable, type DataTableColumn, type ExportPreamble } from '@drawdesk/shared-kernel/ui';
import { Warning } from '../../frame/components/Warning';
import { registerFrameTranslations, useFrameT } from '../../frame/i18n';
import { exposureApi, exposureKeys, type MapDetailOverall, type MapDetailRow } from '../api';
import { registerExposureTranslations, TABLE_NAMESPACES, useExposureT } from '../i18n';
import { codeHeader, detailColumns, poolLabel, sortDetailRows } from '../model';
import { useMapTicket } from './MapTicketModal';

registerFrameTranslations();
registerExposureTranslations();

type Col = DataTableColumn<MapDetailRow, MapDetailOverall>;

export interface MapDetailTableProps {
  body: GetMapDetailReportBody;
  caption: string;
  /** Where the table keeps its page in the address; false inside a modal (the map keeps its own). */
  urlKey?: string | false;
  /** Lines above an export's header (the modal's own; the page's filter lines otherwise). */
  exportPreamble?: () => ExportPreamble;
}

/**
 * The lines behind one number of the map (SPEC 2.6): date, agent, ticket id (opens the ticket
 * modal), number, pool, package and the bet type's code columns holding the report type's figure,
 * a total per line; sorted ascending by number; the totals footer equals the map's row.
 */
export function MapDetailTable({ body, caption, urlKey, exportPreamble }: MapDetailTableProps) {
  const { t } = useExposureT();
  const frame = useFrameT();
  const reply = useApiQuery(exposureKeys.detail(body), (signal) => exposureApi.mapDetail(body, signal));
  const rows = useMemo(() => sortDetailRows(reply.data?.data ?? []), [reply.data]);
  const overallInfo = reply.data?.overallInfo ?? undefined;
  const ticket = useMapTicket<MapDetailRow>();
  const codes = detailColumns(body.betType as MapDetailBetType);
  const amount = (code: string) => (o: { overallInfo: MapDetailOverall | undefined }) =>
    o.overallInfo ? (o.overallInfo.amounts[code] ?? 0) : null;
  const columns: Col[] = [
    { id: 'drawDate', header: 'col.drawDate', footer: 'col.total' },
    { id: 'agent', header: 'col.agent' },
    { id: 'ticketNo', header: 'col.ticketNo', cell: ticket.cell },
    { id: 'number', header: 'col.number' },
    { id: 'poolId', header: 'col.pool', value: (r) => poolLabel(r.poolId, '') },
    { id: 'package', header: 'col.package' },
    ...codes.map((code): Col => ({
      id: `code_${code}`,
      header: codeHeader(code),
      kind: 'amount',
      value: (r) => r.amounts[code] ?? 0,
      footer: amount(code),
    })),
    {
      id: 'total',
      header: 'col.total',
      kind: 'amount',
      footer: (o) => (o.overallInfo ? o.overallInfo.total : null),
    },
  ];
  return (
    <>
      {overallInfo?.processing && <Warning role="status">{frame.t('msg.processing')}</Warning>}
      {reply.isPending && <p>{t('map.loading')}</p>}
      <DataTable<MapDetailRow, MapDetailOverall>
        caption={caption}
        columns={columns}
        rows={rows}
        {...(overallInfo ? { overallInfo } : {})}
        getRowId={(r) => String(r.lineId)}
        namespaces={TABLE_NAMESPACES}
        urlKey={urlKey}
        initialPageSize={100}
        exportCsv
        exportExcel
        exportFileName={`map-detail-${body.betNumber}`}
        {...(exportPreamble ? { exportPreamble } : {})}
      />
      {ticket.modal}
    </>
  );
}
