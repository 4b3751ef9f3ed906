import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementStatus,
  type CreateOrUpdateAnnouncementBody,
} from '@drawdesk/shared-kernel/contract';
import { formatDateTime, rule, validate } from '@drawdesk/shared-kernel/domain';
import {
  FormActions,
  SelectInput,
  TextInput,
  useEditing,
  useForm,
  type FormErrors,
} from '@drawdesk/shared-kernel/forms';
import {
  Button,
  confirmDialog,
  DataTable,
  Modal,
  Page,
  Panel,
  showDialog,
  truncateText,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { TextArea } from '../common/components/TextArea';
import { registerScheduleTranslations, NAMESPACE, NAMESPACES } from './i18n';
import { scheduleApi } from './api';

registerScheduleTranslations();

export interface AnnouncementValues {
  id?: number;
  title: string;
  message: string;
  status: 0 | 1;
}

/** Title required, at most 100; message required, at most 2000 ('common' keys). */
export function validateAnnouncement(values: AnnouncementValues): FormErrors<AnnouncementValues> {
  const errors: FormErrors<AnnouncementValues> = {};
  const title = validate(values.title, [rule.required(), rule.maxLength(ANNOUNCEMENT_TITLE_MAX)]);
  if (title) errors.title = title;
  const message = validate(values.message, [rule.required(), rule.maxLength(ANNOUNCEMENT_MESSAGE_MAX)]);
  if (message) errors.message = message;
  return errors;
}

const save = scheduleApi.saveAnnouncement;

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
  const form = useForm<AnnouncementValues>({
    initialValues: initial,
    validate: validateAnnouncement,
    onSubmit: async (values) => {
      const body: CreateOrUpdateAnnouncementBody = {
        title: values.title.trim(),
        message: values.message.trim(),
        status: values.status,
      };
      if (values.id) body.id = values.id;
      const reply = await save(body);
      if (!reply.success) return;
      void showDialog('success', t('announcement.saved'));
      onSaved();
    },
  });
  const title = initial.id ? t('announcement.edit') : t('announcement.create');
  return (
    <form {...form.formProps} aria-label={title}>
      <TextInput label={t('announcement.title')} aria-required {...form.field('title')} />
      <TextArea label={t('announcement.message')} required rows={6} {...form.field('message')} />
      <SelectInput
        label={t('announcement.status')}
        options={[
          { value: 1, label: t('announcement.enabled') },
          { value: 0, label: t('announcement.disabled') },
        ]}
        {...form.field('status')}
      />
      <FormActions
        submitLabel={t('announcement.save')}
        cancelLabel={t('announcement.cancel')}
        onCancel={onCancel}
        submitting={form.submitting}
      />
    </form>
  );
}

const EMPTY: AnnouncementValues = { title: '', message: '', status: 1 };

/** /admin-setting/annoucenment-setting (super admin): announcements, server paged; create, edit, enable/disable, delete. */
export default function AnnouncementScreen() {
  const { t } = useTranslation(NAMESPACE);
  const table = useRef<DataTableHandle>(null);
  const { editing, setEditing, close, saved } = useEditing<AnnouncementValues>(() =>
    table.current?.refresh(),
  );

  const setStatus = async (row: Announcement, status: AnnouncementStatus) => {
    if (status === 2 && !(await confirmDialog(t('announcement.confirmDelete', { title: row.title })))) return;
    const reply = await save({ id: row.id, title: row.title, message: row.message, status });
    if (!reply.success) return;
    void showDialog('success', status === 2 ? t('announcement.deleted') : t('announcement.saved'));
    table.current?.refresh();
  };

  const fetchPage: FetchPage<Announcement> = (q) => scheduleApi.announcements(q);
  const columns: DataTableColumn<Announcement>[] = [
    { id: 'title', header: 'announcement.title' },
    { id: 'message', header: 'announcement.message', cell: (r) => truncateText(r.message, 80) },
    {
      id: 'status',
      header: 'announcement.status',
      value: (r) => (r.status === 1 ? t('announcement.enabled') : t('announcement.disabled')),
    },
    { id: 'createdAt', header: 'announcement.created', value: (r) => formatDateTime(r.createdAt) },
    {
      id: 'actions',
      header: 'announcement.actions',
      exportable: false,
      cell: (r) => (
        <>
          <Button
            compact
            aria-label={`${t('announcement.editAction')} ${r.title}`}
            onClick={() =>
              setEditing({ id: r.id, title: r.title, message: r.message, status: r.status === 1 ? 1 : 0 })
            }
          >
            {t('announcement.editAction')}
          </Button>{' '}
          <Button
            compact
            aria-label={`${r.status === 1 ? t('announcement.disable') : t('announcement.enable')} ${r.title}`}
            onClick={() => void setStatus(r, r.status === 1 ? 0 : 1)}
          >
            {r.status === 1 ? t('announcement.disable') : t('announcement.enable')}
          </Button>{' '}
          <Button
            compact
            variant="danger"
            aria-label={`${t('announcement.delete')} ${r.title}`}
            onClick={() => void setStatus(r, 2)}
          >
            {t('announcement.delete')}
          </Button>
        </>
      ),
    },
  ];

  return (
    <Page
      titleKey="ANNOUNCEMENT_SETTING"
      actions={
        <Button variant="primary" onClick={() => setEditing({ ...EMPTY })}>
          {t('announcement.create')}
        </Button>
      }
    >
      <Panel title={t('announcement.list')}>
        <DataTable
          ref={table}
          caption={t('announcement.list')}
          columns={columns}
          fetchPage={fetchPage}
          getRowId={(r) => String(r.id)}
          namespaces={NAMESPACES}
        />
      </Panel>
      {editing && (
        <Modal
          open
          title={editing.id ? t('announcement.edit') : t('announcement.create')}
          onClose={close}
          width="640px"
        >
          <AnnouncementForm initial={editing} onCancel={close} onSaved={saved} />
        </Modal>
      )}
    </Page>
  );
}
