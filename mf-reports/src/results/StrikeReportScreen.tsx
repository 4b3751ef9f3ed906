import { useMemo } from 'react';
import styled from 'styled-components';
import type { GetStrikeReportBody } from '@drawdesk/shared-kernel/contract';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  DataTable,
  Page,
  Panel,
  theme,
  withoutTableQuery,
  type DataTableColumn,
} from '@drawdesk/shared-kernel/ui';
import { jackpotDetailHref } from '../details/model';
import { ReportFilters } from '../frame/components/ReportFilters';
import { ReportOutcome } from '../frame/components/ReportOutcome';
import { registerFrameTranslations } from '../frame/i18n';
import { filterBody, totalOf, type ReportFilter } from '../frame/model';
import { useReportFilter } from '../frame/useReportFilter';
import { resultsApi, resultsKeys, type StrikeOverall, type StrikeRow } from './api';
import { greyRows } from './components/greyRows';
import { registerResultsTranslations, TABLE_NAMESPACES, useResultsT } from './i18n';
import { codeTotal, poolName, prizeLabel, strikeCodes, visibleStrikeRows } from './model';

registerFrameTranslations();
registerResultsTranslations();

type Col = DataTableColumn<StrikeRow, StrikeOverall>;
const total = (f: keyof StrikeOverall) => totalOf<StrikeOverall>(f);

/** Address parameter of the toggle: 'unbet=0' hides the positions nobody bet on. */
const UNBET_PARAM = 'unbet';

const Toggle = styled.label`
  display: inline-flex;
  gap: ${theme.space.xs};
  align-items: center;
  margin: 0 0 ${theme.space.sm};
`;

const JackpotLink = styled.a`
  margin: 0 ${theme.space.md} ${theme.space.sm} 0;
  display: inline-block;
`;

/**
 * /report/strike-report: one draw date; per prize position of the released results (pool, prize,
 * number) what the viewer's subtree staked on it per bet code, the viewer's eat, the payout it pays
 * its downlines and the part it carries itself. Positions nobody bet on are grey; a toggle hides them.
 */
export default function StrikeReportScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  const { t } = useResultsT();
  const { filter, setFilter, currencies, ready, error } = useReportFilter(initialFilter);
  const [params, setParams] = useSearchParams();
  const showUnbet = params.get(UNBET_PARAM) !== '0';
  const { poolIds, currency } = filterBody(filter);
  // One draw date: the range's single day.
  const body: GetStrikeReportBody = {
    drawDate: filter.fromDate,
    ...(poolIds ? { poolIds } : {}),
    ...(currency ? { currency } : {}),
  };
  const reply = useApiQuery(resultsKeys.strike(body), (signal) => resultsApi.strike(body, signal), {
    enabled: ready && !error,
  });
  const rows = useMemo(() => reply.data?.data ?? [], [reply.data]);
  const overallInfo = reply.data?.overallInfo ?? undefined;
  const visible = useMemo(() => visibleStrikeRows(rows, showUnbet), [rows, showUnbet]);
  const codes = useMemo(() => strikeCodes(rows), [rows]);
  // Pools whose result has 5D/6D prizes: their jackpot detail page (numbers, jackpots, winning lines).
  const jackpotPools = useMemo(
    () => [...new Set(rows.filter((r) => r.game === 5 || r.game === 6).map((r) => r.poolId))],
    [rows],
  );

  const columns: Col[] = greyRows<StrikeRow, StrikeOverall>(
    [
      { id: 'poolId', header: 'col.pool', value: (r) => poolName(r.poolId), footer: 'col.total' },
      { id: 'prize', header: 'col.prize', value: (r) => prizeLabel(t, r) },
      { id: 'number', header: 'col.number' },
      ...codes.map((code): Col => ({
        id: `code_${code}`,
        header: code,
        kind: 'amount',
        value: (r) => r.amounts[code] ?? 0,
        footer: codeTotal(rows, code),
      })),
      { id: 'lines', header: 'col.lines', kind: 'number', footer: total('lines') },
      { id: 'stake', header: 'col.stake', kind: 'amount', footer: total('stake') },
      { id: 'eat', header: 'col.eat', kind: 'amount', footer: total('eat') },
      { id: 'payout', header: 'col.payout', kind: 'amount', footer: total('payout') },
      { id: 'ownPayout', header: 'col.ownPayout', kind: 'amount', footer: total('ownPayout') },
    ],
    (r) => !r.hit,
    t('strike.unbet'),
  );

  return (
    <Page titleKey="STRIKE_REPORT">
      <Panel>
        {ready && (
          <>
            <ReportFilters value={filter} onApply={setFilter} currencies={currencies} singleDate />
            <Toggle data-no-print>
              <input
                type="checkbox"
                checked={showUnbet}
                onChange={(e) =>
                  setParams((prev) => {
                    // Another set of rows: back to page 1.
                    const next = withoutTableQuery(prev);
                    if (e.target.checked) next.delete(UNBET_PARAM);
                    else next.set(UNBET_PARAM, '0');
                    return next;
                  })
                }
              />
              {t('filter.showUnbet')}
            </Toggle>
            {jackpotPools.map((poolId) => (
              <JackpotLink
                key={poolId}
                data-no-print
                href={jackpotDetailHref({
                  drawDate: filter.fromDate,
                  poolId,
                  ...(currency ? { currency } : {}),
                })}
                target="_blank"
                rel="noopener"
              >
                {t('strike.jackpot', { pool: poolName(poolId) })}
              </JackpotLink>
            ))}
            <ReportOutcome error={error} processing={overallInfo?.processing}>
              {reply.isSuccess && rows.length === 0 && <p>{t('strike.none')}</p>}
              <DataTable<StrikeRow, StrikeOverall>
                caption={t('STRIKE_REPORT', { ns: ['common', 'ui'] })}
                columns={columns}
                rows={visible}
                {...(overallInfo ? { overallInfo } : {})}
                getRowId={(r) => `${r.poolId}:${r.game}:${r.rank}:${r.idx}`}
                namespaces={TABLE_NAMESPACES}
                overall={(o) =>
                  o
                    ? [
                        { label: 'col.stake', value: o.stake },
                        { label: 'col.eat', value: o.eat },
                        { label: 'col.payout', value: o.payout },
                        { label: 'col.ownPayout', value: o.ownPayout },
                      ]
                    : []
                }
                initialPageSize={500}
                exportCsv
                exportExcel
                exportFileName="strike-report"
              />
            </ReportOutcome>
          </>
        )}
      </Panel>
    </Page>
  );
}
