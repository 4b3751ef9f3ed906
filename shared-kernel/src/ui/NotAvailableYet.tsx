import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Page } from './Page';
import { Panel } from './Panel';
import { theme } from './theme';

export interface NotAvailableYetProps {
  /** i18n key of the route's page title. */
  titleKey: string;
}

const Hint = styled.p`
  color: ${theme.colors.muted};
  margin: ${theme.space.sm} 0 0;
`;

/** Placeholder for a route whose screen a later release builds. */
export function NotAvailableYet({ titleKey }: NotAvailableYetProps) {
  const { t } = useTranslation('ui');
  return (
    <Page titleKey={titleKey}>
      <Panel>
        <p role="status" style={{ margin: 0, fontWeight: 600 }}>
          {t('layout.notAvailable')}
        </p>
        <Hint>{t('layout.notAvailableHint')}</Hint>
      </Panel>
    </Page>
  );
}
