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

const Frame = styled.div`
  width: ${LOGGED_IN_VIEWPORT_WIDTH}px;
  min-width: ${LOGGED_IN_VIEWPORT_WIDTH}px;
  height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.background};
`;
const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
  main {
    flex: 1;
    min-width: 0;
    overflow: auto;
  }
`;

/** A bare page (map detail, SPEC 2.6): no header and no menu, the content at the window's full width. */
const BareFrame = styled.div`
  min-height: 100vh;
  background: ${theme.colors.background};
`;

/**
 * The logged-in layout (SPEC 2.7): header bar, numbered side menu, content; fixed 1920 px wide.
 * In print (GlobalStyle) the header and menu are left out and the content flows to its full height.
 * A route marked `bare`, or a page opened as a popup (POPUP_QUERY), gets its content alone, full width.
 */
export function AppLayout({ user }: { user: LoginUserData }) {
  useWarmSharedModules();
  const location = useLocation();
  // A bare route, or a page opened in a popup window (the FL popup): the content alone, at the window's width.
  if (isBareView(location)) {
    return (
      <BareFrame data-testid="bare-layout" data-print-root>
        <ContentArea user={user} />
      </BareFrame>
    );
  }
  return (
    <Frame data-testid="app-layout" data-print-root>
      <Header user={user} />
      <Body>
        <SideMenu user={user} />
        <ContentArea user={user} />
      </Body>
    </Frame>
  );
}
