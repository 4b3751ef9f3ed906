import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement, AnnouncementStatus } from '@drawdesk/shared-kernel/contract';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import { useEditing } from '@drawdesk/shared-kernel/forms';
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
import { registerScheduleTranslations, NAMESPACE, NAMESPACES } from './i18n';
import { scheduleApi } from './api';
import { AnnouncementForm } from './components/AnnouncementForm';
import type { AnnouncementValues } from './model';

export { AnnouncementForm } from './components/AnnouncementForm';
export { validateAnnouncement, type AnnouncementValues } from './model';

registerScheduleTranslations();

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
    const reply = await scheduleApi.saveAnnouncement({
      id: row.id,
      title: row.title,
      message: row.message,
      status,
    });
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
          searchable
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
