import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { findRoute, pageTitle } from '@drawdesk/shared-kernel/routes';

/**
 * Browser title '<page title> | DrawDesk' (SPEC 2.7) for every path, shell and remote alike, from
 * the route table's titleKey; a path outside the table reads 'Page not found | DrawDesk'.
 */
export function usePageTitle(pathname: string): void {
  const { t, i18n } = useTranslation('shell');
  const route = findRoute(pathname);
  const title = route
    ? pageTitle((key) => t(key, { ns: 'common' }), route)
    : pageTitle(() => t('errors.notFound'), { path: pathname, owner: 'shell', titleKey: 'errors.notFound' });
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
