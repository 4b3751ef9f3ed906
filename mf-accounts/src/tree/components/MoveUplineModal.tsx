import { useTranslation } from 'react-i18next';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { rule, type FormRules } from '@drawdesk/shared-kernel/domain';
import { Form, FormActions, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { Modal, confirmDialog, showDialog } from '@drawdesk/shared-kernel/ui';
import { treeApi } from '../api';
import { NAMESPACE } from '../i18n';
import type { ActionModalProps } from '../model';

const RULES: FormRules = { upline: [rule.required(), rule.maxLength(20)] };

/** Move an account under another upline of the caller's tree (SPEC 4: confirmed first). */
export function MoveUplineModal({ target, onClose, onDone }: ActionModalProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal open title={t('move.title', { username: target.username })} onClose={onClose} width="420px">
      <Form
        initialValues={{ upline: '' }}
        rules={RULES}
        onSubmit={async ({ upline }, { setFieldError }) => {
          const found = await treeApi.byUsername(upline.trim());
          if (!found.success) return;
          if (!found.data) {
            setFieldError('upline', t('move.notFound', { username: upline }));
            return;
          }
          const ok = await confirmDialog(
            t('move.confirm', { username: target.username, upline: found.data.username }),
          );
          if (!ok) return;
          const reply = await treeApi.moveUpline(target.userId, found.data.userId);
          if (!reply.success) return;
          creditRefresh$.next();
          onDone();
          await showDialog('success', t('move.saved'));
        }}
      >
        <TextField name="upline" label={t('move.newUpline')} required data-autofocus autoComplete="off" />
        <FormActions submitLabel={t('list.move')} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
