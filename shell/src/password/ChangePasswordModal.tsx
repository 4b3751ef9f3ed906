import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog$ } from '@drawdesk/shared-kernel/bus';
import { validateChangePassword, type ChangePasswordValues } from '@drawdesk/shared-kernel/domain';
import { Button, Modal } from '@drawdesk/shared-kernel/ui';
import { authApi } from '../auth/authApi';
import { LabeledInput } from '../forms/LabeledInput';

type Errors = Partial<Record<keyof ChangePasswordValues, string>>;
const FIELDS: readonly (keyof ChangePasswordValues)[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/** Change password (SPEC 5, 7): old, new and confirm all required; confirm must equal new. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState<ChangePasswordValues>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const reply = await authApi.changePassword(values.oldPassword, values.newPassword);
    setSending(false);
    if (!reply.success) {
      // 401 and 403 already have their dialog from the API client.
      if (reply.code !== 401 && reply.code !== 403) dialog$.next({ kind: 'error', message: reply.message || 'INTERNAL_SERVER_ERROR' });
      return;
    }
    dialog$.next({ kind: 'success', message: reply.message || t('changePassword.done') });
    onClose();
  };

  const formId = 'dd-change-password';
  return (
    <Modal
      open
      title={t('changePassword.title')}
      onClose={onClose}
      width="420px"
      footer={
        <>
          <Button type="submit" form={formId} variant="primary" disabled={sending}>
            {t('changePassword.submit')}
          </Button>
          <Button onClick={onClose}>{t('changePassword.cancel')}</Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => (
          <LabeledInput
            key={field}
            label={t(`changePassword.${field}`)}
            name={field}
            type="password"
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
            required
            value={values[field]}
            onValueChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
            error={errors[field] ? t(errors[field], { ns: 'common' }) : null}
          />
        ))}
      </form>
    </Modal>
  );
}
