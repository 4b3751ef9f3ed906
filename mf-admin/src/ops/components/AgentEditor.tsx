import { useTranslation } from 'react-i18next';
import type { RemoteAgentStatus } from '@drawdesk/shared-kernel/contract';
import type { SelectOption } from '@drawdesk/shared-kernel/forms';
import {
  CheckboxField,
  Form,
  FormActions,
  SelectField,
  TextField,
} from '@drawdesk/shared-kernel/forms/formik';
import { Modal, showDialog } from '@drawdesk/shared-kernel/ui';
import { opsApi } from '../api';
import { NAMESPACE } from '../i18n';
import { agentBody, validateAgent, type AgentDraft } from '../model';

/** The create or edit form of a remote bet agent in a modal: the company is fixed on edit, the secret optional. */
export function AgentEditor({
  initial,
  companies,
  onClose,
  onSaved,
}: {
  initial: AgentDraft;
  companies: readonly SelectOption<number>[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const save = async (draft: AgentDraft) => {
    const reply = await opsApi.saveRemoteBetAgent(agentBody(draft));
    if (!reply.success) return;
    void showDialog('success', t('agents.saved'));
    onSaved();
  };
  const title = initial.id ? t('agents.editTitle', { name: initial.name }) : t('agents.createTitle');
  const statusOptions: { value: RemoteAgentStatus; label: string }[] = [
    { value: 1, label: t('agents.status1') },
    { value: 0, label: t('agents.status0') },
    { value: 2, label: t('agents.status2') },
  ];
  return (
    <Modal open title={title} onClose={onClose} width="640px">
      <Form<AgentDraft> label={title} initialValues={initial} validate={validateAgent} onSubmit={save}>
        <SelectField<number>
          name="companyId"
          label={t('agents.company')}
          required
          placeholder=""
          disabled={initial.id !== undefined}
          options={companies}
        />
        <TextField name="name" label={t('agents.name')} required maxLength={50} />
        <TextField name="url" label={t('agents.url')} required maxLength={500} />
        <TextField name="opcode" label={t('agents.opcode')} required maxLength={64} />
        <TextField
          name="secret"
          label={t('agents.secret')}
          type="password"
          autoComplete="new-password"
          required={initial.id === undefined}
          hint={initial.id !== undefined ? t('agents.secretKeep') : undefined}
          maxLength={200}
        />
        <TextField name="priority" label={t('agents.priority')} required inputMode="numeric" />
        <SelectField<RemoteAgentStatus> name="status" label={t('agents.status')} options={statusOptions} />
        <CheckboxField name="postEnabled" label={t('agents.postEnabled')} />
        <FormActions submitLabel={t('agents.save')} cancelLabel={t('agents.cancel')} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
