import styled from 'styled-components';
import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { Button, ControlBar, Panel, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import type { PlaceOrderData } from '../api';
import { useOrdersT } from '../i18n';
import { ErrorText } from './ErrorText';

const ReceiptPre = styled.pre`
  font-family: monospace;
  background: #fff;
  border: 1px solid #ddd;
  padding: ${theme.space.sm};
  margin: 0 0 ${theme.space.sm};
  .so {
    background: #ffe3e3;
    color: ${theme.colors.danger};
    font-weight: 600;
  }
`;

/** The placed ticket's receipt, S.O lines highlighted, with Copy and Print. */
export function ReceiptPanel({ reply }: { reply: PlaceOrderData }) {
  const { t } = useOrdersT();
  const copy = async () => {
    await navigator.clipboard.writeText(reply.receiptString);
    await showDialog('success', t('common.copied'));
  };
  const print = () => {
    const w = window.open('', '_blank', 'width=400,height=600');
    if (!w) return;
    const pre = w.document.createElement('pre');
    pre.textContent = reply.receiptString;
    w.document.body.appendChild(pre);
    w.print();
  };
  return (
    <Panel title={`${t('common.receipt')} #${reply.ticketNo}`}>
      <ReceiptPre data-testid="receipt">
        {reply.receiptString.split('\n').map((line, i) => (
          <div key={i} className={line.startsWith('S.O') ? 'so' : undefined}>
            {line}
          </div>
        ))}
      </ReceiptPre>
      {reply.soldOut.length > 0 && (
        <ErrorText>{t('common.soldOut', { count: reply.soldOut.length })}</ErrorText>
      )}
      <ControlBar>
        <span>
          {t('common.gross')}: {formatAmount(reply.grossAmount)} · {t('common.net')}:{' '}
          {formatAmount(reply.netAmount)}
        </span>
        <Button onClick={() => void copy()}>{t('common.copy')}</Button>
        <Button onClick={print}>{t('common.print')}</Button>
      </ControlBar>
    </Panel>
  );
}
