import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { theme } from '../ui/theme';
import { translateKey } from '../ui/translateKey';

export interface FormActionsProps {
  /** i18n key or text; default 'Submit'. */
  submitLabel?: string;
  /** i18n key or text; default 'Cancel'. The cancel button shows only with onCancel. */
  cancelLabel?: string;
  onCancel?: () => void;
  /** Disable submit (besides while submitting). */
  disabled?: boolean;
  /** Danger-coloured submit (deletes, voids). */
  danger?: boolean;
}

const Row = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: flex-end;
  margin-top: ${theme.space.md};
`;

/** Submit and cancel buttons of a formik form; submit is disabled while submitting. */
export function FormActions({ submitLabel, cancelLabel, onCancel, disabled, danger }: FormActionsProps) {
  const { t, i18n } = useTranslation('ui');
  const { isSubmitting } = useFormikContext<unknown>();
  return (
    <Row>
      {onCancel && (
        <Button onClick={onCancel} disabled={isSubmitting}>
          {cancelLabel ? translateKey(i18n, cancelLabel, ['common', 'ui']) : t('form.cancel')}
        </Button>
      )}
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={disabled || isSubmitting}>
        {submitLabel ? translateKey(i18n, submitLabel, ['common', 'ui']) : t('form.submit')}
      </Button>
    </Row>
  );
}
