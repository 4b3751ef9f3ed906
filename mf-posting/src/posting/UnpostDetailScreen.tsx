import { useMemo, useRef, useState } from 'react';
import { formatAmount, formatDate } from '@drawdesk/shared-kernel/domain';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import {
  Button,
  confirmDialog,
  DataTable,
  Hint,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
  type TableSelection,
} from '@drawdesk/shared-kernel/ui';
import { postingApi, type UnpostDetailRow, type UnpostDetailTotals } from './api';
import { Actions, RowLink, showPostOutcome } from './components/bits';
import { DrawDetailPage } from './components/DrawDetailPage';
import { overallAmounts, totalColumn } from './components/totals';
import { registerPostingTranslations, TABLE_NAMESPACES, usePostingT } from './i18n';
import {
  drawBody,
  drawHref,
  type DrawRef,
  poolName,
  postingNumberText,
  postingRowId,
  postItems,
  type PostLine,
  unpostedTotal,
} from './model';

registerPostingTranslations();

type Row = UnpostDetailRow;
type Totals = UnpostDetailTotals;
type Col = DataTableColumn<Row, Totals>;

/** The table's search is a number filter (digits only; anything else searches nothing). */
const numberOf = (search: string): string | undefined => {
  const s = search.trim();
  return /^\d{1,6}$/.test(s) ? s : undefined;
};

/**
 * /posting/UnpostDetail?drawDate&poolId[&companyId]: one draw per number and code (unposted,
 * posted, distributed, carried). Rows are selected and posted (DoPost with their number and code),
 * or every unposted amount of the draw at once; each after a confirmation.
 */
export default function UnpostDetailScreen() {
  return (
    <DrawDetailPage titleKey="UNPOST_DETAIL">
      {(draw, superAdmin) => <DetailTable draw={draw} superAdmin={superAdmin} />}
    </DrawDetailPage>
  );
}

function DetailTable({ draw, superAdmin }: { draw: DrawRef; superAdmin: boolean }) {
  const { t } = usePostingT();
  const table = useRef<DataTableHandle>(null);
  const [selection, setSelection] = useState<TableSelection<Row> | null>(null);
  const [totals, setTotals] = useState<UnpostDetailTotals | null>(null);
  const body = useMemo(() => drawBody(draw), [draw]);
  const canAct = !superAdmin || draw.companyId !== undefined;
  const pool = poolName(draw.poolId);

  const fetchPage: FetchPage<Row, UnpostDetailTotals> = async (q) => {
    const number = numberOf(q.search);
    if (q.search.trim() !== '' && number === undefined)
      return { rows: [], totalCount: 0, overallInfo: null, success: true };
    const page = await postingApi.unpostDetail({ ...body, ...(number ? { number } : {}) }, q);
    if (page.success && !number) setTotals(page.overallInfo);
    return page;
  };

  const post = async (items: PostLine[] | undefined, amount: number, count: number) => {
    const question = items
      ? t('post.confirmSome', { count, pool, date: formatDate(draw.drawDate), amount: formatAmount(amount) })
      : t('post.confirmAll', { pool, date: formatDate(draw.drawDate), amount: formatAmount(amount) });
    if (!(await confirmDialog(question))) return;
    const reply = await postingApi.doPost({ ...body, ...(items ? { items } : {}) });
    await showPostOutcome(reply, t);
    table.current?.clearSelection();
    table.current?.refresh();
  };

  const postSelected = async () => {
    if (!selection) return;
    let rows: readonly Row[] = selection.rows;
    if (selection.allMatching) {
      const number = numberOf(selection.query.search);
      const all = await postingApi.unpostDetailAll({ ...body, ...(number ? { number } : {}) });
      if (!all.success) return;
      rows = all.rows;
    }
    const items = postItems(rows);
    if (items.length === 0) {
      await showDialog('warning', t('post.nothing'));
      return;
    }
    await post(items, unpostedTotal(rows), items.length);
  };

  const selectedCount = selection ? postItems(selection.rows).length : 0;
  const shownCount = selection?.allMatching ? selection.count : selectedCount;
  const columns: Col[] = [
    { id: 'number', header: 'col.number', value: (r) => postingNumberText(r), footer: 'col.total' },
    { id: 'code', header: 'col.code' },
    totalColumn<Row, Totals>('unposted'),
    totalColumn<Row, Totals>('posted'),
    totalColumn<Row, Totals>('distributed'),
    totalColumn<Row, Totals>('carried'),
  ];

  return (
    <>
      <h2>{t('post.heading', { pool, date: formatDate(draw.drawDate) })}</h2>
      <Actions>
        <RowLink to={drawHref(PATHS.undistributedDetail, draw)}>{t('dist.detail')}</RowLink>
      </Actions>
      {!canAct && <Hint>{t('msg.allCompaniesAction')}</Hint>}
      <DataTable<Row, UnpostDetailTotals>
        ref={table}
        caption={t('UNPOST_DETAIL', { ns: ['common'] })}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={body}
        getRowId={postingRowId}
        namespaces={TABLE_NAMESPACES}
        searchable
        initialPageSize={100}
        selectable={canAct}
        onSelectionChange={setSelection}
        overall={overallAmounts<Totals>(['unposted', 'posted', 'distributed'])}
        toolbar={
          canAct ? (
            <Actions>
              <Button
                compact
                variant="primary"
                disabled={shownCount === 0}
                onClick={() => void postSelected()}
              >
                {t('post.postSelected', { count: shownCount })}
              </Button>
              <Button
                compact
                disabled={!totals || Math.round(totals.unposted * 100) <= 0}
                onClick={() => void post(undefined, totals?.unposted ?? 0, 0)}
              >
                {t('post.postAll')}
              </Button>
            </Actions>
          ) : undefined
        }
        exportCsv
        exportExcel
        exportFileName={`unposted-${draw.drawDate}-${draw.poolId}`}
      />
    </>
  );
}
