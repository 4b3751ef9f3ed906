import { useMemo } from 'react';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import styled from 'styled-components';
import { AmountText, Page, Panel, theme } from '@drawdesk/shared-kernel/ui';
import { FigureList } from '../frame/components/FigureList';
import { ReportFilters } from '../frame/components/ReportFilters';
import { ReportOutcome } from '../frame/components/ReportOutcome';
import { registerFrameTranslations, useFrameT } from '../frame/i18n';
import { filterBody, type ReportFilter } from '../frame/model';
import { useReportFilter } from '../frame/useReportFilter';
import { resultsApi, resultsKeys } from './api';
import { PayoutGrid } from './components/PayoutGrid';
import { registerResultsTranslations, useResultsT } from './i18n';

registerFrameTranslations();
registerResultsTranslations();

/** The totals over every pool, above the grids. */
const Summary = styled(FigureList)`
  margin: 0 0 ${theme.space.md};
`;

/**
 * /report/payout-table-report: per pool, a grid of bet code (rows) by prize rank (1st, 2nd, 3rd,
 * starter, consolation, the 5D/6D tiers) with the winning lines and payout of each cell, and the
 * totals of every row and column; the payout is what the viewer pays its downlines (W(p_D) x in).
 */
export default function PayoutTableReportScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  const { t } = useResultsT();
  const frame = useFrameT();
  const { filter, setFilter, currencies, ready, error } = useReportFilter(initialFilter);
  const body = filterBody(filter);
  const reply = useApiQuery(resultsKeys.payoutTable(body), (signal) => resultsApi.payoutTable(body, signal), {
    enabled: ready && !error,
  });
  const pools = useMemo(() => reply.data?.data ?? [], [reply.data]);
  const overallInfo = reply.data?.overallInfo ?? null;
  return (
    <Page titleKey="PAYOUT_TABLE_REPORT">
      <Panel>
        {ready && (
          <>
            <ReportFilters value={filter} onApply={setFilter} currencies={currencies} />
            <ReportOutcome error={error} processing={overallInfo?.processing}>
              {overallInfo && (
                <Summary aria-label={frame.t('col.total')}>
                  <div>
                    <dt>{t('col.winLines')}</dt>
                    <dd>{overallInfo.winLines}</dd>
                  </div>
                  <div>
                    <dt>{frame.t('col.payout')}</dt>
                    <dd>
                      <AmountText value={overallInfo.payout} signed={false} />
                    </dd>
                  </div>
                </Summary>
              )}
              {reply.isSuccess && pools.length === 0 && <p>{t('table.none')}</p>}
              {pools.map((pool) => (
                <PayoutGrid key={pool.poolId} pool={pool} />
              ))}
            </ReportOutcome>
          </>
        )}
      </Panel>
    </Page>
  );
}
