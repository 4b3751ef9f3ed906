import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  DataTable,
  type DataTableColumn,
  type FetchPage,
  type OverallItem,
  type TableQuery,
  type TablePage,
} from '@drawdesk/shared-kernel/ui';
import { useTicketReceipt } from '../../frame/components/TicketReceiptModal';
import { Warning } from '../../frame/components/Warning';
import { TABLE_NAMESPACES, useDetailsT } from '../i18n';
import type { DetailFilter } from '../model';
import { DetailFrame } from './DetailFrame';
import { useDetailLines } from './useDetailLines';

export interface LinesDetailProps<
  Q extends DetailFilter,
  R extends { ticketId: number; ticketNo: string },
  O extends { processing?: boolean },
> {
  /** The page's title key (also the table's caption). */
  titleKey: string;
  /** The page's query from its address; null: the address is wrong. */
  queryOf: (params: URLSearchParams) => Q | null;
  /** The account the page is about, as shown above the table (none: the viewer's own lines). */
  accountOf?: (params: URLSearchParams, query: Q | null) => string | undefined;
  /** One page of the lines; the paging carries the table search, which `fetch` sends to the server. */
  fetch: (query: Q, paging: TableQuery) => Promise<TablePage<R, O>>;
  /** The table's columns; `ticketCell` opens a line's ticket receipt. */
  columns: (ticketCell: (row: R) => ReactNode) => DataTableColumn<R, O>[];
  /** The totals above the table (when the reply has them). */
  overall: (o: O) => OverallItem[];
  exportFileName: string;
}

/**
 * A detail page of settled lines, everything read from its address (so it reloads and opens in a
 * new tab as it was): what it shows, the processing warning, and the paged table of lines with
 * totals, receipts on the ticket numbers, print and export.
 */
export function LinesDetail<
  Q extends DetailFilter,
  R extends { ticketId: number; ticketNo: string },
  O extends { processing?: boolean },
>(props: LinesDetailProps<Q, R, O>) {
  const { titleKey, queryOf, accountOf, fetch, overall } = props;
  const { t } = useDetailsT();
  const [params] = useSearchParams();
  const paramsText = params.toString();
  const query = useMemo(() => queryOf(new URLSearchParams(paramsText)), [queryOf, paramsText]);
  const account = accountOf ? accountOf(params, query) : (params.get('username') ?? undefined);
  const lines = useDetailLines(query, account);
  const [processing, setProcessing] = useState(false);

  const fetchPage: FetchPage<R, O> = async (q) => {
    if (!query) return { rows: [], totalCount: 0 };
    const page = await fetch(query, q);
    setProcessing(Boolean(page.overallInfo?.processing));
    return page;
  };
  const receipt = useTicketReceipt<R>();
  return (
    <DetailFrame titleKey={titleKey} lines={lines}>
      {processing && <Warning role="status">{t('msg.processing')}</Warning>}
      <DataTable<R, O>
        caption={t(titleKey, { ns: ['common', 'ui'] })}
        columns={props.columns(receipt.cell)}
        fetchPage={fetchPage}
        searchable
        queryKey={query}
        namespaces={TABLE_NAMESPACES}
        overall={(o) => (o ? overall(o) : [])}
        exportCsv
        exportExcel
        exportFileName={props.exportFileName}
      />
      {receipt.modal}
    </DetailFrame>
  );
}
