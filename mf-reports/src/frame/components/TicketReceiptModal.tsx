import { useState } from 'react';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { Button, Modal } from '@drawdesk/shared-kernel/ui';
import styled from 'styled-components';
import { frameApi, frameKeys, type BetReceipt } from '../api';
import { CellButton } from './CellButton';
import { registerFrameTranslations, useFrameT } from '../i18n';

registerFrameTranslations();

const Text = styled.textarea`
  width: 100%;
  font-family: monospace;
`;

/** The ticket a report line belongs to: its bet string and receipt, read when the modal opens. */
export function TicketReceiptModal({
  ticket,
  onClose,
}: {
  /** The ticket shown; null: closed. */
  ticket: { ticketId: number; ticketNo: string } | null;
  onClose: () => void;
}) {
  const { t } = useFrameT();
  const ticketId = ticket?.ticketId ?? 0;
  const receipt = useApiQuery(frameKeys.receipt(ticketId), (signal) => frameApi.receipt(ticketId, signal), {
    enabled: ticket !== null,
  });
  const data = receipt.data?.data ?? null;
  return (
    <Modal
      open={ticket !== null}
      title={ticket ? t('receipt.title', { ticketNo: ticket.ticketNo }) : ''}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('receipt.close')}</Button>}
    >
      {receipt.isPending && <p>{t('receipt.loading')}</p>}
      {receipt.isError && <p role="alert">{t('receipt.failed')}</p>}
      {data && <ReceiptTexts receipt={data} />}
    </Modal>
  );
}

/** A ticket's bet string and receipt, each in a read-only text area (the ticket modals' content). */
export function ReceiptTexts({ receipt }: { receipt: BetReceipt }) {
  const { t } = useFrameT();
  return (
    <>
      <label>
        {t('receipt.betString')}
        <Text readOnly rows={6} value={receipt.expressBetString} />
      </label>
      <label>
        {t('receipt.receipt')}
        <Text readOnly rows={10} value={receipt.receiptString} />
      </label>
    </>
  );
}

/**
 * A ticket number cell that opens the ticket's receipt (report lines and detail pages): `cell`
 * for the ticket column (its value, and so its export, stays the ticket no) and the `modal` to
 * render once on the screen.
 */
export function useTicketReceipt<T extends { ticketId: number; ticketNo: string }>() {
  const [ticket, setTicket] = useState<{ ticketId: number; ticketNo: string } | null>(null);
  const cell = (row: T) => <CellButton onClick={() => setTicket(row)}>{row.ticketNo}</CellButton>;
  const modal = <TicketReceiptModal ticket={ticket} onClose={() => setTicket(null)} />;
  return { cell, modal };
}
