import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateSecondaryPassword } from '@drawdesk/shared-kernel/domain';
import { Button, Modal } from '@drawdesk/shared-kernel/ui';
import { authApi } from '../auth/authApi';
import { LabeledInput } from '../forms/LabeledInput';
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSecondaryPassword({ password });
    if (found.password) {
      setError(t(found.password, { ns: 'common' }));
      return;
    }
    setSending(true);
    const reply = await authApi.verifySecondaryPassword(password);
    setSending(false);
    if (!reply.success) {
      setError(reply.message || t('INTERNAL_SERVER_ERROR', { ns: 'common' }));
      setPassword('');
      return;
    }
    recordSecondaryPasswordCheck();
    onPassed();
  };

  const formId = 'dd-secondary-password';
  return (
    <Modal
      open
      title={t('secondary.title')}
      onClose={onClose}
      width="400px"
      footer={
        <>
          <Button type="submit" form={formId} variant="primary" disabled={sending}>
            {t('secondary.submit')}
          </Button>
          <Button onClick={onClose}>{t('secondary.cancel')}</Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <p style={{ marginTop: 0 }}>{t('REQUIRED_PASSWORD_TO_PROCEED', { ns: 'common' })}</p>
        <LabeledInput
          label={t('secondary.password')}
          name="secondaryPassword"
          type="password"
          autoComplete="off"
          autoFocus
          required
          value={password}
          onValueChange={setPassword}
          error={error}
        />
      </form>
    </Modal>
  );
}
