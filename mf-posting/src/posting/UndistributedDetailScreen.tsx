import { useMemo, useRef, useState } from 'react';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import {
  Button,
  confirmDialog,
  DataTable,
  Hint,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { postingApi, type UndistributedDetailRow, type UndistributedDetailTotals } from './api';
import { Actions, RowLink } from './components/bits';
import { DrawDetailPage } from './components/DrawDetailPage';
import { distributeOutcome, RunState } from './components/RunState';
import { overallAmounts, totalColumn } from './components/totals';
import { registerPostingTranslations, TABLE_NAMESPACES, usePostingT } from './i18n';
import {
  drawBody,
  drawHref,
  type DrawRef,
  hasUndistributed,
  poolName,
  postingNumberText,
  postingRowId,
  type RowRun,
} from './model';

registerPostingTranslations();

type Row = UndistributedDetailRow;
type Totals = UndistributedDetailTotals;
type Col = DataTableColumn<Row, Totals>;

/**
 * /posting/UndistributedDetail?drawDate&poolId[&companyId]: one draw per number and code, what is
 * posted, distributed and still undistributed; "Distribute now" sends what waits (DoDistribute),
 * "Manual distribution" opens the manual screen on this draw.
 */
export default function UndistributedDetailScreen() {
  return (
    <DrawDetailPage titleKey="UNDISTRIBUTED_DETAIL">
      {(draw, superAdmin) => <DetailTable draw={draw} superAdmin={superAdmin} />}
    </DrawDetailPage>
  );
}

function DetailTable({ draw, superAdmin }: { draw: DrawRef; superAdmin: boolean }) {
  const { t, i18n } = usePostingT();
  const table = useRef<DataTableHandle>(null);
  const [totals, setTotals] = useState<UndistributedDetailTotals | null>(null);
  const [run, setRun] = useState<RowRun | undefined>(undefined);
  const body = useMemo(() => drawBody(draw), [draw]);
  const canAct = !superAdmin || draw.companyId !== undefined;
  const pool = poolName(draw.poolId);

  const fetchPage: FetchPage<Row, UndistributedDetailTotals> = async (q) => {
    const page = await postingApi.undistributedDetail(body, q);
    if (page.success) setTotals(page.overallInfo);
    return page;
  };

  const distribute = async () => {
    if (!(await confirmDialog(t('dist.confirmOne', { pool, date: draw.drawDate })))) return;
    setRun({ state: 'running' });
    const reply = await postingApi.doDistribute(body);
    setRun(distributeOutcome(reply, i18n));
    table.current?.refresh();
  };

  const columns: Col[] = [
    { id: 'number', header: 'col.number', value: (r) => postingNumberText(r), footer: 'col.total' },
    { id: 'code', header: 'col.code' },
    totalColumn<Row, Totals>('posted'),
    totalColumn<Row, Totals>('distributed'),
    totalColumn<Row, Totals>('undistributed'),
  ];
  return (
    <>
      <h2>{t('post.heading', { pool, date: draw.drawDate })}</h2>
      {!canAct && <Hint>{t('msg.allCompaniesAction')}</Hint>}
      <Actions>
        {canAct && (
          <Button
            variant="primary"
            disabled={run?.state === 'running' || !totals || !hasUndistributed(totals)}
            onClick={() => void distribute()}
          >
            {t('dist.now')}
          </Button>
        )}
        <RunState run={run} />
        <RowLink to={drawHref(PATHS.manualDistribute, draw)}>{t('dist.manual')}</RowLink>
        <RowLink to={drawHref(PATHS.unpostDetail, draw)}>{t('UNPOST_DETAIL', { ns: ['common'] })}</RowLink>
      </Actions>
      <DataTable<Row, UndistributedDetailTotals>
        ref={table}
        caption={t('UNDISTRIBUTED_DETAIL', { ns: ['common'] })}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={body}
        getRowId={postingRowId}
        namespaces={TABLE_NAMESPACES}
        searchable={false}
        initialPageSize={100}
        overall={overallAmounts<Totals>(['posted', 'distributed', 'undistributed'])}
        exportCsv
        exportExcel
        exportFileName={`undistributed-${draw.drawDate}-${draw.poolId}`}
      />
    </>
  );
}
