import { useTranslation } from 'react-i18next';
import { dialog$ } from '@drawdesk/shared-kernel/bus';
import { CHANGE_PASSWORD_RULES, type ChangePasswordValues } from '@drawdesk/shared-kernel/domain';
import { Form, FormActions, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { Modal } from '@drawdesk/shared-kernel/ui';
import { authApi } from '../auth/authApi';

const FIELDS: readonly (keyof ChangePasswordValues)[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (SPEC 5, 7): old, new and confirm all required; confirm must equal new. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal open title={t('changePassword.title')} onClose={onClose} width="420px">
      <Form<ChangePasswordValues>
        initialValues={EMPTY}
        rules={CHANGE_PASSWORD_RULES}
        onSubmit={async (values) => {
          const reply = await authApi.changePassword(values.oldPassword, values.newPassword);
          if (!reply.success) {
            // 401 and 403 already have their dialog from the API client.
            if (reply.code !== 401 && reply.code !== 403)
              dialog$.next({ kind: 'error', message: reply.message || 'INTERNAL_SERVER_ERROR' });
            return;
          }
          dialog$.next({ kind: 'success', message: reply.message || t('changePassword.done') });
          onClose();
        }}
      >
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`changePassword.${field}`)}
            name={field}
            type="password"
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
            required
          />
        ))}
        <FormActions
          submitLabel={t('changePassword.submit')}
          cancelLabel={t('changePassword.cancel')}
          onCancel={onClose}
        />
      </Form>
    </Modal>
  );
}
