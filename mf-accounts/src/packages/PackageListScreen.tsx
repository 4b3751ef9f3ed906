/** /package/manage: the packages the caller may see, server paged, with type / red filters and a keyword. */
import { useRef, useState } from 'react';
import { auth$ } from '@drawdesk/shared-kernel/bus';
import { Role } from '@drawdesk/shared-kernel/domain';
import { SelectInput } from '@drawdesk/shared-kernel/forms';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate, useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  DataTable,
  Page,
  Panel,
  confirmDialog,
  showDialog,
  useObservable,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { packagesApi, type PackageListOverall as Overall, type PackageRow } from './api';
import { TABLE_NAMESPACES, ensurePackagesResources, usePackagesT } from './i18n';

ensurePackagesResources();

/** The type filter's choices: every type ('-1') or one of them. */
const TYPE_FILTERS = ['-1', '0', '2', '3'];

export default function PackageListScreen() {
  const { t } = usePackagesT();
  const navigate = useNavigate();
  const user = useObservable(auth$).user;
  const isSuperAdmin = user?.userRoleId === Role.SuperAdmin;
  const [params, setParams] = useSearchParams();
  // The filters live in the URL beside the table's page and search (a new filter starts the table at page one).
  const typeParam = params.get('type') ?? '';
  const type = TYPE_FILTERS.includes(typeParam) ? typeParam : '-1';
  const redParam = params.get('red') ?? '';
  const red = redParam === '1' || redParam === '0' ? redParam : '';
  const setFilter = (name: 'type' | 'red', value: string, shownByDefault: string) => {
    const next = new URLSearchParams(params);
    if (value === shownByDefault) next.delete(name);
    else next.set(name, value);
    setParams(next);
  };
  // Whether "New package" shows: the list's reply says it.
  const [canCreate, setCanCreate] = useState(false);
  const tableRef = useRef<DataTableHandle>(null);

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
    tableRef.current?.refresh();
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
          ref={tableRef}
          caption={t('list.title')}
          columns={columns}
          fetchPage={fetchPage}
          queryKey={`${type}|${red}`}
          getRowId={(r) => String(r.packageId)}
          namespaces={TABLE_NAMESPACES}
          searchable
          toolbar={
            // Each filter applies at once (no search button): plain controls, not a form.
            <span style={{ display: 'inline-flex', gap: 12 }}>
              <SelectInput
                label={t('list.type')}
                value={type}
                onChange={(value) => setFilter('type', value, '-1')}
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
                onChange={(value) => setFilter('red', value, '')}
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
