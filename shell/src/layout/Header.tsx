import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@drawdesk/shared-kernel/routing';
import styled from 'styled-components';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { BRAND } from '@drawdesk/shared-kernel/domain';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { theme } from '@drawdesk/shared-kernel/ui';
import { confirmLogout } from '../auth/authStore';
import { CreditFigures } from './CreditFigures';
import { HeaderShortcuts } from './HeaderShortcuts';
import { LanguageMenu } from './LanguageMenu';
import { ProfileMenu } from './ProfileMenu';

const Bar = styled.header`
  height: 48px;
  flex: none;
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: 0 ${theme.space.lg};
  background: #14365e;
  color: #fff;
  font-size: ${theme.font.small};
`;
const Brand = styled(Link)`
  color: #fff;
  font-size: 18px;
  font-weight: 700;
  letter-spacing: 0.5px;
  text-decoration: none;
  margin-right: ${theme.space.lg};
`;
const Spacer = styled.div`
  flex: 1;
`;
const User = styled(Link)`
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
const Logout = styled.button`
  font: inherit;
  background: ${theme.colors.danger};
  border: 1px solid ${theme.colors.danger};
  color: #fff;
  border-radius: ${theme.radius};
  padding: 3px 12px;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.dangerHover};
  }
`;

/** The header of SPEC 2.7. Memoized: it shows nothing of the location, so a navigation leaves it be. */
export const Header = memo(function Header({ user }: { user: LoginUserData }) {
  const { t } = useTranslation('shell');
  return (
    <Bar data-no-print>
      <Brand to={PATHS.dashboard}>{BRAND}</Brand>
      <HeaderShortcuts user={user} />
      <Spacer />
      <CreditFigures user={user} />
      <User to={PATHS.manageProfile} title={t('header.profile')}>
        {user.username}
      </User>
      <ProfileMenu user={user} />
      <LanguageMenu tone="dark" />
      <Logout type="button" onClick={() => void confirmLogout('PROCEED_LOGOUT_ALERT')}>
        {t('header.logout')}
      </Logout>
    </Bar>
  );
});
