import { useRef, useState } from 'react';
import { formatDateTime, poolLetters } from '@drawdesk/shared-kernel/domain';
import {
  Button,
  confirmDialog,
  ControlBar,
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
import { ordersApi, type AutoTicketRow, type SaveRunTicketBody } from './api';
import { BettorPicker } from './components/BettorPicker';
import { Field } from './components/Field';
import { PoolBoxes } from './components/PoolBoxes';
import { registerOrdersTranslations, TABLE_NAMESPACES, useOrdersT } from './i18n';
import { useBettingContext } from './useBettingContext';

registerOrdersTranslations();

/** /order/auto-ticket: save a bet string to be placed on each coming draw; list and void them. */
export default function AutoTicketScreen() {
  const { t } = useOrdersT();
  const betting = useBettingContext();
  const { ctx, bettorId } = betting;
  const [betString, setBetString] = useState('');
  const [pools, setPools] = useState<number[]>([1]);
  const [runType, setRunType] = useState<'count' | 'endDate'>('count');
  const [count, setCount] = useState('');
  const [endDate, setEndDate] = useState('');
  const [selection, setSelection] = useState<AutoTicketRow[]>([]);
  const table = useRef<DataTableHandle>(null);

  const save = async () => {
    if (pools.length === 0) return void showDialog('error', t('common.selectPool'));
    const runValue = runType === 'count' ? count.trim() : endDate;
    if (!runValue) return void showDialog('error', t('auto.runAmount'));
    const body: SaveRunTicketBody = { betString, pools };
    if (runType === 'count') body.count = Number(count);
    else body.endDate = endDate;
    if (bettorId !== undefined) body.targetUserId = bettorId;
    const reply = await ordersApi.saveAutoTicket(body);
    if (!reply.success) return;
    setBetString('');
    await showDialog('success', t('auto.saved'));
    table.current?.refresh();
  };

  const voidSelected = async () => {
    if (selection.length === 0) return void showDialog('error', t('auto.selectOne'));
    if (!(await confirmDialog(t('auto.voidConfirm', { count: selection.length })))) return;
    const reply = await ordersApi.voidAutoTickets(selection.map((r) => r.id));
    if (reply.success) {
      table.current?.clearSelection();
      table.current?.refresh();
    }
  };

  const fetchPage: FetchPage<AutoTicketRow> = (q) => ordersApi.autoTickets(bettorId, q);
  const columns: DataTableColumn<AutoTicketRow>[] = [
    { id: 'id', header: '#' },
    { id: 'bettor', header: 'common.bettor' },
    {
      id: 'betString',
      header: 'express.betString',
      cell: (r) => <pre style={{ margin: 0 }}>{r.betString}</pre>,
    },
    {
      id: 'pools',
      header: 'common.pools',
      value: (r) => poolLetters(r.pools),
    },
    { id: 'remaining', header: 'auto.remaining', value: (r) => (r.remaining === null ? '' : r.remaining) },
    { id: 'endDate', header: 'auto.endDate', value: (r) => r.endDate ?? '' },
    { id: 'runs', header: 'auto.runs' },
    { id: 'status', header: 'common.status', value: (r) => t(`auto.statuses.s${r.status}`) },
    { id: 'lastError', header: 'auto.lastError' },
    { id: 'createdAt', header: 'auto.createdAt', value: (r) => formatDateTime(r.createdAt) },
  ];

  return (
    <Page titleKey="AUTO_TICKET">
      <BettorPicker betting={betting} />
      <Panel title={t('auto.formTitle')}>
        {ctx && !ctx.bettor && <Hint>{t('common.chooseBettor')}</Hint>}
        <Field label={t('auto.betString')}>
          <textarea
            aria-label={t('auto.betString')}
            rows={6}
            style={{ width: '100%', fontFamily: 'monospace' }}
            value={betString}
            onChange={(e) => setBetString(e.target.value)}
          />
        </Field>
        <PoolBoxes value={pools} onChange={setPools} />
        <ControlBar>
          <label>
            <input
              type="radio"
              name="runType"
              checked={runType === 'count'}
              onChange={() => setRunType('count')}
            />{' '}
            {t('auto.byCount')}
          </label>
          <input
            aria-label={t('auto.count')}
            inputMode="numeric"
            size={5}
            value={count}
            disabled={runType !== 'count'}
            onChange={(e) => setCount(e.target.value.replace(/\D/g, ''))}
          />
          <label>
            <input
              type="radio"
              name="runType"
              checked={runType === 'endDate'}
              onChange={() => setRunType('endDate')}
            />{' '}
            {t('auto.byEndDate')}
          </label>
          <input
            type="date"
            aria-label={t('auto.endDate')}
            value={endDate}
            disabled={runType !== 'endDate'}
            onChange={(e) => setEndDate(e.target.value)}
          />
          <Button variant="primary" disabled={!ctx?.bettor || !betString.trim()} onClick={() => void save()}>
            {t('auto.save')}
          </Button>
        </ControlBar>
      </Panel>
      <Panel title={t('auto.listTitle')}>
        <DataTable
          ref={table}
          caption={t('auto.listTitle')}
          columns={columns}
          fetchPage={fetchPage}
          queryKey={{ bettorId }}
          getRowId={(r) => String(r.id)}
          namespaces={TABLE_NAMESPACES}
          selectable
          onSelectionChange={(s: TableSelection<AutoTicketRow>) => setSelection(s.rows)}
          rowTint={(r) => (r.status === 1 ? 'danger' : undefined)}
          toolbar={
            <Button variant="danger" onClick={() => void voidSelected()}>
              {t('auto.voidSelected')}
            </Button>
          }
        />
      </Panel>
    </Page>
  );
}
