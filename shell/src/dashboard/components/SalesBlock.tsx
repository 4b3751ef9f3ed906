import type { TodaySales } from '@drawdesk/shared-kernel/contract';
import { formatAmount, formatDate } from '@drawdesk/shared-kernel/domain';
import { Panel } from '@drawdesk/shared-kernel/ui';
import { useDashboardT } from '../i18n';
import { Figures } from './Figures';

/** Today's sales of the account's tree: turnover, net amount and tickets (each ticket once). */
export function SalesBlock({ data }: { data: TodaySales }) {
  const { t } = useDashboardT();
  return (
    <Panel title={t('sales.title', { date: formatDate(data.businessDate) })}>
      <Figures data-testid="dashboard-sales">
        <div>
          <dt>
            {t('sales.turnover')} ({data.currency})
          </dt>
          <dd data-testid="sales-turnover">{formatAmount(data.turnover)}</dd>
        </div>
        <div>
          <dt>
            {t('sales.netAmount')} ({data.currency})
          </dt>
          <dd data-testid="sales-net">{formatAmount(data.netAmount)}</dd>
        </div>
        <div>
          <dt>{t('sales.tickets')}</dt>
          <dd data-testid="sales-tickets">{data.ticketCount}</dd>
        </div>
      </Figures>
    </Panel>
  );
}
