/**
 * The dashboard's live blocks (docs/reports-rules.md "Dashboard"): next draws with their countdowns,
 * today's sales, the top numbers of the next draw, the last results. Loaded lazily by DashboardPage
 * (its own chunk, with its texts), never part of the login page. A block the account may not see is
 * not rendered and its call is not made.
 */
import { useCallback } from 'react';
import styled from 'styled-components';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import type { RouteUser } from '@drawdesk/shared-kernel/domain/access';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { theme } from '@drawdesk/shared-kernel/ui';
import { authApi } from '../auth/authApi';
import { creditQueryKey } from '../credit/creditStore';
import { NextDrawsBlock } from './components/NextDrawsBlock';
import { ResultsBlock } from './components/ResultsBlock';
import { SalesBlock } from './components/SalesBlock';
import { TopNumbersBlock } from './components/TopNumbersBlock';
import { registerDashboardTranslations } from './i18n';
import { dashboardBlocks, REFRESH_MS, topNumbersDate } from './model';
import { useLatestResults, useNextDraws, useTodaySales, useTopNumbers } from './useDashboardData';

registerDashboardTranslations();

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${theme.space.md};
  align-items: start;
`;

/** What the blocks' access rules read of the login (the route rules' user) and its id. */
type DashboardUser = RouteUser & Pick<LoginUserData, 'userId'>;

/** Keeps the header's credit figures fresh while the dashboard is open: its own query, refetched on the interval. */
function useCreditRefresh(userId: number) {
  // The header renders the figures: this observer only drives the refetch and never re-renders.
  useApiQuery(creditQueryKey(userId), (signal) => authApi.userDetails(userId, signal), {
    refetchInterval: REFRESH_MS,
    notifyOnChangeProps: [],
  });
}

export function DashboardBlocks({ user }: { user: DashboardUser }) {
  const blocks = dashboardBlocks(user);
  useCreditRefresh(user.userId);
  const draws = useNextDraws(blocks.nextDraws || blocks.topNumbers);
  const sales = useTodaySales(user.userId, blocks.sales);
  const drawDate = blocks.topNumbers ? topNumbersDate(draws.data?.data.draws ?? []) : null;
  const top = useTopNumbers(user.userId, drawDate);
  const results = useLatestResults(blocks.results);
  const { refetch } = draws;
  const refreshDraws = useCallback(() => void refetch(), [refetch]);

  return (
    <Grid data-testid="dashboard-blocks">
      {blocks.nextDraws && !draws.isError && (
        <NextDrawsBlock data={draws.data?.data} receivedAt={draws.dataUpdatedAt} refresh={refreshDraws} />
      )}
      <div>
        {blocks.sales && sales.data && !sales.isError && <SalesBlock data={sales.data.data} />}
        {blocks.topNumbers && drawDate !== null && top.data && !top.isError && (
          <TopNumbersBlock drawDate={drawDate} rows={top.data.rows} />
        )}
      </div>
      {blocks.results && results.data && !results.isError && <ResultsBlock rows={results.data.data} />}
    </Grid>
  );
}

export default DashboardBlocks;
