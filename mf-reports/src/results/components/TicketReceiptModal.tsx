import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { Button, Modal } from '@drawdesk/shared-kernel/ui';
import styled from 'styled-components';
import { resultsApi, resultsKeys } from '../api';
import { useResultsT } from '../i18n';

const Text = styled.textarea`
  width: 100%;
  font-family: monospace;
`;

/** The ticket a winning line belongs to: its bet string and receipt, read when the modal opens. */
export function TicketReceiptModal({
  ticket,
  onClose,
}: {
  /** The ticket shown; null: closed. */
  ticket: { ticketId: number; ticketNo: string } | null;
  onClose: () => void;
}) {
  const { t } = useResultsT();
  const ticketId = ticket?.ticketId ?? 0;
  const receipt = useApiQuery(
    resultsKeys.receipt(ticketId),
    (signal) => resultsApi.receipt(ticketId, signal),
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
      footer={<Button onClick={onClose}>{t('receipt.close')}</Button>}
    >
      {receipt.isPending && <p>{t('receipt.loading')}</p>}
      {receipt.isError && <p role="alert">{t('receipt.failed')}</p>}
      {data && (
        <>
          <label>
            {t('receipt.betString')}
            <Text readOnly rows={6} value={data.expressBetString} />
          </label>
          <label>
            {t('receipt.receipt')}
            <Text readOnly rows={10} value={data.receiptString} />
          </label>
        </>
      )}
    </Modal>
  );
}
