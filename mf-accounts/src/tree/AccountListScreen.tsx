/** /account/manage: the downline list with drill-down by upline and the row actions (SPEC 2.2, 4). */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate, useSearchParams } from '@drawdesk/shared-kernel/routing';
import { SelectInput } from '@drawdesk/shared-kernel/forms';
import {
  Button,
  ControlBar,
  DataTable,
  DrillTrail,
  formatDrillTrail,
  Page,
  parseDrillTrail,
  Panel,
  theme,
  type DataTableColumn,
  type DataTableHandle,
  type DrillStep,
  type FetchAll,
  type FetchPage,
  withoutTableQuery,
  Hint,
  useCurrentUser,
} from '@drawdesk/shared-kernel/ui';
import { treeApi, type ListingFilters, type UserListingOverall, type UserListingRow } from './api';
import { CreditLimitModal } from './components/CreditLimitModal';
import { MoveUplineModal } from './components/MoveUplineModal';
import { StatusModal } from './components/StatusModal';
import { deleteAccount } from './deleteAccount';
import { NAMESPACE, TABLE_NAMESPACES, ensureTreeResources } from './i18n';
import { STATUSES, roleLabel, type Status, type TargetAccount } from './model';
import { mayUseDownline } from '@drawdesk/shared-kernel/domain/access';

ensureTreeResources();

const LinkButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: ${theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;
const Actions = styled.div`
  display: flex;
  gap: 4px;
  flex-wrap: nowrap;
`;

type ActionKind = 'credit' | 'status' | 'move';

export default function AccountListScreen() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  // The buttons follow the rule the server applies (the kernel's mayUseDownline): a view-only login
  // (the IT admin, a sub-account with Downline view) gets View and no change buttons.
  const me = useCurrentUser();
  const may = (level: 2 | 3 | 4) =>
    me !== null && mayUseDownline({ roleId: me.userRoleId, accessString: me.accessString }, level);
  const canCreate = may(2);
  const canEdit = may(3);
  const canDelete = may(4);
  const [params, setParams] = useSearchParams();
  const trail = useMemo(() => parseDrillTrail(params.get('trail')), [params]);
  const upline = trail[trail.length - 1];
  const statusParam = params.get('status');
  const status: Status | '' = STATUSES.includes(statusParam as Status) ? (statusParam as Status) : '';
  const roleId = Number(params.get('role') ?? -1);
  const userRoleId = Number.isInteger(roleId) && roleId >= 1 && roleId <= 6 ? roleId : -1;
  const tableRef = useRef<DataTableHandle>(null);
  const [action, setAction] = useState<{ kind: ActionKind; target: TargetAccount } | null>(null);

  const filters: ListingFilters = useMemo(
    () => ({ status, userRoleId, ...(upline ? { uplineId: upline.userId } : {}) }),
    [status, userRoleId, upline],
  );

  const setParam = (changes: Record<string, string | null>, newList = false) => {
    const next = newList ? withoutTableQuery(params) : new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  // Each level of the drill-down is a list of its own: it starts without the last one's page and search.
  const goToTrail = (steps: DrillStep[]) =>
    setParam({ trail: steps.length ? formatDrillTrail(steps) : null }, true);

  const fetchPage: FetchPage<UserListingRow, UserListingOverall | null> = useCallback(
    (query) =>
      treeApi.listing(
        { ...filters, search: query.search },
        { startCount: query.startCount, pageSize: query.pageSize },
      ),
    [filters],
  );
  const fetchAll: FetchAll<UserListingRow> = useCallback(
    async (query, onProgress) => {
      const all = await treeApi.listingAll({ ...filters, search: query.search }, query.totalCount, (p) =>
        onProgress(p.loaded, p.total),
      );
      return all.rows;
    },
    [filters],
  );

  const refresh = () => tableRef.current?.refresh();
  const targetOf = (row: UserListingRow): TargetAccount => ({
    userId: row.userId,
    username: row.username,
    status: row.status,
    creditLimit: row.creditLimit,
  });

  const columns: DataTableColumn<UserListingRow, UserListingOverall | null>[] = [
    {
      id: 'username',
      header: 'col.username',
      cell: (row) =>
        row.downlineCount > 0 ? (
          <LinkButton
            type="button"
            title={t('list.openDownlines', { username: row.username })}
            onClick={() => goToTrail([...trail, { userId: row.userId, username: row.username }])}
          >
            {row.username}
          </LinkButton>
        ) : (
          row.username
        ),
    },
    { id: 'fullName', header: 'col.fullName' },
    { id: 'role', header: 'col.role', value: (row) => roleLabel(t, row.userRoleId, row.agentLevel) },
    { id: 'status', header: 'col.status', value: (row) => t(`status.${row.status}`) },
    { id: 'creditLimit', header: 'col.creditLimit', kind: 'amount' },
    { id: 'creditLeft', header: 'col.creditLeft', kind: 'signedAmount' },
    { id: 'balance', header: 'col.balance', kind: 'signedAmount' },
    { id: 'outstanding', header: 'col.outstanding', kind: 'amount' },
    { id: 'downlineCount', header: 'col.downlineCount', kind: 'number', align: 'right' },
    {
      id: 'actions',
      header: 'col.actions',
      exportable: false,
      cell: (row) => (
        <Actions>
          <Button
            compact
            onClick={() => navigate(`${PATHS.accountDetail}?userId=${row.userId}`)}
            aria-label={`${t(canEdit ? 'list.edit' : 'list.view')} ${row.username}`}
          >
            {t(canEdit ? 'list.edit' : 'list.view')}
          </Button>
          {canEdit && (
            <>
              <Button
                compact
                onClick={() => setAction({ kind: 'credit', target: targetOf(row) })}
                aria-label={`${t('list.credit')} ${row.username}`}
              >
                {t('list.credit')}
              </Button>
              <Button
                compact
                onClick={() => setAction({ kind: 'status', target: targetOf(row) })}
                aria-label={`${t('list.status')} ${row.username}`}
              >
                {t('list.status')}
              </Button>
              <Button
                compact
                onClick={() => setAction({ kind: 'move', target: targetOf(row) })}
                aria-label={`${t('list.move')} ${row.username}`}
              >
                {t('list.move')}
              </Button>
            </>
          )}
          {canDelete && (
            <Button
              compact
              variant="danger"
              aria-label={`${t('list.delete')} ${row.username}`}
              onClick={() => void deleteAccount(t, targetOf(row)).then((done) => done && refresh())}
            >
              {t('list.delete')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  const newAccount = () =>
    navigate(upline ? `${PATHS.accountDetail}?uplineId=${upline.userId}` : PATHS.accountDetail);
  const done = () => {
    setAction(null);
    refresh();
  };

  return (
    <Page
      titleKey="MANAGE_ACCOUNT"
      actions={
        canCreate ? (
          <Button variant="primary" onClick={newAccount}>
            {t('list.newAccount')}
          </Button>
        ) : (
          <Hint data-testid="view-only">{t('list.viewOnly')}</Hint>
        )
      }
    >
      <DrillTrail steps={trail} label={t('list.breadcrumb')} rootLabel={t('list.top')} onGo={goToTrail} />
      <Panel>
        {/* Each filter writes the URL at once (no apply button): plain controls, not a form. */}
        <ControlBar>
          <SelectInput<string>
            label={t('filter.status')}
            value={status}
            onChange={(value) => setParam({ status: value })}
            options={[
              { value: '', label: t('filter.all') },
              ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
          <SelectInput<string>
            label={t('filter.role')}
            value={String(userRoleId)}
            onChange={(value) => setParam({ role: value === '-1' ? null : value })}
            options={[
              { value: '-1', label: t('filter.all') },
              ...[2, 3, 4, 5, 6].map((r) => ({ value: String(r), label: t(`role.${r}`) })),
            ]}
          />
        </ControlBar>
        <DataTable<UserListingRow, UserListingOverall | null>
          // Each level of the drill-down is a list of its own (its own search and page).
          key={upline?.userId ?? 'top'}
          ref={tableRef}
          columns={columns}
          fetchPage={fetchPage}
          searchable
          fetchAll={fetchAll}
          queryKey={filters}
          getRowId={(row) => String(row.userId)}
          namespaces={TABLE_NAMESPACES}
          caption={t('list.caption')}
          exportCsv
          exportExcel
          exportFileName={t('list.exportName')}
          overall={(info) => [
            { label: 'overall.creditLimit', value: info?.creditLimit },
            { label: 'overall.creditLeft', value: info?.creditLeft },
            { label: 'overall.balance', value: info?.balance },
            { label: 'overall.outstanding', value: info?.outstanding },
          ]}
        />
      </Panel>
      {action?.kind === 'credit' && (
        <CreditLimitModal target={action.target} onClose={() => setAction(null)} onDone={done} />
      )}
      {action?.kind === 'status' && (
        <StatusModal target={action.target} onClose={() => setAction(null)} onDone={done} />
      )}
      {action?.kind === 'move' && (
        <MoveUplineModal target={action.target} onClose={() => setAction(null)} onDone={done} />
      )}
    </Page>
  );
}
