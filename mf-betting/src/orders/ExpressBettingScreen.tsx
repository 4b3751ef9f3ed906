import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button, ControlBar, Hint, Page, Panel } from '@drawdesk/shared-kernel/ui';
import { ordersApi } from './api';
import { BettorPicker } from './components/BettorPicker';
import { Columns } from './components/Columns';
import { ErrorText } from './components/ErrorText';
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

/** /order/express-betting: type a bet string, see the preview, place it, get the receipt. */
export default function ExpressBettingScreen() {
  const { t } = useOrdersT();
  const errorText = useErrorText();
  const betting = useBettingContext();
  const { ctx, bettorId, reload } = betting;
  const [text, setText] = useState('');
  const preview = useDebouncedPreview(text, ctx);
  const order = useOrderSubmit(ordersApi.placeExpressOrder, reload);
  const bettor = ctx?.bettor ?? null;

  const canSubmit = !!bettor && text.trim() !== '' && !order.placing;
  const submit = async () => {
    if (!canSubmit || !ctx) return;
    const now = previewOrder(text, ctx);
    if (now.errors.length > 0) return;
    const body = { betString: text, ...(bettorId !== undefined ? { targetUserId: bettorId } : {}) };
    if (await order.submit(body)) setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };
  return (
    <Page titleKey="EXPRESS_BETTING">
      <BettorPicker betting={betting} />
      {ctx && !bettor && <Hint>{t('common.chooseBettor')}</Hint>}
      <Columns>
        <Panel title={t('express.betString')}>
          <Hint>{t('express.hint')}</Hint>
          <textarea
            aria-label={t('express.betString')}
            value={text}
            rows={16}
            spellCheck={false}
            autoFocus
            style={{ width: '100%', fontFamily: 'monospace', fontSize: 15 }}
            onChange={(e) => {
              setText(e.target.value);
              order.changed();
            }}
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
          <ControlBar>
            <Button variant="primary" disabled={!canSubmit} onClick={() => void submit()}>
              {t('common.submit')}
            </Button>
            <Button onClick={() => setText('')}>{t('common.clear')}</Button>
          </ControlBar>
        </Panel>
        <div>
          <PreviewPanel preview={preview} empty={!text.trim()} />
          {order.reply && <ReceiptPanel reply={order.reply} />}
        </div>
      </Columns>
      {bettor && <RecentTickets bettorId={bettor.userId} refreshKey={order.placed} />}
    </Page>
  );
}
