/** /package/manage: the packages the caller may see, server paged, with type / red filters and a keyword. */
import { useState } from 'react';
import { auth$ } from '@drawdesk/shared-kernel/bus';
import { Role } from '@drawdesk/shared-kernel/domain';
import { SelectInput } from '@drawdesk/shared-kernel/forms';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  DataTable,
  Page,
  Panel,
  confirmDialog,
  showDialog,
  useObservable,
  type DataTableColumn,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { packagesApi, type PackageListOverall as Overall, type PackageRow } from './api';
import { TABLE_NAMESPACES, ensurePackagesResources, usePackagesT } from './i18n';

ensurePackagesResources();

export default function PackageListScreen() {
  const { t } = usePackagesT();
  const navigate = useNavigate();
  const user = useObservable(auth$).user;
  const isSuperAdmin = user?.userRoleId === Role.SuperAdmin;
  const [type, setType] = useState('-1');
  const [red, setRed] = useState('');
  const [canCreate, setCanCreate] = useState(false);
  const [version, setVersion] = useState(0);

  const fetchPage: FetchPage<PackageRow, Overall> = async (q) => {
    const page = await packagesApi.list(
      {
        type: Number(type),
        ...(red === '' ? {} : { isRed: red === '1' }),
        ...(q.search ? { keyword: q.search } : {}),
      },
      q,
    );
    setCanCreate(page.overallInfo?.canCreate === true);
    return page;
  };

  const makeDefault = async (row: PackageRow) => {
    if (!(await confirmDialog(t('list.confirmDefault', { name: row.name })))) return;
    const reply = await packagesApi.setDefault({ type: row.type, packageId: row.packageId });
    if (!reply.success) return;
    await showDialog('success', t('list.defaultSaved'));
    setVersion((v) => v + 1);
  };

  const columns: DataTableColumn<PackageRow, Overall>[] = [
    { id: 'name', header: 'list.name' },
    { id: 'description', header: 'list.description' },
    { id: 'type', header: 'list.type', value: (r) => t(`type.t${r.type}`) },
    { id: 'isRed', header: 'list.red', value: (r) => (r.isRed ? t('list.yes') : t('list.no')) },
    { id: 'pools', header: 'list.pools', value: (r) => r.pools.join(', ') },
    { id: 'holders', header: 'list.holders', kind: 'number', align: 'right' },
    {
      id: 'isDefault',
      header: 'list.isDefault',
      value: (r) => (r.isDefault ? t('list.yes') : r.status === 0 ? t('list.disabled') : ''),
    },
    {
      id: 'lastModified',
      header: 'list.lastModified',
      value: (r) => r.lastModified.slice(0, 19).replace('T', ' '),
    },
    { id: 'modifiedBy', header: 'list.modifiedBy', value: (r) => r.modifiedBy ?? '' },
    {
      id: 'actions',
      header: 'list.actions',
      exportable: false,
      cell: (r) => (
        <span style={{ display: 'inline-flex', gap: 6 }}>
          <Button
            compact
            aria-label={`${r.canEdit ? t('list.edit') : t('list.view')} ${r.name}`}
            onClick={() => navigate(`${PATHS.packageDetail}?packageId=${r.packageId}`)}
          >
            {r.canEdit ? t('list.edit') : t('list.view')}
          </Button>
          {isSuperAdmin && !r.isRed && !r.isDefault && r.status === 1 && (
            <Button
              compact
              aria-label={`${t('list.setDefault')} ${r.name}`}
              onClick={() => void makeDefault(r)}
            >
              {t('list.setDefault')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <Page
      titleKey="MANAGE_PACKAGE"
      actions={
        canCreate && (
          <Button
            variant="primary"
            onClick={() => navigate(`${PATHS.packageDetail}?type=${type === '-1' ? 0 : type}`)}
          >
            {t('list.create')}
          </Button>
        )
      }
    >
      <Panel title={t('list.title')}>
        <DataTable
          caption={t('list.title')}
          columns={columns}
          fetchPage={fetchPage}
          queryKey={`${type}|${red}|${version}`}
          getRowId={(r) => String(r.packageId)}
          namespaces={TABLE_NAMESPACES}
          searchable
          toolbar={
            <span style={{ display: 'inline-flex', gap: 12 }}>
              <SelectInput
                label={t('list.type')}
                value={type}
                onChange={setType}
                options={[
                  { value: '-1', label: t('list.all') },
                  { value: '0', label: t('type.t0') },
                  { value: '2', label: t('type.t2') },
                  { value: '3', label: t('type.t3') },
                ]}
              />
              <SelectInput
                label={t('list.red')}
                value={red}
                onChange={setRed}
                options={[
                  { value: '', label: t('list.all') },
                  { value: '1', label: t('list.yes') },
                  { value: '0', label: t('list.no') },
                ]}
              />
            </span>
          }
        />
      </Panel>
    </Page>
  );
}
