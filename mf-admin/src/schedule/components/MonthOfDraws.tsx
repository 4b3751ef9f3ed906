import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScheduledDraw } from '@drawdesk/shared-kernel/contract';
import { cutoffText, formatDate, weekday } from '@drawdesk/shared-kernel/domain';
import { Button, theme } from '@drawdesk/shared-kernel/ui';
import { poolName } from '../../common/model';
import { NAMESPACE } from '../i18n';
import { canChange } from '../model';

const MonthTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.small};
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${theme.space.xs} 0;
  }
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: 2px 6px;
    text-align: left;
  }
  thead th {
    background: ${theme.colors.headerBg};
  }
  td[data-state='open'] {
    color: ${theme.colors.positive};
  }
  td[data-state='closed'] {
    color: ${theme.colors.muted};
  }
`;

/** One month of draws; an open draw without tickets can be moved or removed. */
export function MonthOfDraws({
  month,
  draws,
  onMove,
  onRemove,
}: {
  month: string;
  draws: readonly ScheduledDraw[];
  onMove: (d: ScheduledDraw) => void;
  onRemove: (d: ScheduledDraw) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <MonthTable>
      <caption>
        {month} · {t('schedule.count', { count: draws.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('schedule.date')}</th>
          <th scope="col">{t('schedule.day')}</th>
          <th scope="col">{t('schedule.poolCol')}</th>
          <th scope="col">{t('schedule.special')}</th>
          <th scope="col">{t('schedule.cutoff')}</th>
          <th scope="col">{t('schedule.stateCol')}</th>
          <th scope="col">{t('schedule.tickets')}</th>
          <th scope="col">{t('schedule.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {draws.map((d) => {
          const label = `${poolName(d.poolId)} ${formatDate(d.drawDate)}`;
          return (
            <tr key={d.drawId} data-testid={`draw-${d.poolId}-${d.drawDate}`}>
              <td>{formatDate(d.drawDate)}</td>
              <td>{t(`weekday.d${weekday(d.drawDate)}`)}</td>
              <td>{poolName(d.poolId)}</td>
              <td>{d.isSpecial ? t('schedule.yes') : ''}</td>
              <td>{cutoffText(d.cutoff)}</td>
              <td data-state={d.state}>{t(`state.${d.state}`)}</td>
              <td>{d.hasTickets ? t('schedule.yes') : t('schedule.no')}</td>
              <td>
                {canChange(d) && (
                  <>
                    <Button compact aria-label={`${t('schedule.move')} ${label}`} onClick={() => onMove(d)}>
                      {t('schedule.move')}
                    </Button>{' '}
                    <Button
                      compact
                      variant="danger"
                      aria-label={`${t('schedule.remove')} ${label}`}
                      onClick={() => onRemove(d)}
                    >
                      {t('schedule.remove')}
                    </Button>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </MonthTable>
  );
}
