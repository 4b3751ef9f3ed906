import { useTranslation } from 'react-i18next';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { rule } from '@drawdesk/shared-kernel/domain';
import { FormActions, TextInput, rulesValidator, useForm } from '@drawdesk/shared-kernel/forms';
import { Modal, confirmDialog, showDialog } from '@drawdesk/shared-kernel/ui';
import { treeApi } from '../api';
import { NAMESPACE } from '../i18n';
import type { ActionModalProps } from '../model';

/** Move an account under another upline of the caller's tree (SPEC 4: confirmed first). */
export function MoveUplineModal({ target, onClose, onDone }: ActionModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm({
    initialValues: { upline: '' },
    validate: rulesValidator<{ upline: string }>({ upline: [rule.required(), rule.maxLength(20)] }),
    onSubmit: async ({ upline }, { setError }) => {
      const found = await treeApi.byUsername(upline.trim());
      if (!found.success) return;
      if (!found.data) {
        setError('upline', t('move.notFound', { username: upline }));
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
    },
  });
  return (
    <Modal open title={t('move.title', { username: target.username })} onClose={onClose} width="420px">
      <form {...form.formProps}>
        <TextInput
          label={t('move.newUpline')}
          required
          data-autofocus
          autoComplete="off"
          value={form.values.upline}
          onChange={(v) => form.setValue('upline', v)}
          error={form.errors.upline}
        />
        <FormActions submitLabel={t('list.move')} onCancel={onClose} submitting={form.submitting} />
      </form>
    </Modal>
  );
}
