import { useMemo } from 'react';
import { rows, rule, type FormRules } from '@drawdesk/shared-kernel/domain';
import {
  AmountField,
  Form,
  FormActions,
  GridField,
  SelectField,
  TextAreaField,
  useFormContext,
  type GridColumn,
} from '@drawdesk/shared-kernel/forms/formik';
import { ControlBar, Hint, Page, Panel, showDialog } from '@drawdesk/shared-kernel/ui';
import { ordersApi, type BettingContext, type PlaceWebOrderBody } from '../api';
import { useOrdersT } from '../i18n';
import {
  blankFormRow,
  blankFormRows,
  fromFormRow,
  gridCodes,
  kindOptions,
  typedNumbers,
  webOrderRows,
  type WebOrderFormRow,
} from '../model';
import { gridBetString, previewOrder, type GridRow } from '../preview';
import { useBettingContext } from '../useBettingContext';
import { useOrderSubmit } from '../useOrderSubmit';
import { BettorPicker } from './BettorPicker';
import { Columns } from './Columns';
import { DrawDateBoxes } from './DrawDateBoxes';
import { OrderChangeWatch } from './OrderChangeWatch';
import { OrderUnavailable, useOrderRefusal } from './OrderUnavailable';
import { PoolBoxes } from './PoolBoxes';
import { PreviewPanel } from './PreviewPanel';
import { ReceiptPanel } from './ReceiptPanel';
import { RecentTickets } from './RecentTickets';

type Mode = 'grid' | 'numbers';

/** The web order form: the grid's rows, or numbers with one shared amounts row; pools and dates. */
interface WebOrderValues {
  rows: WebOrderFormRow[];
  numbers: string;
  shared: WebOrderFormRow;
  /** null until the user ticks a pool: the betting context's default pools. */
  pools: number[] | null;
  dates: string[];
}

const initialValues = (): WebOrderValues => ({
  rows: blankFormRows(),
  numbers: '',
  shared: blankFormRow(),
  pools: null,
  dates: [],
});

/** A number is digits only (at most 6); which lengths are allowed the submit checks as before. */
const RULES: FormRules = {
  rows: rows({ number: [rule.digitsOnly(), rule.maxLength(6)] }),
};

/** The rows the form stands for: the grid's, or one per typed number with the shared amounts. */
function effectiveRows(mode: Mode, values: WebOrderValues, codes: readonly string[]): GridRow[] {
  if (mode === 'grid') return values.rows.map((r) => fromFormRow(r, codes));
  const shared = fromFormRow(values.shared, codes);
  return typedNumbers(values.numbers).map((n) => ({ ...shared, number: n }));
}

const chosenPools = (values: WebOrderValues, ctx: BettingContext | null) =>
  values.pools ?? ctx?.defaultPools ?? [1];

/** /betting/web-order (grid) and /betting/web-order2 (many numbers, one amounts row). */
export function WebOrderPage({ mode }: { mode: Mode }) {
  const { t } = useOrdersT();
  const betting = useBettingContext();
  const { ctx, bettorId, reload } = betting;
  const order = useOrderSubmit(ordersApi.placeWebOrder, reload);
  const codes = useMemo(() => (ctx ? gridCodes(ctx) : []), [ctx]);

  const submit = async (values: WebOrderValues, resetForm: (v: WebOrderValues) => void) => {
    if (!ctx?.bettor) return;
    const pools = chosenPools(values, ctx);
    const payloadRows = webOrderRows(effectiveRows(mode, values, codes));
    if (pools.length === 0) return void showDialog('error', t('common.selectPool'));
    if (payloadRows.length === 0) return void showDialog('error', t('common.fillRow'));
    if (payloadRows.some((r) => !/^\d{2,6}$/.test(r.number)))
      return void showDialog('error', t('common.badNumber'));
    const body: Omit<PlaceWebOrderBody, 'orderKey'> = { rows: payloadRows, pools };
    if (values.dates.length > 0) body.drawDates = values.dates;
    if (bettorId !== undefined) body.targetUserId = bettorId;
    // A placed order clears the numbers; pools, dates and the shared amounts stay for the next one.
    if (await order.submit(body)) resetForm({ ...values, rows: blankFormRows(), numbers: '' });
  };

  return (
    <Page titleKey={mode === 'grid' ? 'WEB_ORDER' : 'WEB_ORDER_2'}>
      <BettorPicker betting={betting} />
      {ctx && !ctx.bettor && <Hint>{t('common.chooseBettor')}</Hint>}
      {/* The amount columns are the account's bet codes: the form shows once the context is known. */}
      {ctx && (
        <Form<WebOrderValues>
          initialValues={initialValues()}
          rules={RULES}
          onSubmit={(values, helpers) => submit(values, helpers.resetForm)}
        >
          <OrderChangeWatch onChange={order.changed} />
          <WebOrderFields mode={mode} ctx={ctx} codes={codes} canSubmit={!!ctx.bettor && !order.placing}>
            {order.reply && <ReceiptPanel reply={order.reply} />}
          </WebOrderFields>
        </Form>
      )}
      {ctx?.bettor && <RecentTickets bettorId={ctx.bettor.userId} refreshKey={order.placed} />}
    </Page>
  );
}

