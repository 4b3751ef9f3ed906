import { useTranslation } from 'react-i18next';
import type { RemoteAgentStatus } from '@drawdesk/shared-kernel/contract';
import {
  CheckboxInput,
  FormActions,
  SelectInput,
  TextInput,
  useForm,
  type SelectOption,
} from '@drawdesk/shared-kernel/forms';
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
  const form = useForm<AgentDraft>({
    initialValues: initial,
    validate: validateAgent,
    onSubmit: async (draft) => {
      const reply = await opsApi.saveRemoteBetAgent(agentBody(draft));
      if (!reply.success) return;
      void showDialog('success', t('agents.saved'));
      onSaved();
    },
  });
  const title = initial.id ? t('agents.editTitle', { name: initial.name }) : t('agents.createTitle');
  const statusOptions: { value: RemoteAgentStatus; label: string }[] = [
    { value: 1, label: t('agents.status1') },
    { value: 0, label: t('agents.status0') },
    { value: 2, label: t('agents.status2') },
  ];
  return (
    <Modal open title={title} onClose={onClose} width="640px">
      <form {...form.formProps} aria-label={title}>
        <SelectInput
          label={t('agents.company')}
          required
          placeholder=""
          disabled={initial.id !== undefined}
          options={companies}
          {...form.field('companyId')}
        />
        <TextInput label={t('agents.name')} required maxLength={50} {...form.field('name')} />
        <TextInput label={t('agents.url')} required maxLength={500} {...form.field('url')} />
        <TextInput label={t('agents.opcode')} required maxLength={64} {...form.field('opcode')} />
        <TextInput
          label={t('agents.secret')}
          type="password"
          autoComplete="new-password"
          required={initial.id === undefined}
          hint={initial.id !== undefined ? t('agents.secretKeep') : undefined}
          maxLength={200}
          {...form.field('secret')}
        />
        <TextInput label={t('agents.priority')} required inputMode="numeric" {...form.field('priority')} />
        <SelectInput label={t('agents.status')} options={statusOptions} {...form.field('status')} />
        <CheckboxInput
          label={t('agents.postEnabled')}
          checked={form.values.postEnabled}
          onChange={(v) => form.setValue('postEnabled', v)}
        />
        <FormActions
          submitLabel={t('agents.save')}
          cancelLabel={t('agents.cancel')}
          onCancel={onClose}
          submitting={form.submitting}
        />
      </form>
    </Modal>
  );
}
