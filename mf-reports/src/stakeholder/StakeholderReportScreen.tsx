import { useMemo } from 'react';
import styled from 'styled-components';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  AmountText,
  DataTable,
  formatDrillTrail,
  Page,
  Panel,
  parseDrillTrail,
  theme,
  withoutTableQuery,
  type DataTableColumn,
  type DrillStep,
} from '@drawdesk/shared-kernel/ui';
import { FigureList } from '../frame/components/FigureList';
import { ReportFilters } from '../frame/components/ReportFilters';
import { ReportOutcome } from '../frame/components/ReportOutcome';
import { registerFrameTranslations, useFrameT } from '../frame/i18n';
import { filterBody, type ReportFilter } from '../frame/model';
import { useReportFilter } from '../frame/useReportFilter';
import {
  stakeholderApi,
  stakeholderKeys,
  type GetStakeHolderReportBody,
  type StakeHolderOverall,
  type StakeHolderRow,
} from './api';
import { AccountPicker, useDownlines } from './components/AccountPicker';
import { registerStakeholderTranslations, TABLE_NAMESPACES, useStakeholderT } from './i18n';
import { accountText, ACCOUNT_PARAM, balanceOf, pickedChain, ptText, stakeholderTotals } from './model';

registerFrameTranslations();
registerStakeholderTranslations();

type Col = DataTableColumn<StakeHolderRow, StakeHolderOverall>;

const Balance = styled(FigureList)`
  flex-wrap: wrap;
  margin: ${theme.space.sm} 0 0;
`;

/**
 * /report/stakeholder-report: follow one account A of the subtree (picked down the tree; default the
 * first direct downline) over the range: a row per level of its lines' chain, from A's bettors up to
 * the company, with each level's pt, in, eat, out, net amount, payout and win/loss; the totals show
 * the win/loss adds up to zero with what the company laid off.
 */
export default function StakeholderReportScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  const { t } = useStakeholderT();
  const frame = useFrameT();
  const { filter, setFilter, currencies, ready, error } = useReportFilter(initialFilter);
  const [params, setParams] = useSearchParams();
  const picked = params.get(ACCOUNT_PARAM);
  const first = useDownlines(undefined);
  const firstDownline = first.accounts[0];
  const chain = useMemo<DrillStep[]>(
    () =>
      pickedChain(
        parseDrillTrail(picked),
        firstDownline ? { userId: firstDownline.userId, username: firstDownline.username } : undefined,
      ),
    [picked, firstDownline],
  );
  const followed = chain.at(-1);

  // userId 0 is never asked for: the query waits until an account is followed.
  const body: GetStakeHolderReportBody = { ...filterBody(filter), userId: followed?.userId ?? 0 };
  const reply = useApiQuery(stakeholderKeys.report(body), (signal) => stakeholderApi.report(body, signal), {
    enabled: ready && !error && followed !== undefined,
  });
  const rows = useMemo(() => reply.data?.data ?? [], [reply.data]);
  const overallInfo = reply.data?.overallInfo ?? undefined;
  const totals = useMemo(() => stakeholderTotals(rows), [rows]);

  const columns: Col[] = [
    { id: 'level', header: 'col.level', value: (r) => t(`level.${r.level}`), footer: 'col.total' },
    { id: 'username', header: 'col.account', value: (r) => accountText(t, r) },
    { id: 'userRoleId', header: 'col.role', value: (r) => t(`role.r${r.userRoleId}`) },
    { id: 'pt', header: 'col.pt', value: (r) => ptText(r.pt), align: 'right' },
    { id: 'in', header: 'col.in', kind: 'amount', footer: totals.in },
    { id: 'eat', header: 'col.eat', kind: 'amount', footer: totals.eat },
    { id: 'out', header: 'col.out', kind: 'amount', footer: totals.out },
    { id: 'netAmount', header: 'col.netAmount', kind: 'amount', footer: totals.netAmount },
    { id: 'payout', header: 'col.payout', kind: 'amount', footer: totals.payout },
    { id: 'winLoss', header: 'col.winLoss', kind: 'signedAmount', footer: totals.winLoss },
  ];

  return (
    <Page titleKey="STAKEHOLDER_REPORT">
      <Panel>
        {ready && (
          <>
            <ReportFilters
              value={filter}
              onApply={setFilter}
              currencies={currencies}
              extraLines={followed ? [[t('picker.account'), chain.map((s) => s.username).join(' › ')]] : []}
            />
            <AccountPicker
              chain={chain}
              onChange={(next) =>
                setParams((prev) => {
                  const out = withoutTableQuery(prev);
                  out.set(ACCOUNT_PARAM, formatDrillTrail(next));
                  if (next.length === 0) out.delete(ACCOUNT_PARAM);
                  return out;
                })
              }
            />
            {first.loaded && !firstDownline && <p>{t('picker.none')}</p>}
            <ReportOutcome error={error} processing={Boolean(followed) && overallInfo?.processing}>
              {followed && (
                <>
                  <DataTable<StakeHolderRow, StakeHolderOverall>
                    caption={t('STAKEHOLDER_REPORT', { ns: ['common', 'ui'] })}
                    columns={columns}
                    rows={rows}
                    {...(overallInfo ? { overallInfo } : {})}
                    getRowId={(r, i) => `${r.level}:${r.userId ?? r.username}:${i}`}
                    namespaces={TABLE_NAMESPACES}
                    searchable={false}
                    initialPageSize={50}
                    exportCsv
                    exportExcel
                    exportFileName="stakeholder-report"
                  />
                  {overallInfo && (
                    <Balance aria-label={t('balance.label')}>
                      <div>
                        <dt>{t('balance.turnover')}</dt>
                        <dd>
                          <AmountText value={overallInfo.turnover} signed={false} />
                        </dd>
                      </div>
                      <div>
                        <dt>{frame.t('col.winLoss')}</dt>
                        <dd>
                          <AmountText value={totals.winLoss} />
                        </dd>
                      </div>
                      <div>
                        <dt>{t('balance.layOff')}</dt>
                        <dd>
                          <AmountText value={overallInfo.layOffWinLoss} />
                        </dd>
                      </div>
                      <div>
                        <dt>{t('balance.sum')}</dt>
                        <dd>
                          <AmountText value={balanceOf(rows, overallInfo.layOffWinLoss)} />
                        </dd>
                      </div>
                    </Balance>
                  )}
                </>
              )}
            </ReportOutcome>
          </>
        )}
      </Panel>
    </Page>
  );
}
