import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** Two columns, a form on the left and a wider list or summary on the right. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(420px, 1fr) minmax(420px, 1.4fr);
  gap: ${theme.space.md};
  align-items: start;
`;
