import { useRef } from 'react';
import { Role } from '@drawdesk/shared-kernel/domain';
import { useEditing } from '@drawdesk/shared-kernel/forms';
import { Button, Modal, Page, type DataTableHandle } from '@drawdesk/shared-kernel/ui';
import { useCompanyOptions } from '../common/useCompanyOptions';
import { NumberQueuePanel } from './components/NumberQueuePanel';
import { RedNumberForm } from './components/RedNumberForm';
import { RedNumberList } from './components/RedNumberList';
import { registerSettingsTranslations, useSettingsT } from './i18n';
import { emptyRedNumber, isSuperAdmin, type RedNumberValues } from './model';
import { useCurrentUser } from '@drawdesk/shared-kernel/ui';
import { hasAccess } from '@drawdesk/shared-kernel/domain/access';

registerSettingsTranslations();

/** /admin-setting/rednumber (Red Number function): red numbers with the permutation preview, and the number queue. */
export default function RedNumberScreen() {
  const { t } = useSettingsT();
  const user = useCurrentUser();
  const admin = isSuperAdmin(user);
  const showQueue = admin || user?.userRoleId === Role.Company;
  const access = user?.accessString ?? '';
  const canCreate = hasAccess(access, 'Red Number', 2);
  const table = useRef<DataTableHandle>(null);
  const { editing, setEditing, close, saved } = useEditing<RedNumberValues>(() => table.current?.refresh());
  const companies = useCompanyOptions(admin);

  return (
    <Page
      titleKey="RED_NUMBER"
      actions={
        canCreate ? (
          <Button variant="primary" onClick={() => setEditing(emptyRedNumber())}>
            {t('red.create')}
          </Button>
        ) : undefined
      }
    >
      <RedNumberList
        table={table}
        showOwner={admin || user?.userRoleId === Role.ItAdmin}
        canEdit={hasAccess(access, 'Red Number', 3)}
        canDelete={hasAccess(access, 'Red Number', 4)}
        onEdit={setEditing}
      />
      {showQueue && <NumberQueuePanel showCompany={admin} />}
      <Modal
        open={editing !== null}
        width="720px"
        title={editing?.id ? t('red.editTitle', { number: editing.number }) : t('red.create')}
        onClose={close}
      >
        {editing && (
          <RedNumberForm
            key={editing.id ?? 'new'}
            initial={editing}
            companies={companies}
            needsCompany={admin}
            onCancel={close}
            onSaved={saved}
          />
        )}
      </Modal>
    </Page>
  );
}
