import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { credit$ } from '@drawdesk/shared-kernel/bus';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { lazyComponent, Page, Panel, theme } from '@drawdesk/shared-kernel/ui';
import { creditUnlimited$ } from '../credit/creditStore';
import { useSubjectValue } from '../state/useSubjectValue';

// Active announcements, fetched as its own chunk after the dashboard shows.
const DashboardAnnouncements = lazy(() => import('./DashboardAnnouncements'));
// The live blocks (draws, sales, top numbers, results) and their texts: their own chunk, loaded
// once the dashboard shows, so neither the login page nor the layout carries them.
const DashboardBlocks = lazyComponent(() =>
  import('../dashboard/DashboardBlocks').then((m) => m.DashboardBlocks),
);

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(160px, 240px));
  gap: ${theme.space.md};
  margin: 0;
  div {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    padding: ${theme.space.sm} ${theme.space.md};
    background: ${theme.colors.zebra};
  }
  dt {
    font-size: 12px;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
    font-size: 18px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The dashboard (SPEC 2.1, content not specified): a welcome with role and credit figures, then the
 * live blocks the account may see and the announcements.
 */
export function DashboardPage({ user }: { user: LoginUserData }) {
  const { t } = useTranslation('shell');
  const credit = useSubjectValue(credit$);
  const unlimited = useSubjectValue(creditUnlimited$);
  const amount = (value: number | undefined) =>
    unlimited ? t('dashboard.unlimited') : value === undefined ? '–' : formatAmount(value);
  return (
    <Page titleKey="DASHBOARD">
      <Panel title={t('dashboard.welcome', { username: user.username })}>
        <Facts>
          <div>
            <dt>{t('dashboard.role')}</dt>
            <dd>{t(`role.${user.userRoleId}`)}</dd>
          </div>
          <div>
            <dt>{t('dashboard.account')}</dt>
            <dd>{user.mainAccount === '' ? t('dashboard.mainAccount') : t('dashboard.subAccount')}</dd>
          </div>
          <div>
            <dt>{t('dashboard.creditLeft')}</dt>
            <dd>{amount(credit?.creditLeft)}</dd>
          </div>
          <div>
            <dt>{t('dashboard.creditLimit')}</dt>
            <dd>{amount(credit?.creditLimit)}</dd>
          </div>
        </Facts>
        <p style={{ marginBottom: 0, color: theme.colors.muted }}>{t('dashboard.hint')}</p>
      </Panel>
      <DashboardBlocks user={user} />
      <Suspense fallback={null}>
        <DashboardAnnouncements />
      </Suspense>
    </Page>
  );
}
