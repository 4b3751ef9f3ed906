import styled from 'styled-components';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { LOGGED_IN_VIEWPORT_WIDTH } from '@drawdesk/shared-kernel/domain';
import { useLocation } from '@drawdesk/shared-kernel/routing';
import { isBareView } from '@drawdesk/shared-kernel/routes';
import { theme } from '@drawdesk/shared-kernel/ui';
import { useWarmSharedModules } from '../remotes/warmSharedModules';
import { ContentArea } from '../routing/ContentArea';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

/**
 * One frame for both layouts, so switching between them (a bare page and a normal one in the same
 * tab) keeps the content area and the remotes mounted in it: only the header and menu come and go.
 * Normal (SPEC 2.7): header bar, numbered side menu, content; fixed 1920 px wide. Bare (map detail,
 * SPEC 2.6, or a popup): no header and no menu, the content at the window's full width.
 */
const Frame = styled.div<{ $bare: boolean }>`
  background: ${theme.colors.background};
  ${(p) =>
    p.$bare
      ? 'min-height: 100vh;'
      : `width: ${LOGGED_IN_VIEWPORT_WIDTH}px;
  min-width: ${LOGGED_IN_VIEWPORT_WIDTH}px;
  height: 100vh;
  display: flex;
  flex-direction: column;`}
`;
const Body = styled.div<{ $bare: boolean }>`
  ${(p) =>
    p.$bare
      ? ''
      : `flex: 1;
  display: flex;
  min-height: 0;
  main {
    flex: 1;
    min-width: 0;
    overflow: auto;
  }`}
`;

/**
 * The logged-in layout. In print (GlobalStyle) the header and menu are left out and the content
 * flows to its full height. A route marked `bare`, or a page opened as a popup (POPUP_QUERY), gets
 * its content alone, full width.
 */
export function AppLayout({ user }: { user: LoginUserData }) {
  useWarmSharedModules();
  const location = useLocation();
  const bare = isBareView(location);
  return (
    <Frame $bare={bare} data-testid={bare ? 'bare-layout' : 'app-layout'} data-print-root>
      {!bare && <Header user={user} />}
      <Body $bare={bare}>
        {!bare && <SideMenu user={user} />}
        <ContentArea user={user} />
      </Body>
    </Frame>
  );
}
