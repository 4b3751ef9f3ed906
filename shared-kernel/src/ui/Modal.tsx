import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from './theme';

export interface ModalProps {
  open: boolean;
  /** Heading and accessible name of the dialog (already translated). */
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** CSS width, default 560px. */
  width?: string;
  /** Hide the × button (dialogs that must be answered with their own buttons). */
  hideCloseButton?: boolean;
  /** Stacking layer; dialogs sit above modals. */
  layer?: 'modal' | 'dialog';
  /** Extra attributes for tests and styling. */
  'data-kind'?: string;
}

const Overlay = styled.div<{ $z: number }>`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.$z};
  background: ${theme.colors.overlay};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding-top: 10vh;
`;
const Box = styled.div<{ $width: string }>`
  width: ${(p) => p.$width};
  max-width: calc(100vw - 32px);
  max-height: 80vh;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  font-family: ${theme.font.family};
  font-size: ${theme.font.size};
  &:focus {
    outline: none;
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space.md} ${theme.space.lg};
  border-bottom: 1px solid ${theme.colors.border};
  h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
const CloseX = styled.button`
  border: 0;
  background: transparent;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  color: ${theme.colors.muted};
  padding: 2px 6px;
  &:hover {
    color: ${theme.colors.text};
  }
`;
const Body = styled.div`
  padding: ${theme.space.lg};
  overflow: auto;
`;
const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};
`;

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A generic accessible modal (role="dialog", aria-modal, named by its title, Escape and × close it). */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  width = '560px',
  hideCloseButton,
  layer = 'modal',
  ...rest
}: ModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = boxRef.current;
    const preferred = box?.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? box)?.focus();
    return () => previous?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const items = Array.from(boxRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay $z={layer === 'dialog' ? theme.z.dialog : theme.z.modal}>
      <Box
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        onKeyDown={onKeyDown}
        data-kind={rest['data-kind']}
      >
        <Head>
          <h2 id={titleId}>{title}</h2>
          {!hideCloseButton && (
            <CloseX type="button" aria-label={t('layout.close')} onClick={onClose}>
              ×
            </CloseX>
          )}
        </Head>
        <Body>{children}</Body>
        {footer && <Foot>{footer}</Foot>}
      </Box>
    </Overlay>,
    document.body,
  );
}
