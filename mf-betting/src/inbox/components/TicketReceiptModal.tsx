import { InboxTicketStatus } from '@drawdesk/shared-kernel/contract/values';
import { Form, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { Button, Hint, Modal } from '@drawdesk/shared-kernel/ui';
import type { InboxTicket } from '../api';
import { useInboxT } from '../i18n';
import { type VoidRefusal } from '@drawdesk/shared-kernel/domain/access';

const textareaStyle = { width: '100%', fontFamily: 'monospace' } as const;

/** A ticket's bet string and receipt, with SMS receipt and (while active, when allowed) Void. */
export function TicketReceiptModal({
  open,
  onClose,
  onSendSms,
  onVoid,
  voidRefusal = null,
}: {
  /** The ticket shown; null: closed. */
  open: InboxTicket | null;
  onClose: () => void;
  /** Sends the receipt by SMS, to `phone` when one is typed. */
  onSendSms: (ticket: InboxTicket, phone: string) => void;
  onVoid: (ticket: InboxTicket) => void;
  /** Why the caller may not void this ticket (the kernel's rule), or null: a note instead of Void. */
  voidRefusal?: VoidRefusal | null;
}) {
  const { t } = useInboxT();
  return (
    <Modal
      open={open !== null}
      title={open ? `${t('action.receipt')} #${open.ticketNo}` : ''}
      onClose={onClose}
      footer={
        open && (
          <>
            <Form<{ phone: string }>
              label={t('action.sms')}
              style={{ display: 'flex', gap: 8, alignItems: 'end' }}
              initialValues={{ phone: '' }}
              onSubmit={({ phone }) => onSendSms(open, phone)}
            >
              <TextField name="phone" label={t('action.smsPhone')} placeholder={t('action.smsPhone')} />
              <Button type="submit">{t('action.sms')}</Button>
            </Form>
            {open.status === InboxTicketStatus.Active &&
              (voidRefusal === null ? (
                <Button variant="danger" onClick={() => onVoid(open)}>
                  {t('action.void')}
                </Button>
              ) : (
                <Hint data-testid="void-unavailable">
                  {t('action.voidUnavailable', { reason: t(`why.${voidRefusal}`) })}
                </Hint>
              ))}
            <Button onClick={onClose}>{t('action.close')}</Button>
          </>
        )
      }
    >
      {open && (
        <>
          <label>
            {t('action.expressBetString')}
            <textarea
              readOnly
              aria-label={t('action.expressBetString')}
              rows={8}
              style={textareaStyle}
              value={open.expressBetString}
            />
          </label>
          <label>
            {t('action.receiptString')}
            <textarea
              readOnly
              aria-label={t('action.receiptString')}
              rows={8}
              style={textareaStyle}
              value={open.receiptString}
            />
          </label>
        </>
      )}
    </Modal>
  );
}
