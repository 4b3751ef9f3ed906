import { useTranslation } from 'react-i18next';
import { Link } from '@drawdesk/shared-kernel/routing';
import styled from 'styled-components';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { theme } from '@drawdesk/shared-kernel/ui';

const Box = styled.section`
  margin: ${theme.space.xl};
  padding: ${theme.space.xl};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.warning};
  border-radius: ${theme.radius};
  h1 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.title};
  }
  p {
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.muted};
  }
`;

/** 'Page not found' for a path outside the route table. */
export function NotFoundPanel({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  return (
    <Box role="alert">
      <h1>{t('errors.notFound')}</h1>
      <p>{t('errors.notFoundHint', { path, interpolation: { escapeValue: false } })}</p>
      <Link to={PATHS.dashboard}>{t('errors.toDashboard')}</Link>
    </Box>
  );
}

/** 'Permission Denied' for a route the user may not see (the remote is not mounted). */
export function PermissionDeniedPanel() {
  const { t } = useTranslation('shell');
  return (
    <Box role="alert">
      <h1>{t('errors.permissionDenied')}</h1>
      <p>{t('errors.permissionDeniedHint')}</p>
      <Link to={PATHS.dashboard}>{t('errors.toDashboard')}</Link>
    </Box>
  );
}
