import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { theme } from '../ui/theme';

export interface FormActionsProps {
  /** Already translated; default 'Submit'. */
  submitLabel?: string;
  /** Already translated; default 'Cancel'. The cancel button shows only with onCancel. */
  cancelLabel?: string;
  onCancel?: () => void;
  /** The form's `submitting`: submit (and cancel) are disabled while it runs. */
  submitting?: boolean;
  /** Disable submit for another reason (nothing changed...). */
  disabled?: boolean;
  /** Danger-coloured submit (deletes, voids). */
  danger?: boolean;
  /** Extra buttons, left of cancel. */
  children?: ReactNode;
}

const Row = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: flex-end;
  margin-top: ${theme.space.md};
`;

/** Cancel and submit buttons of a kit form. */
export function FormActions({
  submitLabel,
  cancelLabel,
  onCancel,
  submitting = false,
  disabled = false,
  danger = false,
  children,
}: FormActionsProps) {
  const { t } = useTranslation('ui');
  return (
    <Row>
      {children}
      {onCancel && (
        <Button onClick={onCancel} disabled={submitting}>
          {cancelLabel ?? t('form.cancel')}
        </Button>
      )}
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={disabled || submitting}>
        {submitLabel ?? t('form.submit')}
      </Button>
    </Row>
  );
}
