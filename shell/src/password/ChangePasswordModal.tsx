import { useTranslation } from 'react-i18next';
import { dialog$ } from '@drawdesk/shared-kernel/bus';
import { validateChangePassword, type ChangePasswordValues } from '@drawdesk/shared-kernel/domain';
import { TextInput, useForm } from '@drawdesk/shared-kernel/forms';
import { Button, Modal } from '@drawdesk/shared-kernel/ui';
import { authApi } from '../auth/authApi';

const FIELDS: readonly (keyof ChangePasswordValues)[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/** Change password (SPEC 5, 7): old, new and confirm all required; confirm must equal new. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const form = useForm<ChangePasswordValues>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateChangePassword,
    onSubmit: async (values) => {
      const reply = await authApi.changePassword(values.oldPassword, values.newPassword);
      if (!reply.success) {
        // 401 and 403 already have their dialog from the API client.
        if (reply.code !== 401 && reply.code !== 403)
          dialog$.next({ kind: 'error', message: reply.message || 'INTERNAL_SERVER_ERROR' });
        return;
      }
      dialog$.next({ kind: 'success', message: reply.message || t('changePassword.done') });
      onClose();
    },
  });

  const formId = 'dd-change-password';
  return (
    <Modal
      open
      title={t('changePassword.title')}
      onClose={onClose}
      width="420px"
      footer={
        <>
          <Button type="submit" form={formId} variant="primary" disabled={form.submitting}>
            {t('changePassword.submit')}
          </Button>
          <Button onClick={onClose}>{t('changePassword.cancel')}</Button>
        </>
      }
    >
      <form id={formId} {...form.formProps}>
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`changePassword.${field}`)}
            name={field}
            type="password"
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
            required
            value={form.values[field]}
            onChange={(value) => form.setValue(field, value)}
            error={form.errors[field]}
          />
        ))}
      </form>
    </Modal>
  );
}
