import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** The order screens' two columns: the entry on the left, the preview and receipt on the right. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(480px, 1fr) minmax(420px, 1fr);
  gap: ${theme.space.md};
  align-items: start;
`;
