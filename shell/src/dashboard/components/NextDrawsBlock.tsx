import { useEffect, useRef } from 'react';
import type { NextDraws } from '@drawdesk/shared-kernel/contract';
import { formatDate, poolById } from '@drawdesk/shared-kernel/domain';
import { Panel } from '@drawdesk/shared-kernel/ui';
import { useDashboardT } from '../i18n';
import { businessClock, clockOffset, formatCountdown, msUntil } from '../model';
import { useNow } from '../useNow';
import { BlockTable, Empty } from './BlockTable';

/** At most one early refresh per this many ms when a countdown reaches zero. */
const CLOSED_REFRESH_GAP_MS = 5_000;

export interface NextDrawsBlockProps {
  data: NextDraws | undefined;
  /** Browser time the reply arrived (TanStack's dataUpdatedAt). */
  receivedAt: number;
  /** Ask for the draws again (a cutoff has passed). */
  refresh: () => void;
}

/** The next draw of each pool with its cutoff and a countdown ticking each second on the server's clock. */
export function NextDrawsBlock({ data, receivedAt, refresh }: NextDrawsBlockProps) {
  const { t } = useDashboardT();
  const now = useNow(1000);
  const offset = data ? clockOffset(data.now, receivedAt) : 0;
  const draws = data?.draws ?? [];
  const anyClosed = draws.some((d) => msUntil(d.cutoffAt, now, offset) === 0);

  // A draw past its cutoff leaves the list: ask again at once rather than at the next interval.
  const lastForced = useRef(0);
  useEffect(() => {
    if (!anyClosed || Date.now() - lastForced.current < CLOSED_REFRESH_GAP_MS) return;
    lastForced.current = Date.now();
    refresh();
  }, [anyClosed, refresh]);

  return (
    <Panel title={t('draws.title')}>
      <div data-testid="dashboard-next-draws">
        {data && draws.length === 0 ? (
          <Empty>{t('draws.none')}</Empty>
        ) : (
          <BlockTable>
            <thead>
              <tr>
                <th>{t('draws.pool')}</th>
                <th>{t('draws.drawDate')}</th>
                <th>{t('draws.cutoff')}</th>
                <th className="num">{t('draws.closesIn')}</th>
              </tr>
            </thead>
            <tbody>
              {draws.map((d) => {
                const left = msUntil(d.cutoffAt, now, offset);
                return (
                  <tr
                    key={d.drawId}
                    data-testid="next-draw"
                    data-pool={d.poolId}
                    data-draw-date={d.drawDate}
                    data-cutoff={d.cutoffAt}
                  >
                    <td>{poolById(d.poolId)?.displayName ?? d.poolId}</td>
                    <td>{formatDate(d.drawDate)}</td>
                    <td>{businessClock(d.cutoffAt)}</td>
                    <td className="num" data-testid="countdown">
                      {left === 0
                        ? t('draws.closed')
                        : formatCountdown(left, (count) => t('draws.days', { count }))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </BlockTable>
        )}
      </div>
    </Panel>
  );
}
