import type { MapRow } from '@drawdesk/shared-kernel/contract';
import { formatAmount, formatDate } from '@drawdesk/shared-kernel/domain';
import { Panel } from '@drawdesk/shared-kernel/ui';
import { useDashboardT } from '../i18n';
import { BlockTable, Empty } from './BlockTable';

/** The numbers with the highest exposure (map report type 1) on the next draw date, every pool summed. */
export function TopNumbersBlock({ drawDate, rows }: { drawDate: string; rows: readonly MapRow[] }) {
  const { t } = useDashboardT();
  return (
    <Panel title={t('top.title', { date: formatDate(drawDate) })}>
      <div data-testid="dashboard-top-numbers" data-draw-date={drawDate}>
        {rows.length === 0 ? (
          <Empty>{t('top.none')}</Empty>
        ) : (
          <BlockTable>
            <thead>
              <tr>
                <th>{t('top.number')}</th>
                <th className="num">{t('top.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.number} data-testid="top-number">
                  <td>{r.number}</td>
                  <td className="num">{formatAmount(r.total)}</td>
                </tr>
              ))}
            </tbody>
          </BlockTable>
        )}
      </div>
    </Panel>
  );
}
