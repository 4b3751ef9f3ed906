import { useTranslation } from 'react-i18next';
import type { Activity, Permission, RoleStatus } from '@drawdesk/shared-kernel/contract';
import { Form, FormActions, SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { showDialog } from '@drawdesk/shared-kernel/ui';
import { rolesApi } from '../api';
import { NAMESPACE } from '../i18n';
import { roleBody, ROLE_RULES, type RoleFormValues } from '../model';
import { AccessGrid } from './AccessGrid';

/** Name, description, status and the function x level grid of one role. */
export function RoleForm({
  initial,
  activities,
  permissions,
  onCancel,
  onSaved,
}: {
  initial: RoleFormValues;
  activities: readonly Activity[];
  permissions: readonly Permission[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const title = initial.roleId ? t('form.edit', { name: initial.name }) : t('form.create');
  const statusOptions: { value: RoleStatus; label: string }[] = [
    { value: 1, label: t('status.enabled') },
    { value: 0, label: t('status.disabled') },
  ];
  const save = async (values: RoleFormValues) => {
    const reply = await rolesApi.saveRole(roleBody(values));
    if (!reply.success) return;
    void showDialog('success', t('form.saved'));
    onSaved();
  };
  return (
    <Form<RoleFormValues> label={title} initialValues={initial} rules={ROLE_RULES} onSubmit={save}>
      {/* The name is required (aria-required); its label keeps no asterisk. */}
      <TextField name="name" label={t('form.name')} aria-required />
      <TextField name="description" label={t('form.description')} />
      <SelectField<RoleStatus> name="status" label={t('form.status')} options={statusOptions} />
      <AccessGrid
        name="grid"
        label={t('form.permissions')}
        activities={activities}
        permissions={permissions}
      />
      <FormActions submitLabel={t('form.save')} cancelLabel={t('form.cancel')} onCancel={onCancel} />
    </Form>
  );
}
