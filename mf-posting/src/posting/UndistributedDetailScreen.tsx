import { useMemo, useRef, useState } from 'react';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  confirmDialog,
  DataTable,
  Hint,
  Page,
  Panel,
  translateKey,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { postingApi, type UndistributedDetailRow, type UndistributedDetailTotals } from './api';
import { Actions, RowLink, Warning } from './components/bits';
import { RunState } from './components/RunState';
import { useCompanyChoice } from './components/useCompanyChoice';
import { registerPostingTranslations, TABLE_NAMESPACES, usePostingT } from './i18n';
import {
  drawBody,
  drawHref,
  type DrawRef,
  hasUndistributed,
  poolName,
  postingNumberText,
  postingRowId,
  readDraw,
  type RowRun,
} from './model';

registerPostingTranslations();

type Row = UndistributedDetailRow;
type Col = DataTableColumn<Row, UndistributedDetailTotals>;

/**
 * /posting/UndistributedDetail?drawDate&poolId[&companyId]: one draw per number and code, what is
 * posted, distributed and still undistributed; "Distribute now" sends what waits (DoDistribute),
 * "Manual distribution" opens the manual screen on this draw.
 */
export default function UndistributedDetailScreen() {
  const { t } = usePostingT();
  const [params] = useSearchParams();
  const company = useCompanyChoice();
  const text = params.toString();
  const draw = useMemo(() => readDraw(new URLSearchParams(text)), [text]);
  return (
    <Page titleKey="UNDISTRIBUTED_DETAIL">
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
    setRun(
      reply.success && reply.data
        ? { state: 'done', invoices: reply.data.invoices.length, undistributed: reply.data.undistributed }
        : { state: 'failed', message: translateKey(i18n, reply.message ?? 'DEFAULT_ERROR') },
    );
    table.current?.refresh();
  };

  const columns: Col[] = [
    { id: 'number', header: 'col.number', value: (r) => postingNumberText(r), footer: 'col.total' },
    { id: 'code', header: 'col.code' },
    { id: 'posted', header: 'col.posted', kind: 'amount', footer: (c) => c.overallInfo?.posted ?? null },
    {
      id: 'distributed',
      header: 'col.distributed',
      kind: 'amount',
      footer: (c) => c.overallInfo?.distributed ?? null,
    },
    {
      id: 'undistributed',
      header: 'col.undistributed',
      kind: 'amount',
      footer: (c) => c.overallInfo?.undistributed ?? null,
    },
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
        overall={(o) =>
          o
            ? [
                { label: 'col.posted', value: o.posted },
                { label: 'col.distributed', value: o.distributed },
                { label: 'col.undistributed', value: o.undistributed },
              ]
            : []
        }
        exportCsv
        exportExcel
        exportFileName={`undistributed-${draw.drawDate}-${draw.poolId}`}
      />
    </>
  );
}
