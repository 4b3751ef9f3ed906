/** /company/manage (super admin): companies with credit figures; credit limit edit; new company. */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  DataTable,
  Page,
  Panel,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { treeApi, type CompanyRow } from './api';
import { CreditLimitModal } from './components/CreditLimitModal';
import type { TargetAccount } from './model';
import { NAMESPACE, TABLE_NAMESPACES, ensureTreeResources } from './i18n';

ensureTreeResources();

type Overall = { creditLimit: number; creditLeft: number; downlineCreditLimit: number } | null;

export default function CompanyListScreen() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const tableRef = useRef<DataTableHandle>(null);
  const [target, setTarget] = useState<TargetAccount | null>(null);
  const fetchPage: FetchPage<CompanyRow, Overall> = useCallback(
    (q) => treeApi.companies({ search: q.search }, { startCount: q.startCount, pageSize: q.pageSize }),
    [],
  );
  const columns: DataTableColumn<CompanyRow, Overall>[] = [
    { id: 'username', header: 'col.username' },
    { id: 'fullName', header: 'col.fullName' },
    { id: 'status', header: 'col.status', value: (row) => t(`status.${row.status}`) },
    { id: 'creditLimit', header: 'col.creditLimit', kind: 'amount' },
    { id: 'creditLeft', header: 'col.creditLeft', kind: 'signedAmount' },
    { id: 'downlineCount', header: 'col.downlineCount', kind: 'number', align: 'right' },
    {
      id: 'actions',
      header: 'col.actions',
      exportable: false,
      cell: (row) => (
        <>
          <Button
            compact
            onClick={() => navigate(`${PATHS.accountDetail}?userId=${row.userId}`)}
            aria-label={`${t('list.edit')} ${row.username}`}
          >
            {t('list.edit')}
          </Button>{' '}
          <Button
            compact
            aria-label={`${t('list.credit')} ${row.username}`}
            onClick={() =>
              setTarget({
                userId: row.userId,
                username: row.username,
                status: row.status,
                creditLimit: row.creditLimit,
              })
            }
          >
            {t('company.editCredit')}
          </Button>
        </>
      ),
    },
  ];
  return (
    <Page
      titleKey="MANAGE_COMPANY"
      actions={
        <Button variant="primary" onClick={() => navigate(`${PATHS.accountDetail}?role=3`)}>
          {t('company.newCompany')}
        </Button>
      }
    >
      <Panel>
        <DataTable<CompanyRow, Overall>
          ref={tableRef}
          columns={columns}
          fetchPage={fetchPage}
          searchable
          getRowId={(row) => String(row.userId)}
          namespaces={TABLE_NAMESPACES}
          caption={t('company.caption')}
          exportCsv
          exportExcel
          exportFileName="companies"
          overall={(info) => [
            { label: 'overall.creditLimit', value: info?.creditLimit },
            { label: 'overall.creditLeft', value: info?.creditLeft },
          ]}
        />
      </Panel>
      {target && (
        <CreditLimitModal
          admin
          target={target}
          onClose={() => setTarget(null)}
          onDone={() => {
            setTarget(null);
            tableRef.current?.refresh();
          }}
        />
      )}
    </Page>
  );
}
