import { useMemo, useState } from 'react';
import { Button, ControlBar, Hint, Page, Panel, showDialog } from '@drawdesk/shared-kernel/ui';
import { ordersApi, type PlaceWebOrderBody } from '../api';
import { useOrdersT } from '../i18n';
import { blankRow, EMPTY_ROWS, gridCodes, webOrderRows } from '../model';
import { gridBetString, previewOrder, type GridRow } from '../preview';
import { useBettingContext } from '../useBettingContext';
import { useOrderSubmit } from '../useOrderSubmit';
import { AmountInput } from './AmountInput';
import { BettorPicker } from './BettorPicker';
import { Columns } from './Columns';
import { DrawDateBoxes } from './DrawDateBoxes';
import { KindSelect } from './KindSelect';
import { PoolBoxes } from './PoolBoxes';
import { PreviewPanel } from './PreviewPanel';
import { ReceiptPanel } from './ReceiptPanel';
import { RecentTickets } from './RecentTickets';
import { WebOrderGrid } from './WebOrderGrid';

/** /betting/web-order (grid) and /betting/web-order2 (many numbers, one amounts row). */
export function WebOrderPage({ mode }: { mode: 'grid' | 'numbers' }) {
  const { t } = useOrdersT();
  const betting = useBettingContext();
  const { ctx, bettorId, reload } = betting;
  const [rows, setRows] = useState<GridRow[]>(() => Array.from({ length: EMPTY_ROWS }, blankRow));
  const [numbers, setNumbers] = useState('');
  const [shared, setShared] = useState<GridRow>(blankRow);
  const [pools, setPools] = useState<number[] | null>(null);
  const [dates, setDates] = useState<string[]>([]);
  const order = useOrderSubmit(ordersApi.placeWebOrder, reload);
  const chosenPools = pools ?? ctx?.defaultPools ?? [1];
  const codes = ctx ? gridCodes(ctx) : [];

  const effectiveRows: GridRow[] =
    mode === 'grid'
      ? rows
      : numbers
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map((n) => ({ ...shared, number: n }));
  const payloadRows = webOrderRows(effectiveRows);
  const openDates = useMemo(
    () =>
      [
        ...new Set(
          (ctx?.openDraws ?? []).filter((d) => chosenPools.includes(d.poolId)).map((d) => d.drawDate),
        ),
      ].sort(),
    [ctx, chosenPools],
  );
  const betString = gridBetString(
    effectiveRows.filter((r) => r.number.trim() !== ''),
    chosenPools,
    dates,
  );
  const preview =
    ctx && payloadRows.length > 0 && chosenPools.length > 0 ? previewOrder(betString, ctx) : null;

  const edit = (i: number, patch: Partial<GridRow>) => {
    order.changed();
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  };
  const submit = async () => {
    if (!ctx?.bettor) return;
    if (chosenPools.length === 0) return void showDialog('error', t('common.selectPool'));
    if (payloadRows.length === 0) return void showDialog('error', t('common.fillRow'));
    if (payloadRows.some((r) => !/^\d{2,6}$/.test(r.number)))
      return void showDialog('error', t('common.badNumber'));
    const body: Omit<PlaceWebOrderBody, 'orderKey'> = { rows: payloadRows, pools: chosenPools };
    if (dates.length > 0) body.drawDates = dates;
    if (bettorId !== undefined) body.targetUserId = bettorId;
    if (await order.submit(body)) {
      setRows(Array.from({ length: EMPTY_ROWS }, blankRow));
      setNumbers('');
    }
  };

  return (
    <Page titleKey={mode === 'grid' ? 'WEB_ORDER' : 'WEB_ORDER_2'}>
      <BettorPicker betting={betting} />
      {ctx && !ctx.bettor && <Hint>{t('common.chooseBettor')}</Hint>}
      <Columns>
        <Panel title={mode === 'grid' ? t('common.number') : t('web.numbers')}>
          <PoolBoxes
            value={chosenPools}
            onChange={(v) => {
              order.changed();
              setPools(v);
            }}
          />
          <DrawDateBoxes
            openDates={openDates}
            value={dates}
            onChange={(d) => {
              order.changed();
              setDates(d);
            }}
          />
          {mode === 'grid' ? (
            <WebOrderGrid
              rows={rows}
              codes={codes}
              onEdit={edit}
              onRemove={(i) => setRows((rs) => rs.filter((_, j) => j !== i))}
            />
          ) : (
            <>
              <Hint>{t('web.numbersHint')}</Hint>
              <textarea
                aria-label={t('web.numbers')}
                rows={8}
                style={{ width: '100%', fontFamily: 'monospace' }}
                value={numbers}
                onChange={(e) => {
                  order.changed();
                  setNumbers(e.target.value);
                }}
              />
              <div>{t('web.amounts')}</div>
              <ControlBar>
                <KindSelect
                  value={shared.kind}
                  onChange={(k) => setShared({ ...shared, kind: k })}
                  label={t('common.kind')}
                />
                {codes.map((c) => (
                  <label key={c}>
                    {c}{' '}
                    <AmountInput
                      row={shared}
                      code={c}
                      onChange={(v) => setShared({ ...shared, amounts: { ...shared.amounts, [c]: v } })}
                      label={c}
                    />
                  </label>
                ))}
              </ControlBar>
            </>
          )}
          <ControlBar>
            {mode === 'grid' && (
              <Button onClick={() => setRows((rs) => [...rs, blankRow()])}>{t('web.addRow')}</Button>
            )}
            <Button variant="primary" disabled={!ctx?.bettor || order.placing} onClick={() => void submit()}>
              {t('common.submit')}
            </Button>
          </ControlBar>
        </Panel>
        <div>
          <PreviewPanel preview={preview} empty={payloadRows.length === 0} />
          {order.reply && <ReceiptPanel reply={order.reply} />}
        </div>
      </Columns>
      {ctx?.bettor && <RecentTickets bettorId={ctx.bettor.userId} refreshKey={order.placed} />}
    </Page>
  );
}
