import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BRAND } from '../domain/constants';
import { ReportPageProvider } from './report/ReportContext';
import { theme } from './theme';
import { translateKey } from './translateKey';

export interface PageProps {
  /** i18n key of the page title (route table titleKey); looked up in 'common', then 'ui'; else shown as is. */
  titleKey: string;
  /** No header, full width (the map detail page, SPEC 2.6). The browser title is still set. */
  bare?: boolean;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

const Main = styled.div<{ $bare: boolean }>`
  padding: ${(p) => (p.$bare ? '0' : theme.space.lg)};
  width: 100%;
  max-width: ${(p) => (p.$bare ? 'none' : '100%')};
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space.md};
  h1 {
    margin: 0;
    font-size: ${theme.font.title};
    font-weight: 600;
  }
`;

/** Formats the browser title of SPEC 2.7: '<title> | DrawDesk'. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${BRAND}` : BRAND;
}

/** A screen: its heading and the browser title '<title> | DrawDesk'. */
export function Page({ titleKey, bare = false, actions, children }: PageProps) {
  const { i18n } = useTranslation('ui');
  const title = translateKey(i18n, titleKey, ['common', 'ui']);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <Main $bare={bare} data-bare={bare || undefined}>
      {!bare && (
        <Header>
          <h1>{title}</h1>
          {actions && <div>{actions}</div>}
        </Header>
      )}
      <ReportPageProvider title={title}>{children}</ReportPageProvider>
    </Main>
  );
}
