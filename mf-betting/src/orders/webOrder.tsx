import { useMemo, useState } from 'react';
import type { BettingContext } from '@drawdesk/shared-kernel/contract';
import { Button, Page, Panel, showDialog } from '@drawdesk/shared-kernel/ui';
import { gridBetString, previewOrder, type GridRow } from './preview';
import {
  BettorPicker,
  Columns,
  Hint,
  PoolBoxes,
  PreviewPanel,
  ReceiptPanel,
  RecentTickets,
  Row,
  useBettingContext,
  useOrderSubmit,
  useOrdersT,
} from './shared';

const KINDS = [1, 2, 3, 4, 5, 6] as const;
const EMPTY_ROWS = 5;

/** The amount columns: the 4-digit then the 3-digit format of the account, once each. */
export function gridCodes(ctx: BettingContext): string[] {
  return [...new Set([...(ctx.betFormats['4'] ?? []), ...(ctx.betFormats['3'] ?? [])])];
}

const blankRow = (): GridRow => ({ number: '', kind: 1, amounts: {} });

/** Rows that carry a number and at least one amount, as PlaceWebOrder wants them. */
export function webOrderRows(rows: readonly GridRow[]) {
  return rows
    .filter((r) => r.number.trim() !== '')
    .map((r) => ({
      number: r.number.trim(),
      kind: r.kind,
      amounts: Object.fromEntries(
        Object.entries(r.amounts)
          .filter(([, v]) => v.trim() !== '' && Number(v) > 0)
          .map(([c, v]) => [c, Number(v)]),
      ),
    }))
    .filter((r) => Object.keys(r.amounts).length > 0);
}

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
  const order = useOrderSubmit('PlaceWebOrder', reload);
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
    const body: Record<string, unknown> = { rows: payloadRows, pools: chosenPools };
    if (dates.length > 0) body.drawDates = dates;
    if (bettorId !== undefined) body.targetUserId = bettorId;
    if (await order.submit(body)) {
      setRows(Array.from({ length: EMPTY_ROWS }, blankRow));
      setNumbers('');
    }
  };

  const kindSelect = (value: number, onChange: (k: number) => void, label: string) => (
    <select aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {KINDS.map((k) => (
        <option key={k} value={k}>
          {t(`common.kinds.k${k}`)}
        </option>
      ))}
    </select>
  );
  const amountInput = (row: GridRow, code: string, onChange: (v: string) => void, label: string) => (
    <input
      aria-label={label}
      inputMode="decimal"
      size={5}
      value={row.amounts[code] ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );

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
          <fieldset style={{ border: 'none', padding: 0, margin: '8px 0' }}>
            <legend>{t('common.drawDates')}</legend>
            <Hint>{dates.length === 0 ? t('common.nextDraw') : dates.join(', ')}</Hint>
            {openDates.slice(0, 9).map((d) => (
              <label key={d} style={{ marginRight: 8 }}>
                <input
                  type="checkbox"
                  checked={dates.includes(d)}
                  onChange={(e) => {
                    order.changed();
                    setDates(e.target.checked ? [...dates, d].sort() : dates.filter((x) => x !== d));
                  }}
                />{' '}
                {d}
              </label>
            ))}
          </fieldset>
          {mode === 'grid' ? (
            <table aria-label={t('common.number')}>
              <thead>
                <tr>
                  <th>{t('common.number')}</th>
                  <th>{t('common.kind')}</th>
                  {codes.map((c) => (
                    <th key={c}>{c}</th>
                  ))}
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={i}>
                    <td>
                      <input
                        aria-label={`${t('common.number')} ${i + 1}`}
                        inputMode="numeric"
                        size={7}
                        value={r.number}
                        onChange={(e) => edit(i, { number: e.target.value.replace(/\D/g, '').slice(0, 6) })}
                      />
                    </td>
                    <td>{kindSelect(r.kind, (k) => edit(i, { kind: k }), `${t('common.kind')} ${i + 1}`)}</td>
                    {codes.map((c) => (
                      <td key={c}>
                        {amountInput(
                          r,
                          c,
                          (v) => edit(i, { amounts: { ...r.amounts, [c]: v } }),
                          `${c} ${i + 1}`,
                        )}
                      </td>
                    ))}
                    <td>
                      <Button compact onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>
                        {t('web.removeRow')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
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
              <Row>
                {kindSelect(shared.kind, (k) => setShared({ ...shared, kind: k }), t('common.kind'))}
                {codes.map((c) => (
                  <label key={c}>
                    {c}{' '}
                    {amountInput(
                      shared,
                      c,
                      (v) => setShared({ ...shared, amounts: { ...shared.amounts, [c]: v } }),
                      c,
                    )}
                  </label>
                ))}
              </Row>
            </>
          )}
          <Row>
            {mode === 'grid' && (
              <Button onClick={() => setRows((rs) => [...rs, blankRow()])}>{t('web.addRow')}</Button>
            )}
            <Button variant="primary" disabled={!ctx?.bettor || order.placing} onClick={() => void submit()}>
              {t('common.submit')}
            </Button>
          </Row>
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
