import { useMemo, useRef, useState } from 'react';
import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  confirmDialog,
  DataTable,
  Hint,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
  type TableSelection,
} from '@drawdesk/shared-kernel/ui';
import { postingApi, type UnpostDetailRow, type UnpostDetailTotals } from './api';
import { Actions, RowLink, showRefusal, Warning } from './components/bits';
import { useCompanyChoice } from './components/useCompanyChoice';
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
  readDraw,
  unpostedTotal,
} from './model';

registerPostingTranslations();

type Row = UnpostDetailRow;
type Col = DataTableColumn<Row, UnpostDetailTotals>;

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
  const { t } = usePostingT();
  const [params] = useSearchParams();
  const company = useCompanyChoice();
  const text = params.toString();
  const draw = useMemo(() => readDraw(new URLSearchParams(text)), [text]);
  return (
    <Page titleKey="UNPOST_DETAIL">
      <Panel>
        {draw ? (
          <DetailTable draw={draw} superAdmin={company.superAdmin} />
        ) : (
          <Warning role="alert">{t('msg.badQuery')}</Warning>
        )}
      </Panel>
    </Page>
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
      ? t('post.confirmSome', { count, pool, date: draw.drawDate, amount: formatAmount(amount) })
      : t('post.confirmAll', { pool, date: draw.drawDate, amount: formatAmount(amount) });
    if (!(await confirmDialog(question))) return;
    const reply = await postingApi.doPost({ ...body, ...(items ? { items } : {}) });
    if (reply.success && reply.data)
      await showDialog(
        'success',
        t('post.done', { amount: formatAmount(reply.data.posted), lines: reply.data.lines }),
      );
    else await showRefusal(reply);
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
    {
      id: 'unposted',
      header: 'col.unposted',
      kind: 'amount',
      footer: (c) => c.overallInfo?.unposted ?? null,
    },
    { id: 'posted', header: 'col.posted', kind: 'amount', footer: (c) => c.overallInfo?.posted ?? null },
    {
      id: 'distributed',
      header: 'col.distributed',
      kind: 'amount',
      footer: (c) => c.overallInfo?.distributed ?? null,
    },
    { id: 'carried', header: 'col.carried', kind: 'amount', footer: (c) => c.overallInfo?.carried ?? null },
  ];

  return (
    <>
      <h2>{t('post.heading', { pool, date: draw.drawDate })}</h2>
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
        overall={(o) =>
          o
            ? [
                { label: 'col.unposted', value: o.unposted },
                { label: 'col.posted', value: o.posted },
                { label: 'col.distributed', value: o.distributed },
              ]
            : []
        }
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
