import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { SelectField, TextField, useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  DataTable,
  Page,
  Panel,
  theme,
  withoutTableQuery,
  type DataTableColumn,
  type FetchPage,
  type ReportLine,
} from '@drawdesk/shared-kernel/ui';
import { ReportFilters } from '../frame/components/ReportFilters';
import { ReportOutcome } from '../frame/components/ReportOutcome';
import { Warning } from '../frame/components/Warning';
import { registerFrameTranslations, useFrameT } from '../frame/i18n';
import { filterBody, readReportQuery, totalOf, writeReportQuery, type ReportFilter } from '../frame/model';
import { useReportFilter } from '../frame/useReportFilter';
import { resultsApi, resultsKeys, type WinningOverall, type WinningQuery, type WinningRow } from './api';
import { CellButton } from '../frame/components/CellButton';
import { useTicketReceipt } from '../frame/components/TicketReceiptModal';
import { registerResultsTranslations, TABLE_NAMESPACES, useResultsT } from './i18n';
import {
  isBetNumber,
  matchedPrizes,
  poolName,
  readWinningExtras,
  uplinePath,
  winningFields,
  writeWinningExtras,
  type WinningExtras,
} from './model';

registerFrameTranslations();
registerResultsTranslations();

/** The filter form: the frame's fields plus the number and the account (a direct downline, '' = all). */
type WinningForm = ReportFilter & { number: string; account: string };

type Col = DataTableColumn<WinningRow, WinningOverall>;
const total = (f: keyof WinningOverall) => totalOf<WinningOverall>(f);

const Chip = styled.p`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
  margin: 0 0 ${theme.space.sm};
  font-weight: 600;
`;

/** The number field, with its message while what is typed is no bet number. */
function NumberField() {
  const { t } = useResultsT();
  const { values } = useFormContext<WinningForm>();
  const bad = values.number !== '' && !isBetNumber(values.number);
  return (
    <div>
      <TextField name="number" label={t('filter.number')} hint={t('filter.numberHint')} inputMode="numeric" />
      {bad && <Warning role="alert">{t('filter.badNumber')}</Warning>}
    </div>
  );
}

/**
 * /report/winning-report: every winning expanded line of the subtree in the range (ticket no opens
 * its receipt, a bettor's name shows only that bettor's lines), with the uplines of its bettor, the
 * matched prizes and the bettor's payout; filters number and account; totals of every line.
 */
export default function WinningReportScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  const { t } = useResultsT();
  const frame = useFrameT();
  const { filter, currencies, ready, error } = useReportFilter(initialFilter);
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  const extras = useMemo(() => readWinningExtras(new URLSearchParams(paramsText)), [paramsText]);
  const receipt = useTicketReceipt<WinningRow>();
  const [processing, setProcessing] = useState(false);
  const downlines = useApiQuery(resultsKeys.downlines, (signal) => resultsApi.directDownlines(signal));
  const accounts = useMemo(() => downlines.data?.data ?? [], [downlines.data]);

  const query: WinningQuery = { ...filterBody(filter), ...winningFields(extras) };
  const fetchPage: FetchPage<WinningRow, WinningOverall> = async (q) => {
    const page = await resultsApi.winning(query, q);
    setProcessing(Boolean(page.overallInfo?.processing));
    return page;
  };

  /** Writes the frame's filter and this report's own at once (one history entry, page 1). */
  const setExtras = (base: ReportFilter, next: WinningExtras) =>
    setParams((prev) =>
      withoutTableQuery(
        writeWinningExtras(writeReportQuery(prev, base, readReportQuery(prev, base).trail), next),
      ),
    );
  const apply = ({ number, account, ...base }: WinningForm) => {
    if (number !== '' && !isBetNumber(number)) return;
    const accountId = Number(account) || null;
    setExtras(base, {
      number,
      accountId,
      // Another account: the bettor chosen under the old one may not be under it.
      bettor: accountId === extras.accountId ? extras.bettor : null,
    });
  };

  const accountName = accounts.find((a) => a.userId === extras.accountId)?.username;
  const extraLines: ReportLine[] = [
    ...(extras.number ? [[t('filter.number'), extras.number] as const] : []),
    ...(extras.accountId ? [[t('filter.account'), accountName ?? String(extras.accountId)] as const] : []),
    ...(extras.bettor ? [[t('col.bettor'), extras.bettor.username] as const] : []),
  ];
  const accountOptions = [
    { value: '', label: t('filter.allAccounts') },
    ...accounts.map((a) => ({ value: String(a.userId), label: a.username })),
  ];

  const columns: Col[] = [
    {
      id: 'ticketNo',
      header: 'col.ticketNo',
      footer: 'col.total',
      cell: receipt.cell,
    },
    {
      id: 'bettorUsername',
      header: 'col.bettor',
      cell: (r) => (
        <CellButton
          onClick={() =>
            setExtras(filter, { ...extras, bettor: { userId: r.bettorId, username: r.bettorUsername } })
          }
        >
          {r.bettorUsername}
        </CellButton>
      ),
    },
    { id: 'path', header: 'col.path', value: (r) => uplinePath(r.path) },
    { id: 'drawDate', header: 'col.drawDate' },
    { id: 'poolId', header: 'col.pool', value: (r) => poolName(r.poolId) },
    { id: 'number', header: 'col.number' },
    { id: 'code', header: 'col.code' },
    { id: 'kind', header: 'col.kind', value: (r) => frame.t(`kind.k${r.kind}`) },
    { id: 'ranks', header: 'col.ranks', value: (r) => matchedPrizes(t, r.code, r.ranks) },
    { id: 'stake', header: 'col.stake', kind: 'amount', footer: total('stake') },
    { id: 'payout', header: 'col.payout', kind: 'amount', footer: total('payout') },
  ];

  return (
    <Page titleKey="WINNING_REPORT">
      <Panel>
        {ready && (
          <>
            <ReportFilters<WinningForm>
              value={{
                ...filter,
                number: extras.number,
                account: extras.accountId ? String(extras.accountId) : '',
              }}
              onApply={apply}
              currencies={currencies}
              extraLines={extraLines}
            >
              <NumberField />
              {accounts.length > 0 && (
                <SelectField<string> name="account" label={t('filter.account')} options={accountOptions} />
              )}
            </ReportFilters>
            {extras.bettor && (
              <Chip data-no-print>
                {t('filter.bettor', { name: extras.bettor.username })}
                <Button compact onClick={() => setExtras(filter, { ...extras, bettor: null })}>
                  {t('filter.clearBettor')}
                </Button>
              </Chip>
            )}
            <ReportOutcome error={error} processing={processing}>
              <DataTable<WinningRow, WinningOverall>
                caption={t('WINNING_REPORT', { ns: ['common', 'ui'] })}
                columns={columns}
                fetchPage={fetchPage}
                searchable
                queryKey={query}
                getRowId={(r, i) => `${r.ticketId}:${r.number}:${r.code}:${i}`}
                namespaces={TABLE_NAMESPACES}
                overall={(o) =>
                  o
                    ? [
                        { label: 'col.stake', value: o.stake },
                        { label: 'col.payout', value: o.payout },
                      ]
                    : []
                }
                exportCsv
                exportExcel
                exportFileName="winning-report"
              />
            </ReportOutcome>
            {receipt.modal}
          </>
        )}
      </Panel>
    </Page>
  );
}
