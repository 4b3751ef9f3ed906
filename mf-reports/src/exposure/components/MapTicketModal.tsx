import { useState } from 'react';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { Button, Modal } from '@drawdesk/shared-kernel/ui';
import { CellButton } from '../../frame/components/CellButton';
import { ReceiptTexts } from '../../frame/components/TicketReceiptModal';
import { registerFrameTranslations, useFrameT } from '../../frame/i18n';
import { exposureApi, exposureKeys } from '../api';

registerFrameTranslations();

type Ticket = { ticketId: number; ticketNo: string };

/**
 * The map detail's ticket (SPEC 2.6): a modal titled with the ticket number holding two read-only
 * text areas, the express bet string and the receipt string, and a close button. Read through
 * GetMapReportTicket, which the Map Report function opens (the bet receipt call needs others).
 */
export function MapTicketModal({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  const { t } = useFrameT();
  const ticketId = ticket?.ticketId ?? 0;
  const receipt = useApiQuery(
    exposureKeys.ticket(ticketId),
    (signal) => exposureApi.ticket(ticketId, signal),
    {
      enabled: ticket !== null,
    },
  );
  const data = receipt.data?.data ?? null;
  return (
    <Modal
      open={ticket !== null}
      title={ticket ? t('receipt.title', { ticketNo: ticket.ticketNo }) : ''}
      onClose={onClose}
      width="640px"
      footer={<Button onClick={onClose}>{t('receipt.close')}</Button>}
    >
      {receipt.isPending && <p>{t('receipt.loading')}</p>}
      {(receipt.isError || (receipt.isSuccess && !data)) && <p role="alert">{t('receipt.failed')}</p>}
      {data && <ReceiptTexts receipt={data} />}
    </Modal>
  );
}

/** A ticket id cell that opens the ticket modal (`cell`) and the modal to render once (`modal`). */
export function useMapTicket<T extends Ticket>() {
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const cell = (row: T) => (
    <CellButton type="button" onClick={() => setTicket({ ticketId: row.ticketId, ticketNo: row.ticketNo })}>
      {row.ticketNo}
    </CellButton>
  );
  const modal = <MapTicketModal ticket={ticket} onClose={() => setTicket(null)} />;
  return { cell, modal };
}
