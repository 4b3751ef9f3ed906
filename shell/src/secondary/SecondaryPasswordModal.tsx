import { useTranslation } from 'react-i18next';
import { SECONDARY_PASSWORD_RULES } from '@drawdesk/shared-kernel/domain';
import { Form, FormActions, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { Modal } from '@drawdesk/shared-kernel/ui';
import { authApi } from '../auth/authApi';
import { recordSecondaryPasswordCheck } from './secondaryPasswordCheck';

export interface SecondaryPasswordModalProps {
  /** Called after the server accepted the password (the check time is already remembered). */
  onPassed: () => void;
  onClose: () => void;
}

/**
 * REQUIRED_PASSWORD_TO_PROCEED (SPEC 2.7, 8): asks for the secondary password before a protected
 * menu entry opens; a failure empties the field and shows the server message on it.
 */
export function SecondaryPasswordModal({ onPassed, onClose }: SecondaryPasswordModalProps) {
  const { t } = useTranslation('shell');
  return (
    <Modal open title={t('secondary.title')} onClose={onClose} width="400px">
      <Form<{ password: string }>
        initialValues={{ password: '' }}
        rules={SECONDARY_PASSWORD_RULES}
        onSubmit={async ({ password }, { resetForm, setFieldError }) => {
          const reply = await authApi.verifySecondaryPassword(password);
          if (!reply.success) {
            resetForm({ password: '' });
            setFieldError('password', reply.message || 'INTERNAL_SERVER_ERROR');
            return;
          }
          recordSecondaryPasswordCheck();
          onPassed();
        }}
      >
        <p style={{ marginTop: 0 }}>{t('REQUIRED_PASSWORD_TO_PROCEED', { ns: 'common' })}</p>
        <TextField
          label={t('secondary.password')}
          name="password"
          type="password"
          autoComplete="off"
          autoFocus
          required
        />
        <FormActions
          submitLabel={t('secondary.submit')}
          cancelLabel={t('secondary.cancel')}
          onCancel={onClose}
        />
      </Form>
    </Modal>
  );
}
