import { useTranslation } from 'react-i18next';
import { Form, FormActions, SelectField } from '@drawdesk/shared-kernel/forms/formik';
import { Modal, confirmDialog, showDialog } from '@drawdesk/shared-kernel/ui';
import { identityBody, treeApi } from '../api';
import { NAMESPACE } from '../i18n';
import { statusOptions, type ActionModalProps, type Status } from '../model';
import { Warning } from './Warning';

/** Account status (SPEC 4): warns that every downline takes the same status, confirms, then saves. */
export function StatusModal({ target, onClose, onDone }: ActionModalProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open
      title={t('statusChange.title', { username: target.username })}
      onClose={onClose}
      width="420px"
    >
      <Warning role="note">{t('statusChange.cascade')}</Warning>
      <Form<{ status: Status }>
        initialValues={{ status: target.status }}
        onSubmit={async ({ status }) => {
          const ok = await confirmDialog(
            t('statusChange.confirm', { username: target.username, status: t(`status.${status}`) }),
          );
          if (!ok) return;
          const loaded = await treeApi.init({ userId: target.userId });
          if (!loaded.success || !loaded.data?.user) return;
          const reply = await treeApi.save({ ...identityBody(loaded.data.user), status });
          if (!reply.success) return;
          onDone();
          await showDialog('success', t('statusChange.saved'));
        }}
      >
        {({ values }) => (
          <>
            <SelectField
              name="status"
              label={t('statusChange.newStatus')}
              options={statusOptions(t)}
              data-autofocus
            />
            <FormActions
              submitLabel={t('detail.save')}
              onCancel={onClose}
              disabled={values.status === target.status}
            />
          </>
        )}
      </Form>
    </Modal>
  );
}
