import { useEffect, useState, type KeyboardEvent } from 'react';
import {
  Form,
  FormActions,
  TextAreaField,
  useFormContext,
  type FormSubmitHelpers,
} from '@drawdesk/shared-kernel/forms/formik';
import { Button, Hint, Page, Panel } from '@drawdesk/shared-kernel/ui';
import { ordersApi, type BettingContext, type PlaceExpressOrderBody } from './api';
import { BettorPicker } from './components/BettorPicker';
import { Columns } from './components/Columns';
import { ErrorText } from './components/ErrorText';
import { OrderChangeWatch } from './components/OrderChangeWatch';
import { OrderUnavailable, useOrderRefusal } from './components/OrderUnavailable';
import { PreviewPanel } from './components/PreviewPanel';
import { ReceiptPanel } from './components/ReceiptPanel';
import { RecentTickets } from './components/RecentTickets';
import { registerOrdersTranslations, useOrdersT } from './i18n';
import { previewOrder, type OrderPreview } from './preview';
import { useBettingContext } from './useBettingContext';
import { useErrorText } from './useErrorText';
import { useOrderSubmit } from './useOrderSubmit';

registerOrdersTranslations();

const PREVIEW_DELAY_MS = 250;

/** The preview of `text`, recomputed `PREVIEW_DELAY_MS` after the last keystroke. */
function useDebouncedPreview(text: string, ctx: Parameters<typeof previewOrder>[1] | null) {
  const [preview, setPreview] = useState<OrderPreview | null>(null);
  useEffect(() => {
    if (!ctx) return;
    const timer = setTimeout(
      () => setPreview(text.trim() ? previewOrder(text, ctx) : null),
      PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, ctx]);
  return preview;
}

interface ExpressValues {
  betString: string;
}

/** /order/express-betting: type a bet string, see the preview, place it, get the receipt. */
export default function ExpressBettingScreen() {
  const betting = useBettingContext();
  const { ctx, bettorId, reload } = betting;
  const order = useOrderSubmit(ordersApi.placeExpressOrder, reload);
  const bettor = ctx?.bettor ?? null;

  const submit = async (values: ExpressValues, helpers: FormSubmitHelpers<ExpressValues>) => {
    const text = values.betString;
    if (!bettor || !ctx || text.trim() === '') return;
    const now = previewOrder(text, ctx);
    if (now.errors.length > 0) return;
    const body = { betString: text, ...(bettorId !== undefined ? { targetUserId: bettorId } : {}) };
    if (await order.submit(body)) helpers.resetForm({ betString: '' });
  };
  return (
    <Page titleKey="EXPRESS_BETTING">
      <BettorPicker betting={betting} />
      <Form<ExpressValues> initialValues={{ betString: '' }} onSubmit={submit}>
        <OrderChangeWatch onChange={order.changed} />
        <ExpressFields ctx={ctx} order={order} />
      </Form>
      {bettor && <RecentTickets bettorId={bettor.userId} refreshKey={order.placed} />}
    </Page>
  );
}

/** The bet string box (Ctrl+Enter places), the server's refusals, the preview and the receipt. */
function ExpressFields({
  ctx,
  order,
}: {
  ctx: BettingContext | null;
  order: ReturnType<typeof useOrderSubmit<PlaceExpressOrderBody>>;
}) {
  const { t } = useOrdersT();
  const errorText = useErrorText();
  const form = useFormContext<ExpressValues>();
  const refusal = useOrderRefusal();
  const text = form.values.betString;
  const preview = useDebouncedPreview(text, ctx);
  const bettor = ctx?.bettor ?? null;
  const canSubmit = !!bettor && text.trim() !== '' && !order.placing;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !refusal) {
      e.preventDefault();
      void form.submitForm();
    }
  };
  return (
    <>
      {ctx && !bettor && <Hint>{t('common.chooseBettor')}</Hint>}
      <Columns>
        <Panel title={t('express.betString')}>
          <Hint>{t('express.hint')}</Hint>
          <TextAreaField
            name="betString"
            label={t('express.betString')}
            rows={16}
            spellCheck={false}
            autoFocus
            style={{ fontFamily: 'monospace', fontSize: 15 }}
            onKeyDown={onKeyDown}
          />
          {order.serverErrors.length > 0 && (
            <ul data-testid="server-errors">
              {order.serverErrors.map((e, i) => (
                <li key={i}>
                  <ErrorText>
                    {errorText({ line: e.line, reason: e.reason as never, detail: e.detail })}
                  </ErrorText>
                </li>
              ))}
            </ul>
          )}
          {refusal ? (
            <OrderUnavailable refusal={refusal} />
          ) : (
            <FormActions submitLabel={t('common.submit')} disabled={!canSubmit}>
              <Button onClick={() => void form.setFieldValue('betString', '')}>{t('common.clear')}</Button>
            </FormActions>
          )}
        </Panel>
        <div>
          <PreviewPanel preview={preview} empty={!text.trim()} />
          {order.reply && <ReceiptPanel reply={order.reply} />}
        </div>
      </Columns>
    </>
  );
}
