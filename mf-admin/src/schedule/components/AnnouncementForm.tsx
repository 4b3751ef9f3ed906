import { useTranslation } from 'react-i18next';
import type { CreateOrUpdateAnnouncementBody } from '@drawdesk/shared-kernel/contract';
import {
  Form,
  FormActions,
  SelectField,
  TextAreaField,
  TextField,
} from '@drawdesk/shared-kernel/forms/formik';
import { showDialog } from '@drawdesk/shared-kernel/ui';
import { scheduleApi } from '../api';
import { NAMESPACE } from '../i18n';
import { validateAnnouncement, type AnnouncementValues } from '../model';

/** Create or edit one announcement. */
export function AnnouncementForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: AnnouncementValues;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const title = initial.id ? t('announcement.edit') : t('announcement.create');
  const save = async (values: AnnouncementValues) => {
    const body: CreateOrUpdateAnnouncementBody = {
      title: values.title.trim(),
      message: values.message.trim(),
      status: values.status,
    };
    if (values.id) body.id = values.id;
    const reply = await scheduleApi.saveAnnouncement(body);
    if (!reply.success) return;
    void showDialog('success', t('announcement.saved'));
    onSaved();
  };
  return (
    <Form<AnnouncementValues>
      label={title}
      initialValues={initial}
      validate={validateAnnouncement}
      onSubmit={save}
    >
      <TextField name="title" label={t('announcement.title')} aria-required />
      <TextAreaField name="message" label={t('announcement.message')} required rows={6} />
      <SelectField<0 | 1>
        name="status"
        label={t('announcement.status')}
        options={[
          { value: 1, label: t('announcement.enabled') },
          { value: 0, label: t('announcement.disabled') },
        ]}
      />
      <FormActions
        submitLabel={t('announcement.save')}
        cancelLabel={t('announcement.cancel')}
        onCancel={onCancel}
      />
    </Form>
  );
}