/** The form's fields and the live preview of what they stand for. */
function WebOrderFields({
  mode,
  ctx,
  codes,
  canSubmit,
  children,
}: {
  mode: Mode;
  ctx: BettingContext;
  codes: readonly string[];
  canSubmit: boolean;
  children: React.ReactNode;
}) {
  const { t } = useOrdersT();
  const refusal = useOrderRefusal();
  const { values } = useFormContext<WebOrderValues>();
  const pools = chosenPools(values, ctx);
  const rowsNow = effectiveRows(mode, values, codes);
  const payloadRows = webOrderRows(rowsNow);
  const openDates = useMemo(
    () => [...new Set(ctx.openDraws.filter((d) => pools.includes(d.poolId)).map((d) => d.drawDate))].sort(),
    [ctx, pools],
  );
  const betString = gridBetString(
    rowsNow.filter((r) => r.number.trim() !== ''),
    pools,
    values.dates,
  );
  const preview = payloadRows.length > 0 && pools.length > 0 ? previewOrder(betString, ctx) : null;
  const kinds = kindOptions(t);
  const columns: GridColumn<WebOrderFormRow>[] = [
    { name: 'number', label: t('common.number'), inputMode: 'numeric', maxLength: 6, width: 80 },
    { name: 'kind', label: t('common.kind'), kind: 'select', options: kinds },
    ...codes.map((c): GridColumn<WebOrderFormRow> => ({ name: c, label: c, kind: 'amount', width: 70 })),
  ];

  return (
    <Columns>
      <Panel title={mode === 'grid' ? t('common.number') : t('web.numbers')}>
        <PoolBoxes name="pools" defaults={ctx.defaultPools} />
        <DrawDateBoxes name="dates" openDates={openDates} />
        {mode === 'grid' ? (
          <GridField<WebOrderFormRow>
            name="rows"
            label={t('common.number')}
            columns={columns}
            newRow={blankFormRow}
            removable
            addLabel={t('web.addRow')}
            removeLabel={t('web.removeRow')}
          />
        ) : (
          <>
            <TextAreaField
              name="numbers"
              label={t('web.numbers')}
              hint={t('web.numbersHint')}
              rows={8}
              style={{ fontFamily: 'monospace' }}
            />
            <div>{t('web.amounts')}</div>
            <ControlBar>
              <SelectField<number> name="shared.kind" label={t('common.kind')} options={kinds} />
              {codes.map((c) => (
                <AmountField key={c} name={`shared.${c}`} label={c} />
              ))}
            </ControlBar>
          </>
        )}
        {refusal ? (
          <OrderUnavailable refusal={refusal} />
        ) : (
          <FormActions submitLabel={t('common.submit')} disabled={!canSubmit} />
        )}
      </Panel>
      <div>
        <PreviewPanel preview={preview} empty={payloadRows.length === 0} />
        {children}
      </div>
    </Columns>
  );
}
