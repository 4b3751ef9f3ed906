/**
 * Active announcements on the dashboard (SPEC 3 "Announcement"). Loaded lazily by
 * DashboardPage, so neither this component nor its texts are part of the shell's first load.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '@drawdesk/shared-kernel/api';
import type { Announcement } from '@drawdesk/shared-kernel/contract';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import { addResources } from '@drawdesk/shared-kernel/i18n';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { Panel, theme } from '@drawdesk/shared-kernel/ui';

const NS = 'shell-announcements';
addResources(NS, {
  en: { title: 'Announcements' },
  zh: { title: '公告' },
  ms: { title: 'Pengumuman' },
});

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${theme.colors.border};
  }
  li {
    padding: ${theme.space.sm} 0;
  }
  h3 {
    margin: 0;
    font-size: 14px;
  }
  p {
    margin: 4px 0 0;
    white-space: pre-wrap;
  }
  time {
    font-size: 12px;
    color: ${theme.colors.muted};
  }
`;

/** The newest enabled announcements (nothing at all when there are none). */
export default function DashboardAnnouncements() {
  const { t } = useTranslation(NS);
  const { data } = useApiQuery(['shell', 'announcements', 'active'], (signal) =>
    api.fetchPage<Announcement>(
      'Configuration',
      'GetAnnouncement',
      { activeOnly: true },
      { startCount: 0, pageSize: 10 },
      { method: 'GET', skipLoading: true, silent: true, signal },
    ),
  );
  const rows = data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <Panel title={t('title')}>
      <List aria-label={t('title')} data-testid="dashboard-announcements">
        {rows.map((a) => (
          <li key={a.id}>
            <h3>{a.title}</h3>
            <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
            <p>{a.message}</p>
          </li>
        ))}
      </List>
    </Panel>
  );
}
