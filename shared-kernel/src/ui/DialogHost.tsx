import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dialog$, type DialogKind, type DialogRequest } from '../bus';
import { Button } from './Button';
import { Modal } from './Modal';
import { CONFIRM_MESSAGE_MAX, DIALOG_MESSAGE_MAX, DIALOG_TITLE_MAX } from './showDialog';
import { theme } from './theme';
import { translateKey } from './translateKey';
import { truncateText } from './truncateText';

const kindColor: Record<DialogKind, string> = {
  success: theme.colors.positive,
  error: theme.colors.danger,
  warning: theme.colors.warning,
  confirm: theme.colors.primary,
};
const kindIcon: Record<DialogKind, string> = { success: '✓', error: '✕', warning: '!', confirm: '?' };

const Row = styled.div`
  display: flex;
  gap: ${theme.space.md};
  align-items: flex-start;
`;
const Icon = styled.span<{ $kind: DialogKind }>`
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-weight: 700;
  color: #fff;
  background: ${(p) => kindColor[p.$kind]};
`;
const Message = styled.p`
  margin: 4px 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

interface Queued extends DialogRequest {
  id: number;
}

/**
 * Renders the dialogs pushed to the bus dialog$ (success, error, warning, confirm), one at a time
 * in arrival order. Title and message may be 'common' i18n keys; otherwise they show as given.
 */
export function DialogHost() {
  const { t, i18n } = useTranslation('ui');
  const [queue, setQueue] = useState<Queued[]>([]);

  useEffect(() => {
    let next = 0;
    const sub = dialog$.subscribe((request) => {
      next += 1;
      const id = next;
      setQueue((q) => [...q, { ...request, id }]);
    });
    return () => sub.unsubscribe();
  }, []);

  const current = queue[0];
  if (!current) return null;

  const close = (ok: boolean) => {
    setQueue((q) => q.filter((d) => d.id !== current.id));
    current.resolve?.(ok);
  };
  const isConfirm = current.kind === 'confirm';
  const rawTitle = current.title
    ? translateKey(i18n, current.title, ['common'])
    : t(`dialog.${current.kind}`);
  const title = truncateText(rawTitle, DIALOG_TITLE_MAX);
  const message = truncateText(
    translateKey(i18n, current.message, ['common']),
    isConfirm ? CONFIRM_MESSAGE_MAX : DIALOG_MESSAGE_MAX,
  );

  return (
    <Modal
      key={current.id}
      open
      layer="dialog"
      width="440px"
      title={title}
      hideCloseButton
      data-kind={current.kind}
      onClose={() => close(!isConfirm)}
      footer={
        isConfirm ? (
          <>
            <Button variant="primary" data-autofocus onClick={() => close(true)}>
              {t('dialog.ok')}
            </Button>
            <Button onClick={() => close(false)}>{t('dialog.cancel')}</Button>
          </>
        ) : (
          <Button variant="primary" data-autofocus onClick={() => close(true)}>
            {t('dialog.ok')}
          </Button>
        )
      }
    >
      <Row>
        <Icon $kind={current.kind} aria-hidden="true">
          {kindIcon[current.kind]}
        </Icon>
        <Message>{message}</Message>
      </Row>
    </Modal>
  );
}
