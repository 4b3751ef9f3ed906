import type { LatestResult } from '@drawdesk/shared-kernel/contract';
import { formatDate, poolById } from '@drawdesk/shared-kernel/domain';
import { Panel } from '@drawdesk/shared-kernel/ui';
import { useDashboardT } from '../i18n';
import { BlockTable, Empty } from './BlockTable';

/** The last released result of each pool: its draw date and the three top prizes. */
export function ResultsBlock({ rows }: { rows: readonly LatestResult[] }) {
  const { t } = useDashboardT();
  return (
    <Panel title={t('results.title')}>
      <div data-testid="dashboard-results">
        {rows.length === 0 ? (
          <Empty>{t('results.none')}</Empty>
        ) : (
          <BlockTable>
            <thead>
              <tr>
                <th>{t('results.pool')}</th>
                <th>{t('results.drawDate')}</th>
                <th>{t('results.first')}</th>
                <th>{t('results.second')}</th>
                <th>{t('results.third')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.drawId} data-testid="latest-result" data-pool={r.poolId}>
                  <td>{poolById(r.poolId)?.displayName ?? r.poolId}</td>
                  <td>{formatDate(r.drawDate)}</td>
                  <td>{r.first}</td>
                  <td>{r.second}</td>
                  <td>{r.third}</td>
                </tr>
              ))}
            </tbody>
          </BlockTable>
        )}
      </div>
    </Panel>
  );
}
