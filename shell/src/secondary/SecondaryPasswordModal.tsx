import { useTranslation } from 'react-i18next';
import { validateSecondaryPassword } from '@drawdesk/shared-kernel/domain';
import { TextInput, useForm } from '@drawdesk/shared-kernel/forms';
import { Button, Modal } from '@drawdesk/shared-kernel/ui';
import { authApi } from '../auth/authApi';
import { recordSecondaryPasswordCheck } from './secondaryPasswordCheck';

export interface SecondaryPasswordModalProps {
  /** Called after the server accepted the password (the check time is already remembered). */
  onPassed: () => void;
  onClose: () => void;
}

/**
 * REQUIRED_PASSWORD_TO_PROCEED (SPEC 2.7, 8): asks for the secondary password before a protected
 * menu entry opens; a failure shows the server message.
 */
export function SecondaryPasswordModal({ onPassed, onClose }: SecondaryPasswordModalProps) {
  const { t } = useTranslation('shell');
  const form = useForm<{ password: string }>({
    initialValues: { password: '' },
    validate: validateSecondaryPassword,
    onSubmit: async ({ password }, { setError }) => {
      const reply = await authApi.verifySecondaryPassword(password);
      if (!reply.success) {
        form.reset({ password: '' });
        setError('password', reply.message || 'INTERNAL_SERVER_ERROR');
        return;
      }
      recordSecondaryPasswordCheck();
      onPassed();
    },
  });

  const formId = 'dd-secondary-password';
  return (
    <Modal
      open
      title={t('secondary.title')}
      onClose={onClose}
      width="400px"
      footer={
        <>
          <Button type="submit" form={formId} variant="primary" disabled={form.submitting}>
            {t('secondary.submit')}
          </Button>
          <Button onClick={onClose}>{t('secondary.cancel')}</Button>
        </>
      }
    >
      <form id={formId} {...form.formProps}>
        <p style={{ marginTop: 0 }}>{t('REQUIRED_PASSWORD_TO_PROCEED', { ns: 'common' })}</p>
        <TextInput
          label={t('secondary.password')}
          name="secondaryPassword"
          type="password"
          autoComplete="off"
          autoFocus
          required
          value={form.values.password}
          onChange={(v) => form.setValue('password', v)}
          error={form.errors.password}
        />
      </form>
    </Modal>
  );
}
